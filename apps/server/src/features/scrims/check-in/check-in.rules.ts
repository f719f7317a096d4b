import type { ReliabilityDto } from "@scrims/shared/users/reliability.schema";
import {
  NO_SHOWS_TO_BLOCK,
  NO_SHOW_BLOCK_HOURS,
  RELIABILITY_WINDOW_DAYS,
} from "@scrims/shared/users/reliability.schema";
import type { AttendanceRecord, CheckInSeat } from "./check-in.repository";

const DAY_MS = 24 * 60 * 60 * 1000;
export const RELIABILITY_WINDOW_MS = RELIABILITY_WINDOW_DAYS * DAY_MS;
const BLOCK_MS = NO_SHOW_BLOCK_HOURS * 60 * 60 * 1000;

/** Shown out of seated at check-in among `records` (already limited to the window). */
export function reliabilityOf(records: AttendanceRecord[]): ReliabilityDto {
  const seated = records.length;
  const shown = records.filter((record) => record.shown).length;
  return { shown, seated, percent: seated === 0 ? null : Math.round((shown / seated) * 100) };
}

/**
 * The end of a no-show block at `now`, or null: each no-show that is the third within 30 days
 * (counting only no-shows after the last clearing) blocks for 24 hours from itself.
 */
export function noShowBlockEnd(
  records: AttendanceRecord[],
  clearedAt: Date | null,
  now: Date,
): Date | null {
  const noShows = records
    .filter((record) => !record.shown && (!clearedAt || record.recordedAt > clearedAt))
    .map((record) => record.recordedAt.getTime())
    .sort((a, b) => a - b);
  let end: number | null = null;
  for (let i = NO_SHOWS_TO_BLOCK - 1; i < noShows.length; i += 1) {
    const third = noShows[i]!;
    const first = noShows[i - (NO_SHOWS_TO_BLOCK - 1)]!;
    if (third - first <= RELIABILITY_WINDOW_MS) {
      end = third + BLOCK_MS;
    }
  }
  return end !== null && end > now.getTime() ? new Date(end) : null;
}

/**
 * What the start sweep does with the seats: only seats held from before the start (`startTime`)
 * are its business: who of them showed up, and whose seat is freed (never checked in). A seat
 * taken at or after the start, whenever the sweep itself runs, is neither recorded nor freed.
 */
export function planSweep(
  seats: CheckInSeat[],
  startTime: Date,
): { shown: CheckInSeat[]; noShows: CheckInSeat[] } {
  const held = seats.filter((seat) => seat.seatedAt.getTime() < startTime.getTime());
  return {
    shown: held.filter((seat) => seat.checkedInAt !== null),
    noShows: held.filter((seat) => seat.checkedInAt === null),
  };
}
