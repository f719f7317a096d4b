import { and, asc, desc, eq, exists, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { DbOrTx } from "@/db/client";
import { scrimCasters, scrimPlayers, scrims, users } from "@/db/schema/index";
import { isBannedNow } from "@/features/bans/bans.repository";
import type { UserRow } from "@/features/users/users.repository";

export type ScrimRow = typeof scrims.$inferSelect;
export type NewScrimRow = typeof scrims.$inferInsert;
/** Columns a service may change on an existing scrim. */
export type ScrimPatch = Partial<Omit<NewScrimRow, "id" | "createdById" | "createdAt">>;

/** A seat with the player in it (deleted accounts included: history shows them anonymised). */
/** `isBanned`: the seated player is banned now (shown to admins only). */
export type SeatWithUser = { team: TeamName; role: Role; user: UserRow; isBanned?: boolean };

/** A scrim with everyone in it: what the presenter needs. */
export type ScrimAggregate = {
  scrim: ScrimRow;
  createdBy: UserRow;
  lobbyHost: UserRow | null;
  players: SeatWithUser[];
  casters: UserRow[];
};

/**
 * Which private scrims a list may contain: all of them (admins), or those `memberOf` belongs to
 * (seated, casting, creator or lobby host). Public scrims are always included.
 */
export type PrivateScrims = "all" | { memberOf: string };

function visibleWhere(db: DbOrTx, privateScrims: PrivateScrims): SQL | undefined {
  if (privateScrims === "all") {
    return undefined;
  }
  return or(
    eq(scrims.isPrivate, false),
    memberWhere(db, privateScrims.memberOf, { asCreator: true }),
  );
}

/** The user is seated in or casts the scrim (or, with `asCreator`, created or hosts it). */
function memberWhere(db: DbOrTx, userId: string, { asCreator }: { asCreator: boolean }): SQL {
  const participates = [
    exists(
      db
        .select({ one: sql`1` })
        .from(scrimPlayers)
        .where(and(eq(scrimPlayers.scrimId, scrims.id), eq(scrimPlayers.userId, userId))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(scrimCasters)
        .where(and(eq(scrimCasters.scrimId, scrims.id), eq(scrimCasters.userId, userId))),
    ),
  ];
  const condition = asCreator
    ? or(eq(scrims.createdById, userId), eq(scrims.lobbyHostId, userId), ...participates)
    : or(...participates);
  return condition ?? sql`false`;
}

export const scrimsRepository = {
  async findById(db: DbOrTx, id: string): Promise<ScrimRow | undefined> {
    const [row] = await db.select().from(scrims).where(eq(scrims.id, id));
    return row;
  },

  /** Locks the scrim row until the transaction ends: every change to a scrim queues here. */
  async findByIdForUpdate(db: DbOrTx, id: string): Promise<ScrimRow | undefined> {
    const [row] = await db.select().from(scrims).where(eq(scrims.id, id)).for("update");
    return row;
  },

  async insert(db: DbOrTx, values: NewScrimRow): Promise<ScrimRow> {
    const [row] = await db.insert(scrims).values(values).returning();
    if (!row) {
      throw new Error("insert into scrims returned no row");
    }
    return row;
  },

  /** Changes a scrim and stamps updatedAt. */
  async update(db: DbOrTx, id: string, patch: ScrimPatch): Promise<ScrimRow | undefined> {
    const [row] = await db
      .update(scrims)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(scrims.id, id))
      .returning();
    return row;
  },

  /** Deletes a scrim with its seats and casters (cascade); false when there was none. */
  async delete(db: DbOrTx, id: string): Promise<boolean> {
    const deleted = await db.delete(scrims).where(eq(scrims.id, id)).returning({ id: scrims.id });
    return deleted.length > 0;
  },

  /** Scrims of a region starting in [from, to), earliest first. */
  async listByRegionAndStart(
    db: DbOrTx,
    input: { region: string; from: Date; to: Date; privateScrims: PrivateScrims },
  ): Promise<ScrimRow[]> {
    return db
      .select()
      .from(scrims)
      .where(
        and(
          eq(scrims.region, input.region),
          gte(scrims.gameStartTime, input.from),
          lt(scrims.gameStartTime, input.to),
          visibleWhere(db, input.privateScrims),
        ),
      )
      .orderBy(asc(scrims.gameStartTime), asc(scrims.createdAt), asc(scrims.id));
  },

  /** Which of these scrims exist and may be shown under `privateScrims` (in no order). */
  async listVisibleIds(db: DbOrTx, ids: string[], privateScrims: PrivateScrims): Promise<string[]> {
    if (ids.length === 0) {
      return [];
    }
    const rows = await db
      .select({ id: scrims.id })
      .from(scrims)
      .where(and(inArray(scrims.id, ids), visibleWhere(db, privateScrims)));
    return rows.map((row) => row.id);
  },

  /** Scrims a user created, newest start first. */
  async listCreatedBy(
    db: DbOrTx,
    input: { userId: string; privateScrims: PrivateScrims },
  ): Promise<ScrimRow[]> {
    return db
      .select()
      .from(scrims)
      .where(and(eq(scrims.createdById, input.userId), visibleWhere(db, input.privateScrims)))
      .orderBy(desc(scrims.gameStartTime), desc(scrims.createdAt), desc(scrims.id));
  },

  /** Scrims a user was seated in or casted, newest start first. */
  async listParticipatedBy(
    db: DbOrTx,
    input: { userId: string; privateScrims: PrivateScrims },
  ): Promise<ScrimRow[]> {
    return db
      .select()
      .from(scrims)
      .where(
        and(
          memberWhere(db, input.userId, { asCreator: false }),
          visibleWhere(db, input.privateScrims),
        ),
      )
      .orderBy(desc(scrims.gameStartTime), desc(scrims.createdAt), desc(scrims.id));
  },

  /** Each scrim with its creator, lobby host, seats (with players) and casters, in input order. */
  async loadAggregates(db: DbOrTx, rows: ScrimRow[]): Promise<ScrimAggregate[]> {
    if (rows.length === 0) {
      return [];
    }
    const ids = rows.map((row) => row.id);
    const personIds = [
      ...new Set(rows.flatMap((row) => [row.createdById, row.lobbyHostId ?? row.createdById])),
    ];
    // One after another: a transaction runs on one connection anyway.
    const seats = await db
      .select({
        scrimId: scrimPlayers.scrimId,
        team: scrimPlayers.team,
        role: scrimPlayers.role,
        user: users,
        isBanned: isBannedNow(users.id),
      })
      .from(scrimPlayers)
      .innerJoin(users, eq(users.id, scrimPlayers.userId))
      .where(inArray(scrimPlayers.scrimId, ids));
    const casters = await db
      .select({ scrimId: scrimCasters.scrimId, user: users })
      .from(scrimCasters)
      .innerJoin(users, eq(users.id, scrimCasters.userId))
      .where(inArray(scrimCasters.scrimId, ids))
      .orderBy(asc(scrimCasters.createdAt), asc(scrimCasters.userId));
    const people = await db.select().from(users).where(inArray(users.id, personIds));
    const personById = new Map(people.map((user) => [user.id, user]));
    return rows.map((scrim) => {
      const createdBy = personById.get(scrim.createdById);
      if (!createdBy) {
        throw new Error(`scrim ${scrim.id}: creator ${scrim.createdById} not found`);
      }
      return {
        scrim,
        createdBy,
        lobbyHost: scrim.lobbyHostId ? (personById.get(scrim.lobbyHostId) ?? null) : null,
        players: seats
          .filter((seat) => seat.scrimId === scrim.id)
          .map((seat) => ({
            team: seat.team as TeamName,
            role: seat.role as Role,
            user: seat.user,
            isBanned: Boolean(seat.isBanned),
          })),
        casters: casters.filter((caster) => caster.scrimId === scrim.id).map((c) => c.user),
      };
    });
  },
};
