import { and, asc, eq, gt, gte, inArray, isNull, like, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared";
import { writtenRow } from "@/db/rows";
import { bans, noShowBlockClearings, scrimAttendance, users } from "@/db/schema/index";

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
/** A row of bans, as a player's standing reads it (bans.repository writes them). */
export type OpenBanRow = typeof bans.$inferSelect;
/** One attendance record of a player, for reliability and the no-show block. */
export type AttendanceRecord = { shown: boolean; recordedAt: Date };
/** Columns a service may change on an existing account. */
export type UserPatch = Partial<
  Pick<
    NewUserRow,
    | "name"
    | "nameKey"
    | "summonerTagline"
    | "region"
    | "discord"
    | "discordKey"
    | "rank"
    | "canSendEmailsToUser"
    | "isAdmin"
    | "profileBackgroundImg"
    | "profileBackgroundBlur"
    | "lastLoggedIn"
    | "lastSeenAt"
    | "puuid"
    | "soloQueueRank"
  >
>;

/** Deleted accounts stay for scrim history but are never found as players. */
const isLive = isNull(users.deletedAt);

/** Characters in a trigram: the shortest search part the trigram index can serve. */
const TRIGRAM = 3;

/** Escapes LIKE wildcards so a search for '50%' means those characters. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * `WHERE` part true when the user in `userId` (a column of the outer query) is not banned now
 * (users.rules' `bitesAt`): for the queries that must skip banned players (Fill Random, the
 * assign search, the available-players search).
 */
export function isNotBanned(userId: AnyPgColumn): SQL {
  return sql`not exists (select 1 from ${bans} where ${bans.userId} = ${userId} and ${bans.liftedAt} is null and ${bans.dateFrom} <= now() and ${bans.dateTo} > now())`;
}

// The reads of a player on every profile and every seat change, built once (db/prepared.ts).
const liveUserById = preparedQuery("users_live_by_id", (db, p) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.id, p("id")), isLive)),
);

const liveUserByIdForShare = preparedQuery("users_live_by_id_for_share", (db, p) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.id, p("id")), isLive))
    .for("share"),
);

/** Region and tagline (lower case) narrow the lookup when not null. */
const liveUserByNameKey = preparedQuery("users_live_by_name_key", (db, p) =>
  db
    .select()
    .from(users)
    .where(
      and(
        isLive,
        eq(users.nameKey, p("nameKey")),
        sql`(${p("region")}::text is null or ${users.region} = ${p("region")})`,
        sql`(${p("tagline")}::text is null or lower(${users.summonerTagline}) = ${p("tagline")})`,
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1),
);

/**
 * A player's attendance records since `since`, oldest first, each with when an admin last
 * cleared his no-show block (null if never).
 */
const attendanceWithLastClearing = preparedQuery("users_attendance_since", (db, p) =>
  db
    .select({
      shown: scrimAttendance.shown,
      recordedAt: scrimAttendance.recordedAt,
      lastClearedAt: sql<Date | null>`(${db
        .select({ clearedAt: sql`max(${noShowBlockClearings.clearedAt})` })
        .from(noShowBlockClearings)
        .where(eq(noShowBlockClearings.userId, p("userId")))})`.mapWith(
        noShowBlockClearings.clearedAt,
      ),
    })
    .from(scrimAttendance)
    .where(
      and(eq(scrimAttendance.userId, p("userId")), gte(scrimAttendance.recordedAt, p("since"))),
    )
    .orderBy(asc(scrimAttendance.recordedAt)),
);

export const usersRepository = {
  /** Live accounts without a PUUID, by id, `limit` at a time after `afterId` (the PUUID backfill). */
  async listIdsWithoutPuuid(db: DbOrTx, limit: number, afterId?: string): Promise<string[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(isLive, isNull(users.puuid), afterId ? gt(users.id, afterId) : undefined))
      .orderBy(asc(users.id))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  async findById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await liveUserById(db, { id });
    return row;
  },

  /**
   * Like findById, and holds a share lock on the row until the transaction ends: an account
   * deletion running at the same time waits for (or is waited for by) whoever seats the player.
   */
  async findByIdForShare(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await liveUserByIdForShare(db, { id });
    return row;
  },

  /** Which of these ids are live admins. */
  async findAdminIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) {
      return new Set();
    }
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.isAdmin, true), isLive));
    return new Set(rows.map((row) => row.id));
  },

  /** The oldest live account with this name key, narrowed by region and tagline when given. */
  async findByNameKey(
    db: DbOrTx,
    input: { nameKey: string; region?: string; tagline?: string },
  ): Promise<UserRow | undefined> {
    const [row] = await liveUserByNameKey(db, {
      nameKey: input.nameKey,
      region: input.region ?? null,
      tagline: input.tagline?.toLowerCase() ?? null,
    });
    return row;
  },

  /**
   * Live accounts whose name key contains `keyPart`, names starting with it first. A part
   * shorter than a trigram (1–2 characters) matches name keys starting with it only, in name
   * key order: the trigram index cannot serve such a contains-pattern (it read every player),
   * the name key index serves this one and stops at `limit`.
   */
  async search(
    db: DbOrTx,
    input: { keyPart: string; region?: string; limit: number; available?: boolean },
  ): Promise<UserRow[]> {
    const escaped = escapeLike(input.keyPart);
    const filters = [
      isLive,
      input.region ? eq(users.region, input.region) : undefined,
      input.available ? isNotBanned(users.id) : undefined,
    ];
    if (input.keyPart.length < TRIGRAM) {
      // `collate "C"` as in users_name_key_prefix_idx: a byte-order range scan of the index.
      const key = sql`(${users.nameKey} collate "C")`;
      return db
        .select()
        .from(users)
        .where(and(sql`${key} like ${`${escaped}%`}`, ...filters))
        .orderBy(key, asc(users.id))
        .limit(input.limit);
    }
    return db
      .select()
      .from(users)
      .where(and(like(users.nameKey, `%${escaped}%`), ...filters))
      .orderBy(
        sql`case when ${users.nameKey} like ${`${escaped}%`} then 0 else 1 end`,
        asc(sql`lower(${users.name})`),
        asc(users.id),
      )
      .limit(input.limit);
  },

  /**
   * The ban of `userId` not lifted yet (biting, due to start, or expired), if any: at most one
   * (a unique index). The ban check keeps it in the session cache and compares it with the clock.
   */
  async findOpenBan(db: DbOrTx, userId: string): Promise<OpenBanRow | undefined> {
    const [row] = await db
      .select()
      .from(bans)
      .where(and(eq(bans.userId, userId), isNull(bans.liftedAt)));
    return row;
  },

  /**
   * A player's attendance records since `since`, oldest first, and when an admin last cleared
   * his no-show block (null if never), in one statement. With no record since `since` the
   * clearing is not read (null): without no-shows there is no block for it to end.
   */
  async attendanceSince(
    db: DbOrTx,
    userId: string,
    since: Date,
  ): Promise<{ records: AttendanceRecord[]; lastClearedAt: Date | null }> {
    const rows = await attendanceWithLastClearing(db, { userId, since });
    return {
      records: rows.map(({ shown, recordedAt }) => ({ shown, recordedAt })),
      lastClearedAt: rows[0]?.lastClearedAt ?? null,
    };
  },

  async insert(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
    return writtenRow(await db.insert(users).values(values).returning(), "insert into users");
  },

  /** Changes a live account; undefined when there is none with this id. */
  /**
   * Stores the PUUID Riot gave for a Riot ID, and that account's solo-queue rank, only if the
   * account still has that Riot ID (a change meanwhile scheduled a lookup of its own). Returns
   * whether it was stored.
   */
  async setPuuidIfRiotIdUnchanged(
    db: DbOrTx,
    id: string,
    riotId: { name: string; summonerTagline: string; region: string },
    riot: { puuid: string | null; soloQueueRank: string | null },
  ): Promise<boolean> {
    const rows = await db
      .update(users)
      .set(riot)
      .where(
        and(
          eq(users.id, id),
          isLive,
          eq(users.name, riotId.name),
          eq(users.summonerTagline, riotId.summonerTagline),
          eq(users.region, riotId.region),
        ),
      )
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /**
   * Stores a fresh solo-queue rank of the live accounts with this PUUID; answers how many
   * changed (0 when it was already stored).
   */
  async setSoloQueueRankByPuuid(
    db: DbOrTx,
    puuid: string,
    soloQueueRank: string | null,
  ): Promise<number> {
    const rows = await db
      .update(users)
      .set({ soloQueueRank })
      .where(
        and(
          eq(users.puuid, puuid),
          isLive,
          sql`${users.soloQueueRank} is distinct from ${soloQueueRank}`,
        ),
      )
      .returning({ id: users.id });
    return rows.length;
  },

  async update(db: DbOrTx, id: string, patch: UserPatch): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set(patch)
      .where(and(eq(users.id, id), isLive))
      .returning();
    return row;
  },

  /** Removes the personal data of an account and marks it deleted; the row stays for history. */
  async anonymise(db: DbOrTx, id: string, now: Date): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({
        email: null,
        name: "Deleted player",
        nameKey: null,
        summonerTagline: "",
        discord: "",
        discordKey: null,
        rank: "Unranked",
        soloQueueRank: null,
        canSendEmailsToUser: false,
        isAdmin: false,
        isDonator: false,
        profileBackgroundImg: "Summoners Rift",
        profileBackgroundBlur: "20",
        lastLoggedIn: null,
        lastSeenAt: null,
        deletedAt: now,
      })
      .where(and(eq(users.id, id), isLive))
      .returning();
    return row;
  },
};
