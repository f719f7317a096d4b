import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { PlayerRecord } from "@scrims/shared/scrims/scrims.rules";
import type { DbOrTx } from "@/db/client";
import { scrimCasters, scrimPlayers, scrims } from "@/db/schema/index";

export const recordRepository = {
  /**
   * A player's stored results: wins and losses of the games with a winner he was seated in,
   * and casts of games with a winner. Games without a result count for nothing.
   */
  async results(db: DbOrTx, userId: string): Promise<Omit<PlayerRecord, "gamesPlayed">> {
    // The result of each seat's scrim by primary key: a player's few hundred games, never a
    // scan of every scrim.
    const teamWon = sql`(select ${scrims.teamWon} from ${scrims} where ${scrims.id} = ${scrimPlayers.scrimId})`;
    const [played] = await db
      .select({
        wins: sql<number>`count(*) filter (where ${teamWon} = ${scrimPlayers.team})`.mapWith(
          Number,
        ),
        losses: sql<number>`count(*) filter (where ${teamWon} <> ${scrimPlayers.team})`.mapWith(
          Number,
        ),
      })
      .from(scrimPlayers)
      .where(eq(scrimPlayers.userId, userId));
    const [casted] = await db
      .select({ casts: sql<number>`count(*)`.mapWith(Number) })
      .from(scrimCasters)
      .innerJoin(scrims, eq(scrims.id, scrimCasters.scrimId))
      .where(and(eq(scrimCasters.userId, userId), isNotNull(scrims.teamWon)));
    return {
      wins: played?.wins ?? 0,
      losses: played?.losses ?? 0,
      casts: casted?.casts ?? 0,
    };
  },
};
