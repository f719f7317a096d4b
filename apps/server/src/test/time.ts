import { randomInt } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

/** Durations in milliseconds, for dates relative to now in tests. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The moment `ms` from now (negative: in the past). */
export const fromNow = (ms: number): Date => new Date(Date.now() + ms);

/** The moment `ms` ago. */
export const ago = (ms: number): Date => new Date(Date.now() - ms);

/**
 * A day of its own, 400 to 700 days ahead (dates inputs stay within two years), so hub lists of
 * one test never see another's scrims; other tests put theirs near today.
 */
export function uniqueDay(): { start: Date; end: Date; at: (hours: number) => Date } {
  const today = Math.floor(Date.now() / DAY) * DAY;
  const start = new Date(today + randomInt(400, 700) * DAY);
  return {
    start,
    end: new Date(start.getTime() + DAY),
    at: (hours) => new Date(start.getTime() + hours * HOUR),
  };
}

/**
 * Waits, on the real clock, until `moment` has passed (plus `afterMs`): for a test that acts just
 * after a scheduled moment, before or while the job for it runs.
 */
export async function passMoment(moment: Date | string, afterMs = 5): Promise<void> {
  const wait = new Date(moment).getTime() + afterMs - Date.now();
  if (wait > 0) {
    await sleep(wait);
  }
}
