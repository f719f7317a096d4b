import {
  and,
  asc,
  count,
  eq,
  exists,
  gt,
  gte,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  or,
  sql,
} from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bans, users } from "@/db/schema/index";

export type BanHistoryFilter = {
  /** `summonerNameKey` of the player's name. */
  nameKey?: string;
  /** A `YYYY-MM-DD` day of `dateFrom` in `tz`. */
  date?: string;
  status: "all" | "active" | "expired";
  tz: string;
  now: Date;
};

export type BanHistoryRow = {
  id: string;
  userId: string;
  name: string;
  region: string;
  dateFrom: Date;
  dateTo: Date;
  reason: string;
  createdAt: Date;
  liftedAt: Date | null;
};

/** The instant a `YYYY-MM-DD` day begins in time zone `tz` (`days` later for the end). */
const dayStart = (day: string, tz: string, days = 0) =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone ${tz})`;

/** Active: not lifted and not ended (biting now or about to start); expired: the others. */
function statusIs(status: BanHistoryFilter["status"], now: Date): SQL | undefined {
  if (status === "active") {
    return and(isNull(bans.liftedAt), gt(bans.dateTo, now));
  }
  if (status === "expired") {
    return or(isNotNull(bans.liftedAt), lte(bans.dateTo, now));
  }
  return undefined;
}

function matching(filter: BanHistoryFilter): SQL | undefined {
  return and(
    // Through the live accounts' (name_key, region) index, then each player's bans in order.
    filter.nameKey
      ? sql`${bans.userId} in (select ${users.id} from ${users} where ${users.nameKey} = ${filter.nameKey} and ${users.deletedAt} is null)`
      : undefined,
    filter.date
      ? and(
          gte(bans.dateFrom, dayStart(filter.date, filter.tz)),
          lt(bans.dateFrom, dayStart(filter.date, filter.tz, 1)),
        )
      : undefined,
    statusIs(filter.status, filter.now),
  );
}

/** Escapes LIKE wildcards so a search for '50%' means those characters. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export const banHistoryRepository = {
  /**
   * One page of the bans matching `filter`, oldest `createdAt` first, with their players. The
   * page's ids are cut first from the history index alone (it holds the order and the status
   * columns), so a deep page skips index entries instead of reading, joining and sorting every ban.
   */
  async listPage(
    db: DbOrTx,
    filter: BanHistoryFilter,
    page: { limit: number; offset: number },
  ): Promise<BanHistoryRow[]> {
    const cut = db
      .select({ id: bans.id })
      .from(bans)
      .where(matching(filter))
      .orderBy(asc(bans.createdAt), asc(bans.id))
      .limit(page.limit)
      .offset(page.offset)
      .as("page");
    return db
      .select({
        id: bans.id,
        userId: bans.userId,
        name: users.name,
        region: users.region,
        dateFrom: bans.dateFrom,
        dateTo: bans.dateTo,
        reason: bans.reason,
        createdAt: bans.createdAt,
        liftedAt: bans.liftedAt,
      })
      .from(cut)
      .innerJoin(bans, eq(bans.id, cut.id))
      .innerJoin(users, eq(users.id, bans.userId))
      .orderBy(asc(bans.createdAt), asc(bans.id));
  },

  /** How many bans match `filter` (every page). */
  async count(db: DbOrTx, filter: BanHistoryFilter): Promise<number> {
    const [row] = await db.select({ total: count() }).from(bans).where(matching(filter));
    return Number(row?.total ?? 0);
  },

  /** Live players with at least one ban whose name key contains `keyPart`; prefixes first. */
  async searchNames(
    db: DbOrTx,
    keyPart: string,
    limit: number,
  ): Promise<{ name: string; region: string }[]> {
    const escaped = escapeLike(keyPart);
    return db
      .select({ name: users.name, region: users.region })
      .from(users)
      .where(
        and(
          isNull(users.deletedAt),
          like(users.nameKey, `%${escaped}%`),
          exists(
            db
              .select({ one: sql`1` })
              .from(bans)
              .where(eq(bans.userId, users.id)),
          ),
        ),
      )
      .orderBy(
        sql`case when ${users.nameKey} like ${`${escaped}%`} then 0 else 1 end`,
        asc(sql`lower(${users.name})`),
        asc(users.region),
      )
      .limit(limit);
  },

  /**
   * The days (in `tz`) some ban starts on, newest first, at most `limit`. A skip scan over the
   * `date_from` index: each step reads one index entry (the latest start before the day found
   * last), so it costs the number of days, not the number of bans.
   */
  async startDays(db: DbOrTx, tz: string, limit: number): Promise<string[]> {
    const result = await db.execute(sql`
      with recursive days(day) as (
        select (select (max(${bans.dateFrom}) at time zone ${tz})::date from ${bans})
        union all
        select (
          select (max(${bans.dateFrom}) at time zone ${tz})::date from ${bans}
          where ${bans.dateFrom} < (days.day::timestamp at time zone ${tz})
        )
        from days where days.day is not null
      )
      select to_char(day, 'YYYY-MM-DD') as day from days where day is not null limit ${limit}`);
    const rows = (result as unknown as { rows: { day: string }[] }).rows;
    return rows.map((row) => row.day);
  },
};
