import { asc, eq } from "drizzle-orm";
import { ROLES, TEAMS, type Role, type TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { App } from "@/app";
import { scrimCasters, scrimPlayers, scrimWaitlist, scrims } from "@/db/schema/index";
import { uniqueTag } from "./unique";
import { buildAdmin, buildUser, type TestUser } from "./users";

type NewScrim = typeof scrims.$inferInsert;
export type TestScrim = typeof scrims.$inferSelect;
export type TestSeat = { team: TeamName; role: Role; user: TestUser };

/** Every seat of a scrim, Team One Top → Support, then Team Two. */
export const ALL_SEATS: { team: TeamName; role: Role }[] = TEAMS.flatMap((team) =>
  ROLES.map((role) => ({ team, role })),
);

/**
 * What the services do after each committed change, for rows written here behind their back: the
 * app's hub lists (kept in memory) are made again on their next request.
 */
export function forgetHubLists(app: App): Promise<void> {
  return app.deps.hubList.invalidateAll();
}

/**
 * Inserts a scrim straight into the database (starting in an hour, in NA, created by a new
 * admin unless given). For what the API does on creation, call POST /api/scrims instead.
 */
export async function buildScrim(app: App, overrides: Partial<NewScrim> = {}): Promise<TestScrim> {
  const createdById = overrides.createdById ?? (await buildAdmin(app)).id;
  const [scrim] = await app.deps.db
    .insert(scrims)
    .values({
      title: `Scrim ${uniqueTag()}`,
      region: "NA",
      gameStartTime: new Date(Date.now() + 60 * 60_000),
      lobbyName: `Lobby ${uniqueTag()}`,
      lobbyPassword: "pw-" + uniqueTag(),
      lobbyHostRandom: true,
      ...overrides,
      createdById,
    })
    .returning();
  if (!scrim) {
    throw new Error("buildScrim: insert returned no row");
  }
  await forgetHubLists(app);
  return scrim;
}

/**
 * A scrim that started an hour ago with both teams full (new players); its lobby host, a new
 * player unless given, plays Team One ADC.
 */
export async function buildPlayedScrim(
  app: App,
  options: { host?: TestUser; overrides?: Partial<NewScrim> } = {},
): Promise<{ scrim: TestScrim; players: TestUser[]; host: TestUser }> {
  const host = options.host ?? (await buildUser(app));
  const scrim = await buildScrim(app, {
    gameStartTime: new Date(Date.now() - 60 * 60_000),
    lobbyHostId: host.id,
    ...options.overrides,
  });
  const seats = ALL_SEATS.map((seat) =>
    seat.team === "teamOne" && seat.role === "ADC" ? { ...seat, user: host } : seat,
  );
  const players = (await seatPlayers(app, scrim.id, seats)).map((seat) => seat.user);
  return { scrim, players, host };
}

/**
 * Seats players directly in the database (new players in `region` unless given), seated now or
 * at each seat's `seatedAt` (e.g. a seat held from before the check-in window).
 */
export async function seatPlayers(
  app: App,
  scrimId: string,
  seats: { team: TeamName; role: Role; user?: TestUser; seatedAt?: Date }[],
  region = "NA",
): Promise<TestSeat[]> {
  const seated: (TestSeat & { seatedAt?: Date })[] = [];
  for (const seat of seats) {
    seated.push({ ...seat, user: seat.user ?? (await buildUser(app, { region })) });
  }
  if (seated.length > 0) {
    await app.deps.db.insert(scrimPlayers).values(
      seated.map((seat) => ({
        scrimId,
        userId: seat.user.id,
        team: seat.team,
        role: seat.role,
        ...(seat.seatedAt ? { createdAt: seat.seatedAt } : {}),
      })),
    );
    await forgetHubLists(app);
  }
  return seated;
}

/** A scrim (see buildScrim) with every seat taken by new players. */
export async function buildFullScrim(
  app: App,
  overrides: Partial<NewScrim> = {},
): Promise<{ scrim: TestScrim; seats: TestSeat[] }> {
  const scrim = await buildScrim(app, overrides);
  const seats = await seatPlayers(app, scrim.id, ALL_SEATS);
  return { scrim, seats };
}

/** Adds casters directly in the database. */
export async function addCasters(app: App, scrimId: string, casters: TestUser[]): Promise<void> {
  for (const caster of casters) {
    await app.deps.db.insert(scrimCasters).values({ scrimId, userId: caster.id });
  }
  await forgetHubLists(app);
}

/** The stored scrim row (what the API hides, such as lobbyHostRandom). */
export async function loadScrimRow(app: App, id: string): Promise<TestScrim | undefined> {
  const [row] = await app.deps.db.select().from(scrims).where(eq(scrims.id, id));
  return row;
}

/** How many scrims carry this title (tests give each scrim they create a unique one). */
export async function countScrimsTitled(app: App, title: string): Promise<number> {
  return (await app.deps.db.select({ id: scrims.id }).from(scrims).where(eq(scrims.title, title)))
    .length;
}

/**
 * Puts players on a scrim's waitlist directly in the database, in the given order (each a second
 * after the one before, the first a minute ago).
 */
export async function addToWaitlist(
  app: App,
  scrimId: string,
  entries: { user: TestUser; roles: Role[] }[],
): Promise<void> {
  const first = Date.now() - 60_000;
  for (const [index, entry] of entries.entries()) {
    await app.deps.db.insert(scrimWaitlist).values({
      scrimId,
      userId: entry.user.id,
      roles: entry.roles,
      joinedAt: new Date(first + index * 1000),
    });
  }
  await forgetHubLists(app);
}

/** The stored waitlist of a scrim (user ids, first come first). */
export async function waitingIdsOf(app: App, scrimId: string): Promise<string[]> {
  const rows = await app.deps.db
    .select({ userId: scrimWaitlist.userId })
    .from(scrimWaitlist)
    .where(eq(scrimWaitlist.scrimId, scrimId))
    .orderBy(asc(scrimWaitlist.joinedAt), asc(scrimWaitlist.userId));
  return rows.map((row) => row.userId);
}

/** The stored seats of a scrim with their check-in time. */
export async function storedSeatsOf(app: App, scrimId: string) {
  return app.deps.db
    .select({
      userId: scrimPlayers.userId,
      team: scrimPlayers.team,
      role: scrimPlayers.role,
      checkedInAt: scrimPlayers.checkedInAt,
    })
    .from(scrimPlayers)
    .where(eq(scrimPlayers.scrimId, scrimId));
}
