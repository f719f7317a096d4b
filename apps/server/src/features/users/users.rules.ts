import {
  NO_SHOWS_TO_BLOCK,
  NO_SHOW_BLOCK_HOURS,
  RELIABILITY_WINDOW_DAYS,
  type ReliabilityDto,
} from "@scrims/shared/users/reliability.schema";
import { messages } from "@scrims/shared/users/users.schema";
import { AppError } from "@/lib/errors";
import type { AttendanceRecord } from "./users.repository";

/** Names of the unique indexes on users (db/schema/users.ts) that a client can run into. */
const USER_UNIQUE_CONSTRAINTS = {
  nameRegion: "users_name_region_key",
  discord: "users_discord_key",
  email: "users_email_key",
} as const;

/**
 * The 409 for a unique violation on users, worded for the values that were being written;
 * undefined for a constraint a client cannot cause (then the original error is a bug).
 */
export function userConflictError(
  constraint: string,
  attempted: { name?: string; region?: string; discord?: string },
): AppError | undefined {
  if (constraint === USER_UNIQUE_CONSTRAINTS.nameRegion) {
    return new AppError(
      "NAME_TAKEN",
      messages.summonerTaken(attempted.name ?? "", attempted.region ?? ""),
    );
  }
  if (constraint === USER_UNIQUE_CONSTRAINTS.discord) {
    return new AppError("DISCORD_TAKEN", messages.discordTaken(attempted.discord ?? ""));
  }
  if (constraint === USER_UNIQUE_CONSTRAINTS.email) {
    return new AppError(
      "EMAIL_TAKEN",
      "An account with this email already exists. Sign in the way you signed up.",
    );
  }
  return undefined;
}

// A player's standing (the current ban, reliability and the no-show block) is read here, where
// every feature can use it; bans and check-in write what it is read from.

/** When a ban bites: from `dateFrom` until `dateTo` (a lifted ban never does). */
export type BanWindow = { dateFrom: Date; dateTo: Date };

/** True when a ban not lifted bites at `now`: it has started and not ended. */
export function bitesAt(ban: BanWindow, now: Date): boolean {
  return ban.dateFrom <= now && now < ban.dateTo;
}

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
