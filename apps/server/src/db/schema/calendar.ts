import { index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz, timestamptzNow } from "./columns";
import { users } from "./users";

/**
 * A player's private calendar feed. The secret is shown back to its owner (settings), so it is
 * kept as is; requests find it by its SHA-256 (`secretHash`, unique), so no comparison of the
 * secret itself can leak it through timing. Regenerating replaces both: the old link is gone.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text().notNull(),
  secretHash: text().notNull().unique("calendar_feeds_secret_hash_key"),
  createdAt: timestamptzNow(),
});

/**
 * A scrim that left a player's calendar: the scrim was deleted, or the player lost their seat or
 * cast. The feed keeps it 7 days as a cancelled event, with a SEQUENCE above the last one
 * published. Written by database triggers (migration `calendar_triggers`), so every way a seat or
 * a scrim goes (leave, kick, no-show, account deletion, admin delete, later features) records it;
 * a player who is seated again loses the row. No reference to the scrim: it may be gone.
 */
export const calendarCancellations = pgTable(
  "calendar_cancellations",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scrimId: uuid().notNull(),
    title: text().notNull(),
    gameStartTime: timestamptz().notNull(),
    sequence: integer().notNull(),
    cancelledAt: timestamptzNow(),
  },
  (t) => [
    primaryKey({ name: "calendar_cancellations_pk", columns: [t.userId, t.scrimId] }),
    index("calendar_cancellations_cancelled_at_idx").on(t.cancelledAt),
  ],
);
