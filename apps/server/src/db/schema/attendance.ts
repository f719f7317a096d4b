import { boolean, index, pgTable, unique } from "drizzle-orm/pg-core";
import { timestamptzNow, uuidPrimaryKey } from "./columns";
import { scrimRef } from "./scrims";
import { userRef } from "./users";

/**
 * Who showed up: one row per player seated when a scrim with check-in started, written by the
 * start sweep (checked in: shown; not: a no-show whose seat was freed). Unique per scrim and
 * player, so a sweep that runs again records nothing twice. Reliability and the no-show block are
 * read from here.
 */
export const scrimAttendance = pgTable(
  "scrim_attendance",
  {
    id: uuidPrimaryKey(),
    scrimId: scrimRef(),
    userId: userRef(),
    shown: boolean().notNull(),
    recordedAt: timestamptzNow(),
  },
  (t) => [
    unique("scrim_attendance_scrim_user_key").on(t.scrimId, t.userId),
    index("scrim_attendance_user_recorded_idx").on(t.userId, t.recordedAt),
  ],
);

/**
 * An admin cleared a player's no-show block: no-shows recorded before `clearedAt` no longer count
 * towards a block (they still count in the reliability figure).
 */
export const noShowBlockClearings = pgTable(
  "no_show_block_clearings",
  {
    id: uuidPrimaryKey(),
    userId: userRef(),
    clearedById: userRef(),
    clearedAt: timestamptzNow(),
  },
  (t) => [index("no_show_block_clearings_user_idx").on(t.userId, t.clearedAt)],
);
