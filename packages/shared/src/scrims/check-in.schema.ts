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

export { checkInMessages } from "./check-in.constants";
