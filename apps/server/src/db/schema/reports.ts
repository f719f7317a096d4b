import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bans } from "./bans";
import { uuidPrimaryKey, timestamptz, timestamptzNow } from "./columns";
import { scrims } from "./scrims";
import { messages } from "./social";
import { userRef, users } from "./users";

/**
 * A player's report of another player, for the admins' queue. At most one open report per
 * reporter and target: the partial unique index, not a read before the write, keeps it so. A
 * report is closed by an admin: `dismissed`, or `banned` (with the ban it gave).
 */
export const reports = pgTable(
  "reports",
  {
    id: uuidPrimaryKey(),
    reporterId: userRef(),
    targetId: userRef(),
    /** 'cheating' | 'harassment' | 'no-show' | 'name' | 'other'. */
    reason: text().notNull(),
    text: text().notNull(),
    /** The chat message reported, when reported from one; gone with the message. */
    messageId: uuid().references(() => messages.id, { onDelete: "set null" }),
    /** The scrim the report is about, when any; gone with the scrim. */
    scrimId: uuid().references(() => scrims.id, { onDelete: "set null" }),
    /** 'open' | 'dismissed' | 'banned'. */
    status: text().notNull().default("open"),
    resolvedById: uuid().references(() => users.id),
    resolvedAt: timestamptz(),
    banId: uuid().references(() => bans.id, { onDelete: "set null" }),
    createdAt: timestamptzNow(),
  },
  (t) => [
    uniqueIndex("reports_one_open_per_pair_key")
      .on(t.reporterId, t.targetId)
      .where(sql`${t.status} = 'open'`),
    // The admin queue: reports of a status, oldest first.
    index("reports_status_created_idx").on(t.status, t.createdAt, t.id),
    check("reports_not_self_check", sql`${t.reporterId} <> ${t.targetId}`),
    check(
      "reports_reason_check",
      sql`${t.reason} in ('cheating', 'harassment', 'no-show', 'name', 'other')`,
    ),
    check("reports_status_check", sql`${t.status} in ('open', 'dismissed', 'banned')`),
    check("reports_text_length_check", sql`char_length(${t.text}) <= 1000`),
  ],
);
