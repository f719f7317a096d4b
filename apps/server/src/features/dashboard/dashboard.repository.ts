import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bans, scrimTallies, scrims, userTallies, users } from "@/db/schema/index";

// Every figure of the admin dashboard is counted by the database (aggregates and GROUP BY):
// no rows are loaded into Node to be counted. Totals and distributions over all accounts and
// scrims are sums of the running counts the database keeps (schema/tallies.ts), so they cost the
// same however many there are; what depends on the moment (this week, today) is a range of an
// index.

/** A timestamp parameter, bound as text and cast (the same on PGlite and node-postgres). */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** `count(*) filter (where …)` as a number. */
const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

const isLive = isNull(users.deletedAt);
/** The sum of the running counts `column` of the rows selected, as a number. */
const total = (column: typeof userTallies.count | typeof scrimTallies.count) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
const liveAccounts = total(userTallies.count);

/** Live accounts per value of one of their counts' columns, most first (then by the value). */
function liveAccountsBy(
  db: DbOrTx,
  column: typeof userTallies.region | typeof userTallies.rankDivision,
) {
  return db
    .select({ value: column, count: liveAccounts })
    .from(userTallies)
    .where(eq(userTallies.live, true))
    .groupBy(column)
    .having(gt(liveAccounts, 0))
    .orderBy(desc(liveAccounts), asc(column));
}

/** The moments the figures are counted from. */
export type StatsMoments = {
  now: Date;
  /** Seven days before now: "this week". */
  weekAgo: Date;
  /** Midnight UTC of today. */
  today: Date;
  /** Midnight UTC six days before today: the first day of the weekly scrim chart. */
  firstChartDay: Date;
};

/** The player of an activity, as the activity list names them. */
const activityUser = { id: users.id, name: users.name, region: users.region, rank: users.rank };

export const dashboardRepository = {
  /** Live accounts: all, registered since `weekAgo`, seen since `today`. */
  async countUsers(db: DbOrTx, moments: StatsMoments) {
    // Live accounts since a moment: a range of a partial index on live accounts, counted from
    // the index alone.
    const liveSince = async (
      column: typeof users.createdAt | typeof users.lastSeenAt,
      from: Date,
    ) => {
      const [row] = await db
        .select({ count: count() })
        .from(users)
        .where(and(isLive, gte(column, at(from))));
      return row?.count ?? 0;
    };
    const [[all], weeklyNew, activeToday] = await Promise.all([
      db.select({ total: liveAccounts }).from(userTallies).where(eq(userTallies.live, true)),
      liveSince(users.createdAt, moments.weekAgo),
      liveSince(users.lastSeenAt, moments.today),
    ]);
    return { total: all?.total ?? 0, weeklyNew, activeToday };
  },

  async countScrims(db: DbOrTx, moments: StatsMoments) {
    const [[all], [recent]] = await Promise.all([
      db.select({ total: total(scrimTallies.count) }).from(scrimTallies),
      db
        .select({ weeklyNew: count() })
        .from(scrims)
        .where(gte(scrims.createdAt, at(moments.weekAgo))),
    ]);
    return { total: all?.total ?? 0, weeklyNew: recent?.weeklyNew ?? 0 };
  },

  /** Open bans still ahead of their end, open bans past it, banned players, all bans. */
  async countBans(db: DbOrTx, now: Date) {
    const [row] = await db
      .select({
        activeBans: countWhere(sql`${bans.liftedAt} is null and ${bans.dateTo} > ${at(now)}`),
        expiredBans: countWhere(sql`${bans.liftedAt} is null and ${bans.dateTo} <= ${at(now)}`),
        totalBannedUsers: sql<number>`count(distinct ${bans.userId})`.mapWith(Number),
        totalBans: count(),
      })
      .from(bans);
    return row ?? { activeBans: 0, expiredBans: 0, totalBannedUsers: 0, totalBans: 0 };
  },

  /** Registrations (deleted accounts included: they did register) per UTC month, oldest first. */
  async registrationsByMonth(db: DbOrTx) {
    const year = sql<number>`extract(year from ${userTallies.month})::int`;
    const month = sql<number>`extract(month from ${userTallies.month})::int`;
    const registered = total(userTallies.count);
    return db
      .select({ year: year.mapWith(Number), month: month.mapWith(Number), count: registered })
      .from(userTallies)
      .groupBy(userTallies.month)
      .having(gt(registered, 0))
      .orderBy(asc(userTallies.month));
  },

  /** Scrims per UTC game day from `firstChartDay` up to the end of today (days without any left out). */
  async scrimsByGameDay(db: DbOrTx, moments: StatsMoments) {
    const day = sql<string>`to_char(${scrims.gameStartTime} at time zone 'UTC', 'YYYY-MM-DD')`;
    const endOfToday = new Date(moments.today.getTime() + 24 * 60 * 60_000);
    return db
      .select({ day, scrims: count() })
      .from(scrims)
      .where(
        and(
          sql`${scrims.gameStartTime} >= ${at(moments.firstChartDay)}`,
          sql`${scrims.gameStartTime} < ${at(endOfToday)}`,
        ),
      )
      .groupBy(day);
  },

  /** Live accounts per region, most first. */
  async usersByRegion(db: DbOrTx) {
    const rows = await liveAccountsBy(db, userTallies.region);
    return rows.map(({ value, count }) => ({ region: value, count }));
  },

  /** Live accounts per rank division ('Gold 2' counts as 'Gold'), most first. */
  async usersByRankDivision(db: DbOrTx) {
    const rows = await liveAccountsBy(db, userTallies.rankDivision);
    return rows.map(({ value, count }) => ({ rank: value, count }));
  },

  /** The latest scrims created, with their creator. */
  async latestScrims(db: DbOrTx, limit: number) {
    return db
      .select({
        id: scrims.id,
        title: scrims.title,
        region: scrims.region,
        teamWon: scrims.teamWon,
        createdAt: scrims.createdAt,
        creator: activityUser,
      })
      .from(scrims)
      .innerJoin(users, eq(users.id, scrims.createdById))
      .orderBy(desc(scrims.createdAt))
      .limit(limit);
  },

  /** The latest live accounts registered. */
  async latestRegistrations(db: DbOrTx, limit: number) {
    return db
      .select({ ...activityUser, createdAt: users.createdAt })
      .from(users)
      .where(isLive)
      .orderBy(desc(users.createdAt))
      .limit(limit);
  },

  /**
   * The latest bans of live accounts given (`banned`: when given) or lifted (`lifted`: when
   * lifted, by an admin or on expiry), with the player.
   */
  async latestBanEvents(db: DbOrTx, kind: "banned" | "lifted", limit: number) {
    const at = kind === "banned" ? bans.createdAt : bans.liftedAt;
    const rows = await db
      .select({ at, reason: bans.reason, user: activityUser })
      .from(bans)
      .innerJoin(users, eq(users.id, bans.userId))
      .where(and(isLive, isNotNull(at)))
      .orderBy(desc(at))
      .limit(limit);
    return rows.flatMap((row) => (row.at ? [{ ...row, at: row.at }] : []));
  },
};
