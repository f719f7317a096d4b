// Without zod: the web app's API client reads these messages on its first load.
/** Minutes before the start that the check-in window opens; 0 turns check-in off. */
export const CHECK_IN_MINUTES = [0, 5, 10, 15, 30] as const;
export type CheckInMinutes = (typeof CHECK_IN_MINUTES)[number];
export const DEFAULT_CHECK_IN_MINUTES: CheckInMinutes = 15;

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
