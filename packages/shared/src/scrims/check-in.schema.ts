import { z } from "zod";

/** Minutes before the start that the check-in window opens; 0 turns check-in off. */
export const CHECK_IN_MINUTES = [0, 5, 10, 15, 30] as const;
export type CheckInMinutes = (typeof CHECK_IN_MINUTES)[number];
export const DEFAULT_CHECK_IN_MINUTES: CheckInMinutes = 15;

export const checkInMinutesSchema = z.literal(CHECK_IN_MINUTES, {
  error: `Check-in must be one of ${CHECK_IN_MINUTES.join(", ")} minutes (0 is off)`,
});

/** When the check-in window of a scrim opens, or null when check-in is off. */
export function checkInOpensAt(scrim: {
  gameStartTime: string | Date;
  checkInMinutes: number;
}): Date | null {
  if (scrim.checkInMinutes <= 0) {
    return null;
  }
  return new Date(new Date(scrim.gameStartTime).getTime() - scrim.checkInMinutes * 60_000);
}

/** Whether a seated player may check in at `now`: from the window's opening until the start. */
export function isCheckInOpen(
  scrim: { gameStartTime: string | Date; checkInMinutes: number },
  now: Date,
): boolean {
  const opensAt = checkInOpensAt(scrim);
  return (
    opensAt !== null &&
    opensAt.getTime() <= now.getTime() &&
    now.getTime() < new Date(scrim.gameStartTime).getTime()
  );
}

/** "2026-03-10 14:05 UTC". */
function formatUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export const checkInMessages = {
  notOpen: (opensAt: string | null) =>
    opensAt === null
      ? "This scrim has no check-in"
      : `Check-in is open from ${opensAt} until the start`,
  adminNotOpen: "Check-in is off for this scrim, or the game has started",
  notSeated: "You can only check in to a seat you hold in this scrim",
  playerNotSeated: "That player holds no seat in this scrim",
  windowOpen: (title: string) => `Check-in is open for ${title}: check in to keep your seat`,
  seatFreed: (title: string) =>
    `You did not check in for ${title}: your seat was given up and a no-show recorded`,
  /** The server says the end in UTC; the web app says it again in the reader's zone. */
  blocked: (until: string, format: (iso: string) => string = formatUtc) =>
    `You missed three games in 30 days: you can join scrims again after ${format(until)}`,
} as const;
