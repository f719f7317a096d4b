/** Durations in milliseconds, for dates relative to now in tests. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The moment `ms` from now (negative: in the past). */
export const fromNow = (ms: number): Date => new Date(Date.now() + ms);

/** The moment `ms` ago. */
export const ago = (ms: number): Date => new Date(Date.now() - ms);
