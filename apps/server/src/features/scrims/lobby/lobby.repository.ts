import { and, asc, eq, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared";
import { scrimCasters, scrimPlayers, scrims, users } from "@/db/schema/index";
import { isNotBanned } from "@/features/users/users.repository";

/** A taken seat of a scrim, by ids. */
export type SeatRef = { team: TeamName; role: Role; userId: string };
type SeatKey = { team: TeamName; role: Role };

/** See lobbyRepository.lobbyOf; built once (db/prepared.ts). */
const lobbyById = preparedQuery("lobby_of_scrim", (db, p) => {
  const seats = sql<SeatRef[]>`(select coalesce(json_agg(json_build_object(
      'team', ${scrimPlayers.team}, 'role', ${scrimPlayers.role}, 'userId', ${scrimPlayers.userId}
    )), '[]'::json) from ${scrimPlayers} where ${eq(scrimPlayers.scrimId, p("scrimId"))})`;
  const casterIds = sql<string[]>`(select coalesce(json_agg(${scrimCasters.userId}
      order by ${scrimCasters.createdAt}), '[]'::json)
    from ${scrimCasters} where ${eq(scrimCasters.scrimId, p("scrimId"))})`;
  return db.select({ seats, casterIds }).from(sql`(select 1) as lobby`);
});

/** One seat taken (nearly every insert of seats): see lobbyRepository.addPlayers. */
const addSeat = preparedQuery("lobby_add_seat", (db, p) =>
  db.insert(scrimPlayers).values({
    scrimId: p("scrimId"),
    userId: p("userId"),
    team: p("team"),
    role: p("role"),
    // ISO text cast here: the columns' own encoding of a placeholder's value fails on null.
    createdAt: sql`${p("createdAt")}::timestamptz`,
    checkedInAt: sql`${p("checkedInAt")}::timestamptz`,
  }),
);
const removeSeatOf = preparedQuery("lobby_remove_seat_of", (db, p) =>
  db
    .delete(scrimPlayers)
    .where(and(eq(scrimPlayers.scrimId, p("scrimId")), eq(scrimPlayers.userId, p("userId"))))
    .returning({ userId: scrimPlayers.userId }),
);

export const lobbyRepository = {
  async listSeats(db: DbOrTx, scrimId: string): Promise<SeatRef[]> {
    const rows = await db
      .select({ team: scrimPlayers.team, role: scrimPlayers.role, userId: scrimPlayers.userId })
      .from(scrimPlayers)
      .where(eq(scrimPlayers.scrimId, scrimId));
    return rows.map((row) => ({ ...row, team: row.team as TeamName, role: row.role as Role }));
  },

  /**
   * The taken seats and the casters (first come first) of a scrim, in one statement: what the
   * lobby's rules read before a seat changes.
   */
  async lobbyOf(db: DbOrTx, scrimId: string): Promise<{ seats: SeatRef[]; casterIds: string[] }> {
    const [row] = await lobbyById(db, { scrimId });
    return { seats: row?.seats ?? [], casterIds: row?.casterIds ?? [] };
  },

  /** Seats players in empty seats at `seatedAt`, checked in at `checkedInAt` when given. */
  async addPlayers(
    db: DbOrTx,
    scrimId: string,
    seats: (SeatRef & { seatedAt: Date; checkedInAt?: Date })[],
  ): Promise<void> {
    if (seats.length === 0) {
      return;
    }
    if (seats.length === 1) {
      const [{ seatedAt, checkedInAt, ...seat }] = seats as [(typeof seats)[number]];
      await addSeat(db, {
        scrimId,
        ...seat,
        createdAt: seatedAt.toISOString(),
        checkedInAt: checkedInAt?.toISOString() ?? null,
      });
      return;
    }
    await db
      .insert(scrimPlayers)
      .values(seats.map(({ seatedAt, ...seat }) => ({ scrimId, ...seat, createdAt: seatedAt })));
  },

  async removePlayer(db: DbOrTx, scrimId: string, userId: string): Promise<boolean> {
    const removed = await removeSeatOf(db, { scrimId, userId });
    return removed.length > 0;
  },

  /** Puts a seated player in another (empty) seat. */
  async movePlayer(db: DbOrTx, scrimId: string, userId: string, to: SeatKey): Promise<void> {
    await db
      .update(scrimPlayers)
      .set({ team: to.team, role: to.role })
      .where(and(eq(scrimPlayers.scrimId, scrimId), eq(scrimPlayers.userId, userId)));
  },

  /**
   * Exchanges the seats of two seated players: both rows are deleted, then inserted in their new
   * seats, so the one-player-per-seat key never sees two players in one seat.
   */
  async swapPlayers(db: DbOrTx, scrimId: string, a: SeatRef, b: SeatRef): Promise<void> {
    // Each player keeps his check-in and the time he was seated (reminder emails read it).
    const removed = await db
      .delete(scrimPlayers)
      .where(
        and(eq(scrimPlayers.scrimId, scrimId), inArray(scrimPlayers.userId, [a.userId, b.userId])),
      )
      .returning();
    const kept = (userId: string) => {
      const row = removed.find((r) => r.userId === userId);
      return { createdAt: row?.createdAt, checkedInAt: row?.checkedInAt ?? null };
    };
    await db.insert(scrimPlayers).values([
      { scrimId, userId: a.userId, team: b.team, role: b.role, ...kept(a.userId) },
      { scrimId, userId: b.userId, team: a.team, role: a.role, ...kept(b.userId) },
    ]);
  },

  /**
   * The two players of each of `roles` change sides (balance). Their rows are read, deleted and
   * inserted again with the other team and every other column as it was (check-in, the time each
   * was seated), so the one-player-per-seat key never sees two players in one seat.
   */
  async swapSides(db: DbOrTx, scrimId: string, roles: Role[]): Promise<void> {
    if (roles.length === 0) {
      return;
    }
    const where = and(eq(scrimPlayers.scrimId, scrimId), inArray(scrimPlayers.role, roles));
    const rows = await db.select().from(scrimPlayers).where(where);
    await db.delete(scrimPlayers).where(where);
    await db
      .insert(scrimPlayers)
      .values(
        rows.map((row) => ({ ...row, team: row.team === "teamOne" ? "teamTwo" : "teamOne" })),
      );
  },

  /** Adds a caster, casting from now (the server's clock, as seats are). */
  async addCaster(db: DbOrTx, scrimId: string, userId: string): Promise<void> {
    await db.insert(scrimCasters).values({ scrimId, userId, createdAt: new Date() });
  },

  async removeCaster(db: DbOrTx, scrimId: string, userId: string): Promise<boolean> {
    const removed = await db
      .delete(scrimCasters)
      .where(and(eq(scrimCasters.scrimId, scrimId), eq(scrimCasters.userId, userId)))
      .returning({ userId: scrimCasters.userId });
    return removed.length > 0;
  },

  /**
   * Up to `limit` distinct live players of `region`, in random order, none of `excludeUserIds`,
   * with their ranks (for a balanced fill). Eligibility lives in this one query: players under a
   * ban are never picked.
   */
  async findRandomEligiblePlayers(
    db: DbOrTx,
    input: { region: string; excludeUserIds: string[]; limit: number },
  ): Promise<{ id: string; rank: string; soloQueueRank: string | null }[]> {
    if (input.limit <= 0) {
      return [];
    }
    return (
      db
        .select({ id: users.id, rank: users.rank, soloQueueRank: users.soloQueueRank })
        .from(users)
        .where(
          and(
            eq(users.region, input.region),
            isNull(users.deletedAt),
            isNotBanned(users.id),
            input.excludeUserIds.length > 0
              ? notInArray(users.id, input.excludeUserIds)
              : undefined,
          ),
        )
        .orderBy(sql`random()`)
        .limit(input.limit)
        // An account being deleted (its row locked) is never picked; a picked one is deleted only
        // after this seat is committed, and then freed with its other seats.
        .for("share", { skipLocked: true })
    );
  },

  /** Scrims without a winner where the user is seated or casts, by id (the order to lock them). */
  async listUndecidedScrimIdsOf(db: DbOrTx, userId: string): Promise<string[]> {
    const seated = db
      .select({ id: scrimPlayers.scrimId })
      .from(scrimPlayers)
      .where(eq(scrimPlayers.userId, userId));
    const casting = db
      .select({ id: scrimCasters.scrimId })
      .from(scrimCasters)
      .where(eq(scrimCasters.userId, userId));
    const rows = await db
      .select({ id: scrims.id })
      .from(scrims)
      .where(
        and(isNull(scrims.teamWon), or(inArray(scrims.id, seated), inArray(scrims.id, casting))),
      )
      .orderBy(asc(scrims.id));
    return rows.map((row) => row.id);
  },
};
