import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { uuidPrimaryKey, timestamptz, timestamptzNow } from "./columns";

/**
 * A registered player. Only the public fields leave the server (`presentUser`; docs/api.md,
 * "Public fields"); email never leaves it except to its owner. A deleted account keeps its row (scrim history shows an anonymous
 * player) with personal data removed and `deletedAt` set.
 */
export const users = pgTable(
  "users",
  {
    id: uuidPrimaryKey(),
    /** From the sign-in identity, never from a form; null for Riot Sign-On and deleted accounts. */
    email: text(),
    name: text().notNull(),
    /** summonerNameKey(name): uniqueness per region ignores case and spaces. Null once deleted. */
    nameKey: text(),
    summonerTagline: text().notNull(),
    region: text().notNull(),
    /** Riot's id of the account named by name, tagline and region; null until Riot confirmed it. */
    puuid: text(),
    discord: text().notNull(),
    /** discordKey(discord): unique among live accounts. Null once deleted. */
    discordKey: text(),
    rank: text().notNull().default("Unranked"),
    /**
     * Riot's ranked solo-queue rank of the account's PUUID in our notation ('Gold 2'), from the
     * last lookup; null when unknown or unranked in solo queue. Balance and average ranks prefer
     * it to the declared `rank`.
     */
    soloQueueRank: text(),
    canSendEmailsToUser: boolean().notNull().default(false),
    isAdmin: boolean().notNull().default(false),
    isDonator: boolean().notNull().default(false),
    profileBackgroundImg: text().notNull().default("Summoners Rift"),
    profileBackgroundBlur: text().notNull().default("20"),
    createdAt: timestamptzNow(),
    lastLoggedIn: timestamptz(),
    /**
     * Last signed-in request or socket connection, written at most every few minutes (and once
     * after midnight UTC), so the dashboard counts who was active today. Null until then.
     */
    lastSeenAt: timestamptz(),
    deletedAt: timestamptz(),
  },
  (t) => [
    // The database, not a read before the write, keeps names and Discord names unique.
    uniqueIndex("users_email_key")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex("users_name_region_key")
      .on(t.nameKey, t.region)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex("users_discord_key")
      .on(t.discordKey)
      .where(sql`${t.deletedAt} is null`),
    index("users_region_idx").on(t.region),
    // A summoner lookup stores the solo-queue rank of the accounts with the PUUID it found.
    index("users_puuid_idx")
      .on(t.puuid)
      .where(sql`${t.puuid} is not null`),
    // The name search (`name_key like '%part%'`) of live players: trigrams (pg_trgm) find it.
    index("users_name_key_trgm_idx")
      .using("gin", t.nameKey.op("gin_trgm_ops"))
      .where(sql`${t.deletedAt} is null`),
    // A 1–2 character name search (`name_key like 'fr%'`, too short for trigrams), in name key
    // order: a range of this index, read up to the page size. "C": byte order, which a LIKE
    // prefix can use as a range whatever the database's collation.
    index("users_name_key_prefix_idx")
      .on(sql`(${t.nameKey} collate "C")`, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Live accounts seen since a moment, registered since one, newest first (the dashboard's
    // counts of today and this week read them without visiting the rows).
    index("users_live_last_seen_at_idx")
      .on(t.lastSeenAt)
      .where(sql`${t.deletedAt} is null`),
    index("users_live_created_at_idx")
      .on(t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    check(
      "users_live_keys_check",
      sql`${t.deletedAt} is not null or (${t.nameKey} is not null and ${t.discordKey} is not null)`,
    ),
  ],
);

/**
 * A required reference to a player, without cascade: accounts are anonymised, never deleted, so
 * what players made together (scrims, seats, messages) keeps pointing at the anonymised row, and a
 * delete of the account row is refused. Rows that belong to the account alone and mean nothing
 * without it (bans, calendar feeds, push subscriptions, idempotency keys) cascade instead.
 */
export const userRef = () =>
  uuid()
    .notNull()
    .references(() => users.id);
