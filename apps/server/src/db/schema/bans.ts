import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Every ban ever given, kept as history. A ban bites while it is not lifted and `dateFrom <= now
 * < dateTo`; once `dateTo` has passed it is expired until the scheduler or an admin lifts it
 * (`liftedAt`, with `liftedBy` null when the system lifted it). At most one ban per user is not
 * lifted: the partial unique index, not a read before the write, keeps it so.
 */
export const bans = pgTable(
  "bans",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dateFrom: timestamp({ withTimezone: true }).notNull(),
    dateTo: timestamp({ withTimezone: true }).notNull(),
    reason: text().notNull(),
    bannedById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp({ withTimezone: true }),
    liftedById: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("bans_one_open_per_user_key")
      .on(t.userId)
      .where(sql`${t.liftedAt} is null`),
    // Ban history: every ban in order (id breaks ties, so a page needs no sort; the status
    // columns last, so a deep page is skipped over in the index alone), a player's bans in order,
    // and the days bans start on (filter and its options).
    index("bans_history_order_idx").on(t.createdAt, t.id, t.liftedAt, t.dateTo),
    index("bans_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("bans_date_from_idx").on(t.dateFrom),
    index("bans_open_date_to_idx")
      .on(t.dateTo)
      .where(sql`${t.liftedAt} is null`),
    check("bans_dates_check", sql`${t.dateTo} >= ${t.dateFrom} + interval '1 day'`),
  ],
);
