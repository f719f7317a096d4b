import { and, eq, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import type { ActivityFilter } from "@scrims/shared/scrims/activity.schema";
import type { PlayerRecord } from "@scrims/shared/scrims/scrims.rules";
import type { DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared";
import { scrimCasters, scrimPlayers, scrims } from "@/db/schema/index";
import { participatesWhere, visibleWhere, type PrivateScrims } from "../scrims.repository";

const PARTICIPATION = { all: "either", played: "player", casted: "caster" } as const;

/** See recordRepository.results: the three counts in one statement, built once (db/prepared.ts). */
const resultsOf = preparedQuery("record_results_of", (db, p) => {
  // The result of each seat's scrim by primary key: a player's few hundred games, never a
  // scan of every scrim.
  const teamWon = sql`(select ${scrims.teamWon} from ${scrims} where ${scrims.id} = ${scrimPlayers.scrimId})`;
  const seated = (condition: SQL) =>
    sql<number>`(${db
      .select({ n: sql`count(*)` })
      .from(scrimPlayers)
      .where(and(eq(scrimPlayers.userId, p("userId")), condition))})`.mapWith(Number);
  const casts = sql<number>`(${db
    .select({ n: sql`count(*)` })
    .from(scrimCasters)
    .innerJoin(scrims, eq(scrims.id, scrimCasters.scrimId))
    .where(and(eq(scrimCasters.userId, p("userId")), isNotNull(scrims.teamWon)))})`.mapWith(Number);
  return db
    .select({
      wins: seated(sql`${teamWon} = ${scrimPlayers.team}`),
      losses: seated(sql`${teamWon} <> ${scrimPlayers.team}`),
      casts,
    })
    .from(sql`(select 1) as record`);
});

export const recordRepository = {
  /**
   * A player's stored results: wins and losses of the games with a winner he was seated in,
   * and casts of games with a winner. Games without a result count for nothing.
   */
  async results(db: DbOrTx, userId: string): Promise<Omit<PlayerRecord, "gamesPlayed">> {
    const [row] = await resultsOf(db, { userId });
    return { wins: row?.wins ?? 0, losses: row?.losses ?? 0, casts: row?.casts ?? 0 };
  },

  /**
   * How many of the user's games (`filter`: seated, casting or either) started in each month of
   * `tz` from `from` to `to` ("YYYY-MM", both included) and by `now`, among the scrims a list
   * with `privateScrims` may hold. Months without a game are left out.
   */
  async gamesByMonth(
    db: DbOrTx,
    input: {
      userId: string;
      filter: ActivityFilter;
      privateScrims: PrivateScrims;
      from: string;
      to: string;
      tz: string;
      now: Date;
    },
  ): Promise<{ month: string; games: number }[]> {
    // Local midnight of the first day of a month in the viewer's zone, as an instant.
    const monthStart = (month: string, later = 0) =>
      sql`((${`${month}-01`}::date + make_interval(months => ${later}::int))::timestamp at time zone ${input.tz})`;
    const month = sql<string>`to_char(${scrims.gameStartTime} at time zone ${input.tz}, 'YYYY-MM')`;
    return (
      db
        .select({ month, games: sql<number>`count(*)`.mapWith(Number) })
        .from(scrims)
        .where(
          and(
            participatesWhere(input.userId, PARTICIPATION[input.filter]),
            visibleWhere(input.privateScrims),
            sql`${scrims.gameStartTime} >= ${monthStart(input.from)}`,
            sql`${scrims.gameStartTime} < ${monthStart(input.to, 1)}`,
            lte(scrims.gameStartTime, input.now),
          ),
        )
        // By position: the same expression written twice would hold two parameters for the zone,
        // which PostgreSQL does not know to be the same.
        .groupBy(sql`1`)
        .orderBy(sql`1`)
    );
  },
};
