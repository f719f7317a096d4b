import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { discordKey, summonerNameKey } from "@scrims/shared/users/users.schema";
import type { App } from "@/app";
import { ROLES, TEAMS, type Role, type TeamName } from "@scrims/shared/scrims/scrims.constants";
import {
  idempotencyKeys,
  identities,
  loginCodes,
  scrimCasters,
  scrimPlayers,
  scrims,
  sessions,
  users,
} from "@/db/schema/index";
import { hashToken, newSecretToken } from "@/lib/tokens";

type NewUser = typeof users.$inferInsert;
export type TestUser = typeof users.$inferSelect;
export type TestIdentity = typeof identities.$inferSelect;

/** A unique suffix, so rows made by one test never collide with another's. */
export function uniqueTag(): string {
  return randomUUID().replaceAll("-", "").slice(0, 8);
}

/** A unique email address for a test. */
export function uniqueEmail(prefix = "player"): string {
  return `${prefix}-${uniqueTag()}@example.test`;
}

/** A random client address, so each test has rate-limit counters of its own. */
export function uniqueIp(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/**
 * Inserts a registered player with unique name, Discord and email, plus the local sign-in
 * identity linked to it; any field can be overridden (name and Discord keys follow them).
 */
export async function buildUser(app: App, overrides: Partial<NewUser> = {}): Promise<TestUser> {
  const tag = uniqueTag();
  const name = overrides.name ?? `Player ${tag.slice(0, 6)}`;
  const discord = overrides.discord ?? `player_${tag}`;
  const email = overrides.email === undefined ? `player-${tag}@example.test` : overrides.email;
  const [user] = await app.deps.db
    .insert(users)
    .values({
      summonerTagline: "NA1",
      region: "NA",
      rank: "Gold 2",
      ...overrides,
      email,
      name,
      nameKey: summonerNameKey(name),
      discord,
      discordKey: discordKey(discord),
    })
    .returning();
  if (!user) {
    throw new Error("buildUser: insert returned no row");
  }
  await buildIdentity(app, { userId: user.id, email: user.email, subject: user.email ?? tag });
  return user;
}

/** A registered admin. */
export function buildAdmin(app: App, overrides: Partial<NewUser> = {}): Promise<TestUser> {
  return buildUser(app, { ...overrides, isAdmin: true });
}

/** A sign-in identity; without `userId` it is signed in but not registered yet. */
export async function buildIdentity(
  app: App,
  overrides: Partial<typeof identities.$inferInsert> = {},
): Promise<TestIdentity> {
  const email = overrides.email === undefined ? uniqueEmail("identity") : overrides.email;
  const [identity] = await app.deps.db
    .insert(identities)
    .values({ provider: "local", subject: email ?? uniqueTag(), ...overrides, email })
    .returning();
  if (!identity) {
    throw new Error("buildIdentity: insert returned no row");
  }
  return identity;
}

/**
 * A session token for a player (their first identity) or for an identity; expires in 30 days
 * unless `expiresAt` says otherwise.
 */
export async function buildSession(
  app: App,
  owner: TestUser | TestIdentity,
  options: { expiresAt?: Date; lastSeenAt?: Date } = {},
): Promise<string> {
  const identityId = "provider" in owner ? owner.id : await identityIdOf(app, owner.id);
  const token = newSecretToken();
  await app.deps.db.insert(sessions).values({
    tokenHash: hashToken(token),
    identityId,
    expiresAt: options.expiresAt ?? new Date(Date.now() + 30 * 24 * 60 * 60_000),
    ...(options.lastSeenAt ? { lastSeenAt: options.lastSeenAt } : {}),
  });
  return token;
}

async function identityIdOf(app: App, userId: string): Promise<string> {
  const [identity] = await app.deps.db
    .select({ id: identities.id })
    .from(identities)
    .where(eq(identities.userId, userId))
    .limit(1);
  return identity?.id ?? (await buildIdentity(app, { userId })).id;
}

/** The stored session of a token, if it still exists. */
export async function loadSession(
  app: App,
  token: string,
): Promise<typeof sessions.$inferSelect | undefined> {
  const [row] = await app.deps.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row;
}

/** Whether a session row for this token still exists. */
export async function sessionExists(app: App, token: string): Promise<boolean> {
  return (await loadSession(app, token)) !== undefined;
}

/** The stored row of a user, deleted or not (what no API route shows). */
export async function loadUserRow(app: App, id: string): Promise<TestUser | undefined> {
  const [row] = await app.deps.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The identities still linked to a user. */
export async function identitiesOf(app: App, userId: string): Promise<TestIdentity[]> {
  return app.deps.db.select().from(identities).where(eq(identities.userId, userId));
}

/** A one-time sign-in code for an identity, as the OpenID Connect callback issues them. */
export async function buildLoginCode(
  app: App,
  identity: TestIdentity,
  options: { expiresAt?: Date } = {},
): Promise<string> {
  const code = newSecretToken();
  await app.deps.db.insert(loginCodes).values({
    codeHash: hashToken(code),
    identityId: identity.id,
    expiresAt: options.expiresAt ?? new Date(Date.now() + 60_000),
  });
  return code;
}

type NewScrim = typeof scrims.$inferInsert;
export type TestScrim = typeof scrims.$inferSelect;
export type TestSeat = { team: TeamName; role: Role; user: TestUser };

/** Every seat of a scrim, Team One Top → Support, then Team Two. */
export const ALL_SEATS: { team: TeamName; role: Role }[] = TEAMS.flatMap((team) =>
  ROLES.map((role) => ({ team, role })),
);

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
  return scrim;
}

/** Seats players directly in the database (new players in `region` unless given). */
export async function seatPlayers(
  app: App,
  scrimId: string,
  seats: { team: TeamName; role: Role; user?: TestUser }[],
  region = "NA",
): Promise<TestSeat[]> {
  const seated: TestSeat[] = [];
  for (const seat of seats) {
    seated.push({ ...seat, user: seat.user ?? (await buildUser(app, { region })) });
  }
  if (seated.length > 0) {
    await app.deps.db
      .insert(scrimPlayers)
      .values(
        seated.map((seat) => ({ scrimId, userId: seat.user.id, team: seat.team, role: seat.role })),
      );
  }
  return seated;
}

/** Adds casters directly in the database. */
export async function addCasters(app: App, scrimId: string, casters: TestUser[]): Promise<void> {
  for (const caster of casters) {
    await app.deps.db.insert(scrimCasters).values({ scrimId, userId: caster.id });
  }
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

/** Makes every Idempotency-Key of a player expire now. */
export async function expireIdempotencyKeys(app: App, userId: string): Promise<void> {
  await app.deps.db
    .update(idempotencyKeys)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(idempotencyKeys.userId, userId));
}
