import {
  and,
  asc,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";
import type {
  CreatedScrimsFilter,
  ParticipatedScrimsFilter,
} from "@scrims/shared/scrims/scrims.schema";
import type { DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared";
import { writtenRow } from "@/db/rows";
import { bans, scrimCasters, scrimPlayers, scrimWaitlist, scrims, users } from "@/db/schema/index";
import type { BanWindow } from "@/features/users/users.rules";
import type { UserRow } from "@/features/users/users.repository";

export type ScrimRow = typeof scrims.$inferSelect;
export type NewScrimRow = typeof scrims.$inferInsert;
/** Columns a service may change on an existing scrim. */
export type ScrimPatch = Partial<Omit<NewScrimRow, "id" | "createdById" | "createdAt">>;

/** A seat with the player in it (deleted accounts included: history shows them anonymised). */
/**
 * `openBan`: the seated player's ban not lifted yet, if any, so the presenter can tell at any
 * moment whether it bites (admins see a "banned" mark). `checkedInAt`: when the player checked
 * in, or null.
 */
export type SeatWithUser = {
  team: TeamName;
  role: Role;
  user: UserRow;
  openBan?: BanWindow | null;
  checkedInAt?: Date | null;
};

/** A player waiting for a seat, with the roles they accept. */
type WaitingWithUser = { user: UserRow; roles: Role[]; joinedAt: Date };

/** A scrim with everyone in it: what the presenter needs. */
export type ScrimAggregate = {
  scrim: ScrimRow;
  createdBy: UserRow;
  lobbyHost: UserRow | null;
  players: SeatWithUser[];
  casters: UserRow[];
  /** First come first. */
  waitlist: WaitingWithUser[];
};

/**
 * Which private scrims a list may contain: all of them (admins), or those `memberOf` belongs to
 * (seated, casting, creator or lobby host). Public scrims are always included.
 */
export type PrivateScrims = "all" | { memberOf: string };

/** The scrims a list shown with `privateScrims` may hold (undefined: every scrim). */
export function visibleWhere(privateScrims: PrivateScrims): SQL | undefined {
  if (privateScrims === "all") {
    return undefined;
  }
  const userId = privateScrims.memberOf;
  return or(
    eq(scrims.isPrivate, false),
    eq(scrims.createdById, userId),
    eq(scrims.lobbyHostId, userId),
    participatesWhere(userId),
  );
}

/**
 * The user is seated in or casts the scrim (`as` one of them only). The ids come from the user's
 * seats and casts (their indexes, once per query) as an array, so the scrims are then read by
 * primary key: neither scrim by scrim nor by a scan of every scrim.
 */
export function participatesWhere(
  userId: string,
  as: "player" | "caster" | "either" = "either",
): SQL {
  const seats = sql`select ${scrimPlayers.scrimId} from ${scrimPlayers} where ${scrimPlayers.userId} = ${userId}`;
  const casts = sql`select ${scrimCasters.scrimId} from ${scrimCasters} where ${scrimCasters.userId} = ${userId}`;
  const ids = as === "player" ? seats : as === "caster" ? casts : sql`${seats} union all ${casts}`;
  return sql`${scrims.id} = any(array(${ids}))`;
}

/** A page of a profile list: how many, by start in which order, after which scrim (its id). */
export type ProfilePage = { limit: number; order: "asc" | "desc"; after?: string };

/** A page of a profile list: its scrims, the list's counts, and the `after` of the next page. */
export type ProfileListPage = {
  rows: ScrimRow[];
  total: number;
  matching: number;
  next: string | null;
};

/** The seat of the user in the scrim satisfies `seat` (a condition on scrim_players). */
function seatWhere(db: DbOrTx, userId: string, seat?: SQL): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(scrimPlayers)
      .where(and(eq(scrimPlayers.scrimId, scrims.id), eq(scrimPlayers.userId, userId), seat)),
  );
}

/** The participated list's filters, as the profile names them. */
function participatedFilter(
  db: DbOrTx,
  userId: string,
  filter: ParticipatedScrimsFilter,
): SQL | undefined {
  switch (filter) {
    case "none":
      return undefined;
    case "played":
      return seatWhere(db, userId);
    case "casted":
      return exists(
        db
          .select({ one: sql`1` })
          .from(scrimCasters)
          .where(and(eq(scrimCasters.scrimId, scrims.id), eq(scrimCasters.userId, userId))),
      );
    case "captain":
      return eq(scrims.lobbyHostId, userId);
    case "won":
      return seatWhere(db, userId, eq(scrimPlayers.team, scrims.teamWon));
    case "lost":
      return seatWhere(db, userId, ne(scrimPlayers.team, scrims.teamWon));
  }
}

/**
 * One page of a profile list (`list`, narrowed by `filter`) by start time, then creation and id
 * (a stable order), with the list's size and how many match the filter. `after` is the id of the
 * last scrim of the previous page: the page goes on from its place in the order.
 */
async function listProfilePage(
  db: DbOrTx,
  input: { list: SQL | undefined; filter: SQL | undefined; page: ProfilePage },
): Promise<ProfileListPage> {
  const { limit, order, after } = input.page;
  const key = sql`(${scrims.gameStartTime}, ${scrims.createdAt}, ${scrims.id})`;
  const from = after
    ? sql`${key} ${sql.raw(order === "desc" ? "<" : ">")} (select s2.game_start_time, s2.created_at, s2.id from ${scrims} s2 where s2.id = ${after})`
    : undefined;
  const by = order === "desc" ? desc : asc;
  // One more than the page: whether another page follows.
  const found = await db
    .select()
    .from(scrims)
    .where(and(input.list, input.filter, from))
    .orderBy(by(scrims.gameStartTime), by(scrims.createdAt), by(scrims.id))
    .limit(limit + 1);
  const rows = found.slice(0, limit);
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      matching: input.filter
        ? sql<number>`(count(*) filter (where ${input.filter}))::int`
        : sql<number>`count(*)::int`,
    })
    .from(scrims)
    .where(input.list);
  return {
    rows,
    total: counts?.total ?? 0,
    matching: counts?.matching ?? 0,
    next: found.length > limit ? (rows.at(-1)?.id ?? null) : null,
  };
}

const scrimById = preparedQuery("scrims_by_id", (db, p) =>
  db
    .select()
    .from(scrims)
    .where(eq(scrims.id, p("id"))),
);

/** Writes of scrim rows per database or transaction object: see scrimsRepository.writesIn. */
const scrimWrites = new WeakMap<DbOrTx, number>();
function countWrite(db: DbOrTx): void {
  scrimWrites.set(db, (scrimWrites.get(db) ?? 0) + 1);
}

/** See scrimsRepository.bumpVersion. */
const bumpVersionOf = preparedQuery("scrims_bump_version", (db, p) =>
  db
    .update(scrims)
    .set({ version: sql`${scrims.version} + 1`, updatedAt: sql`${p("now")}::timestamptz` })
    .where(eq(scrims.id, p("id")))
    .returning(),
);
const scrimByIdForUpdate = preparedQuery("scrims_by_id_for_update", (db, p) =>
  db
    .select()
    .from(scrims)
    .where(eq(scrims.id, p("id")))
    .for("update"),
);

type PersonKind = "seat" | "caster" | "waiting" | "person";

/** Casters and waiting players in the order they came (ties by id), as the lobby shows them. */
function firstComeFirst(a: { at: Date; user: UserRow }, b: { at: Date; user: UserRow }): number {
  return a.at.getTime() - b.at.getTime() || (a.user.id < b.user.id ? -1 : 1);
}

/**
 * Everyone the aggregates of scrims `ids` name, in one statement (a change of a scrim ends with
 * this read, so it is one round trip, not four): the seated players with their open ban, the
 * casters, the waiting players, and the accounts `personIds` (creators and lobby hosts), each
 * row with its account and marked by `kind`. `at` is when a caster or a waiting player came.
 * Built once (db/prepared.ts): the lists are array values.
 */
const peopleOf = preparedQuery("scrims_people_of", (db, p) => {
  const noTime = sql<Date | null>`null::timestamptz`;
  const noRoles = sql<string[] | null>`null::text[]`;
  // What only a seat has. Every branch lists its fields in the same order: a union matches them
  // by position.
  const notASeat = {
    team: sql<string | null>`null::text`,
    role: sql<string | null>`null::text`,
    checkedInAt: noTime,
    banFrom: noTime,
    banTo: noTime,
  };
  const seats = db
    .select({
      kind: sql<PersonKind>`'seat'`,
      // The first query's fields type the union's rows: these may be null in the others.
      scrimId: sql<string | null>`${scrimPlayers.scrimId}`,
      // Decoded as the waitlist's column (null stays null, not decoded).
      roles: noRoles.mapWith(
        (value: unknown): string[] | null =>
          scrimWaitlist.roles.mapFromDriverValue(value as string[]) as string[],
      ),
      at: scrimPlayers.createdAt,
      team: sql<string | null>`${scrimPlayers.team}`,
      role: sql<string | null>`${scrimPlayers.role}`,
      checkedInAt: scrimPlayers.checkedInAt,
      banFrom: bans.dateFrom,
      banTo: bans.dateTo,
      user: users,
    })
    .from(scrimPlayers)
    .innerJoin(users, eq(users.id, scrimPlayers.userId))
    // A player's ban not lifted yet: at most one (bans_one_open_per_user_key).
    .leftJoin(bans, and(eq(bans.userId, users.id), isNull(bans.liftedAt)))
    .where(sql`${scrimPlayers.scrimId} = any(${p("ids")})`);
  const casters = db
    .select({
      kind: sql<PersonKind>`'caster'`,
      scrimId: scrimCasters.scrimId,
      roles: noRoles,
      at: scrimCasters.createdAt,
      ...notASeat,
      user: users,
    })
    .from(scrimCasters)
    .innerJoin(users, eq(users.id, scrimCasters.userId))
    .where(sql`${scrimCasters.scrimId} = any(${p("ids")})`);
  const waiting = db
    .select({
      kind: sql<PersonKind>`'waiting'`,
      scrimId: scrimWaitlist.scrimId,
      roles: scrimWaitlist.roles,
      at: scrimWaitlist.joinedAt,
      ...notASeat,
      user: users,
    })
    .from(scrimWaitlist)
    .innerJoin(users, eq(users.id, scrimWaitlist.userId))
    .where(sql`${scrimWaitlist.scrimId} = any(${p("ids")})`);
  const accounts = db
    .select({
      kind: sql<PersonKind>`'person'`,
      scrimId: sql<string | null>`null::uuid`,
      roles: noRoles,
      at: users.createdAt,
      ...notASeat,
      user: users,
    })
    .from(users)
    .where(sql`${users.id} = any(${p("personIds")})`);
  return seats.unionAll(casters).unionAll(waiting).unionAll(accounts);
});

export const scrimsRepository = {
  /**
   * Who held a place in the scrim before `moment`: the players seated and the casters casting
   * since before it (a place taken at or after a scheduled moment is not that moment's business).
   */
  async listMemberIdsBefore(db: DbOrTx, scrimId: string, moment: Date): Promise<string[]> {
    const players = await db
      .select({ userId: scrimPlayers.userId })
      .from(scrimPlayers)
      .where(and(eq(scrimPlayers.scrimId, scrimId), lt(scrimPlayers.createdAt, moment)));
    const casters = await db
      .select({ userId: scrimCasters.userId })
      .from(scrimCasters)
      .where(and(eq(scrimCasters.scrimId, scrimId), lt(scrimCasters.createdAt, moment)));
    return [...new Set([...players, ...casters].map((row) => row.userId))];
  },

  async findById(db: DbOrTx, id: string): Promise<ScrimRow | undefined> {
    const [row] = await scrimById(db, { id });
    return row;
  },

  /** Locks the scrim row until the transaction ends: every change to a scrim queues here. */
  async findByIdForUpdate(db: DbOrTx, id: string): Promise<ScrimRow | undefined> {
    const [row] = await scrimByIdForUpdate(db, { id });
    return row;
  },

  async insert(db: DbOrTx, values: NewScrimRow): Promise<ScrimRow> {
    countWrite(db);
    return writtenRow(await db.insert(scrims).values(values).returning(), "insert into scrims");
  },

  /**
   * How many times scrim rows were written through this repository in `db` (a transaction, say),
   * the version bump apart: a caller that read a row compares two counts to know whether it may
   * still hold.
   */
  writesIn(db: DbOrTx): number {
    return scrimWrites.get(db) ?? 0;
  },

  /** Changes a scrim and stamps updatedAt. */
  async update(db: DbOrTx, id: string, patch: ScrimPatch): Promise<ScrimRow | undefined> {
    countWrite(db);
    const [row] = await db
      .update(scrims)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(scrims.id, id))
      .returning();
    return row;
  },

  /**
   * Raises the scrim's version and stamps updatedAt (once per change of it, in its transaction,
   * see recordScrimChange), and answers the row as it is then.
   */
  async bumpVersion(db: DbOrTx, id: string): Promise<ScrimRow | undefined> {
    const [row] = await bumpVersionOf(db, { id, now: new Date().toISOString() });
    return row;
  },

  /**
   * Records that the start of `startTime` has been run (the scheduler's bookkeeping: the scrim as
   * players see it does not change, so neither does updatedAt).
   */
  async markStarted(db: DbOrTx, id: string, startTime: Date): Promise<void> {
    countWrite(db);
    await db.update(scrims).set({ startedFor: startTime }).where(eq(scrims.id, id));
  },

  /** Deletes a scrim with its seats and casters (cascade); false when there was none. */
  async delete(db: DbOrTx, id: string): Promise<boolean> {
    countWrite(db);
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
          visibleWhere(input.privateScrims),
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
      .where(and(inArray(scrims.id, ids), visibleWhere(privateScrims)));
    return rows.map((row) => row.id);
  },

  /** A page of the scrims a user created, by start (see ProfilePage), with the list's counts. */
  async listCreatedBy(
    db: DbOrTx,
    input: {
      userId: string;
      privateScrims: PrivateScrims;
      filter: CreatedScrimsFilter;
      page: ProfilePage;
    },
  ): Promise<ProfileListPage> {
    const filter =
      input.filter === "none" ? undefined : eq(scrims.isPrivate, input.filter === "private");
    return listProfilePage(db, {
      list: and(eq(scrims.createdById, input.userId), visibleWhere(input.privateScrims)),
      filter,
      page: input.page,
    });
  },

  /** A page of the scrims a user was seated in or casted, by start, with the list's counts. */
  async listParticipatedBy(
    db: DbOrTx,
    input: {
      userId: string;
      privateScrims: PrivateScrims;
      filter: ParticipatedScrimsFilter;
      page: ProfilePage;
    },
  ): Promise<ProfileListPage> {
    return listProfilePage(db, {
      list: and(participatesWhere(input.userId), visibleWhere(input.privateScrims)),
      filter: participatedFilter(db, input.userId, input.filter),
      page: input.page,
    });
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
    const people = await peopleOf(db, { ids, personIds });
    const seats = people.filter((person) => person.kind === "seat");
    const casters = people.filter((person) => person.kind === "caster").sort(firstComeFirst);
    const waiting = people.filter((person) => person.kind === "waiting").sort(firstComeFirst);
    const personById = new Map(
      people.filter((person) => person.kind === "person").map(({ user }) => [user.id, user]),
    );
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
            openBan:
              seat.banFrom && seat.banTo ? { dateFrom: seat.banFrom, dateTo: seat.banTo } : null,
            checkedInAt: seat.checkedInAt,
          })),
        casters: casters.filter((caster) => caster.scrimId === scrim.id).map((c) => c.user),
        waitlist: waiting
          .filter((entry) => entry.scrimId === scrim.id)
          .map((entry) => ({
            user: entry.user,
            roles: (entry.roles ?? []) as Role[],
            joinedAt: entry.at,
          })),
      };
    });
  },
};
