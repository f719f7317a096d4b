import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** A registered player. Public fields are listed in DESIGN.md section 3; email never leaves the server. */
export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text().notNull(),
    summonerTagline: text().notNull(),
    region: text().notNull(),
    discord: text().notNull(),
    rank: text().notNull().default("Unranked"),
    canSendEmailsToUser: boolean().notNull().default(false),
    isAdmin: boolean().notNull().default(false),
    isDonator: boolean().notNull().default(false),
    profileBackgroundImg: text().notNull().default("Summoners Rift"),
    profileBackgroundBlur: text().notNull().default("20"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLoggedIn: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    index("users_region_idx").on(t.region),
  ],
);
