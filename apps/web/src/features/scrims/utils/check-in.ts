import { isCheckInOpen } from "@scrims/shared/scrims/check-in.rules";
import type { ScrimDto, ScrimPlayerDto } from "@scrims/shared/scrims/scrims.schema";

/** Where a scrim's check-in stands at `now`, as the lobby shows it. */
export type CheckInPhase = "off" | "before" | "open" | "closed";

export function checkInPhase(scrim: ScrimDto, now: Date): CheckInPhase {
  if (!scrim.checkInOpensAt) {
    return "off";
  }
  if (scrim.teamWon || now.getTime() >= new Date(scrim.gameStartTime).getTime()) {
    return "closed";
  }
  return isCheckInOpen(scrim, now) ? "open" : "before";
}

/** Every seated player, Team One first. */
export function seatedPlayers(scrim: ScrimDto): ScrimPlayerDto[] {
  return [...scrim.teamOne, ...scrim.teamTwo];
}

/** How many seated players have checked in, of how many. */
export function checkInCount(scrim: ScrimDto): { checkedIn: number; seated: number } {
  const seated = seatedPlayers(scrim);
  return { checkedIn: seated.filter((p) => p.checkedIn).length, seated: seated.length };
}

/** Whether an admin may still check a seated player in by hand: check-in on, not started. */
export function adminMayCheckIn(scrim: ScrimDto, now: Date): boolean {
  const phase = checkInPhase(scrim, now);
  return phase === "before" || phase === "open";
}
