import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { writtenRow } from "@/db/rows";
import {
  calendarCancellations,
  calendarFeeds,
  scrimCasters,
  scrimPlayers,
  scrims,
  users,
} from "@/db/schema/index";

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** A scrim as its calendar event shows it, with the player's place in it. */
export type CalendarScrim = {
  id: string;
  title: string;
  region: string;
  gameStartTime: Date;
  sequence: number;
  teamWon: string | null;
  /** The player's seat, or null when casting (or for the single event of anyone). */
  seat: { team: string; role: string } | null;
  casting: boolean;
};

export type CalendarCancellation = typeof calendarCancellations.$inferSelect;

const scrimColumns = {
  id: scrims.id,
  title: scrims.title,
  region: scrims.region,
  gameStartTime: scrims.gameStartTime,
  sequence: scrims.calendarSequence,
  teamWon: scrims.teamWon,
};

export const calendarRepository = {
  async findFeed(db: DbOrTx, userId: string): Promise<CalendarFeedRow | undefined> {
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    return row;
  },

  /** Makes the player's feed unless one exists (two first calls at once: one secret wins). */
  async insertFeedIfMissing(
    db: DbOrTx,
    feed: { userId: string; secret: string; secretHash: string },
  ): Promise<void> {
    await db.insert(calendarFeeds).values(feed).onConflictDoNothing({
      target: calendarFeeds.userId,
    });
  },

  /** Gives the player's feed a new secret (the old one stops working at COMMIT). */
  async replaceFeed(
    db: DbOrTx,
    feed: { userId: string; secret: string; secretHash: string },
  ): Promise<CalendarFeedRow> {
    const rows = await db
      .insert(calendarFeeds)
      .values(feed)
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { secret: feed.secret, secretHash: feed.secretHash, createdAt: sql`now()` },
      })
      .returning();
    return writtenRow(rows, "upsert into calendar_feeds");
  },

  /** The live (not deleted) owner of the feed whose secret hashes to `secretHash`. */
  async findOwnerByHash(db: DbOrTx, secretHash: string): Promise<string | undefined> {
    const [row] = await db
      .select({ userId: calendarFeeds.userId })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(and(eq(calendarFeeds.secretHash, secretHash), isNull(users.deletedAt)));
    return row?.userId;
  },

  /** The scrims starting from `since` where the player holds a seat or casts, earliest first. */
  async listScrimsOf(db: DbOrTx, userId: string, since: Date): Promise<CalendarScrim[]> {
    const seated = await db
      .select({ ...scrimColumns, team: scrimPlayers.team, role: scrimPlayers.role })
      .from(scrimPlayers)
      .innerJoin(scrims, eq(scrims.id, scrimPlayers.scrimId))
      .where(and(eq(scrimPlayers.userId, userId), gte(scrims.gameStartTime, since)));
    const casting = await db
      .select(scrimColumns)
      .from(scrimCasters)
      .innerJoin(scrims, eq(scrims.id, scrimCasters.scrimId))
      .where(and(eq(scrimCasters.userId, userId), gte(scrims.gameStartTime, since)));
    return [
      ...seated.map(({ team, role, ...scrim }) => ({
        ...scrim,
        seat: { team, role },
        casting: false,
      })),
      ...casting.map((scrim) => ({ ...scrim, seat: null, casting: true })),
    ].sort((a, b) => a.gameStartTime.getTime() - b.gameStartTime.getTime());
  },

  /** One scrim as its event shows it to anyone (no seat). */
  async findScrim(db: DbOrTx, scrimId: string): Promise<CalendarScrim | undefined> {
    const [row] = await db.select(scrimColumns).from(scrims).where(eq(scrims.id, scrimId));
    return row && { ...row, seat: null, casting: false };
  },

  /** The player's scrims that left their calendar since `cancelledSince`, starting from `since`. */
  async listCancellations(
    db: DbOrTx,
    userId: string,
    window: { since: Date; cancelledSince: Date },
  ): Promise<CalendarCancellation[]> {
    return db
      .select()
      .from(calendarCancellations)
      .where(
        and(
          eq(calendarCancellations.userId, userId),
          gte(calendarCancellations.cancelledAt, window.cancelledSince),
          gte(calendarCancellations.gameStartTime, window.since),
        ),
      )
      .orderBy(calendarCancellations.gameStartTime);
  },

  /** The account's feed and cancelled events: the link stops working at COMMIT. */
  async deleteOfAccount(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    await db.delete(calendarCancellations).where(eq(calendarCancellations.userId, userId));
  },

  /** Deletes the cancellations recorded more than `days` ago (the feed no longer shows them). */
  async deleteCancellationsOlderThan(db: DbOrTx, days: number): Promise<number> {
    const deleted = await db
      .delete(calendarCancellations)
      .where(lt(calendarCancellations.cancelledAt, sql`now() - make_interval(days => ${days})`))
      .returning({ userId: calendarCancellations.userId });
    return deleted.length;
  },
};
