import { boolean, date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

// Running counts for the admin dashboard, kept by database triggers (migration `tally_triggers`)
// on every insert, update, delete and truncate of the counted table, in the same transaction: the
// dashboard sums a few hundred rows here instead of reading every account or scrim. A count may
// reach 0 and stay as a row; readers leave such rows out.

/**
 * Accounts by UTC month of registration, region, rank division ('Gold 2' counts as 'Gold') and
 * whether the account is live (not deleted).
 */
export const userTallies = pgTable(
  "user_tallies",
  {
    month: date({ mode: "string" }).notNull(),
    region: text().notNull(),
    rankDivision: text().notNull(),
    live: boolean().notNull(),
    count: integer().notNull(),
  },
  (t) => [
    primaryKey({
      name: "user_tallies_pk",
      columns: [t.month, t.region, t.rankDivision, t.live],
    }),
  ],
);

/** Scrims by UTC month of creation. */
export const scrimTallies = pgTable("scrim_tallies", {
  month: date({ mode: "string" }).primaryKey(),
  count: integer().notNull(),
});
