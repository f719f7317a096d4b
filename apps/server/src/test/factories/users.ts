import { eq } from "drizzle-orm";
import { discordKey, summonerNameKey } from "@scrims/shared/users/users.schema";
import type { App } from "@/app";
import { identities, loginCodes, sessions, users } from "@/db/schema/index";
import { hashToken, newSecretToken } from "@/lib/tokens";
import { uniqueEmail, uniqueTag } from "./unique";

type NewUser = typeof users.$inferInsert;
export type TestUser = typeof users.$inferSelect;
export type TestIdentity = typeof identities.$inferSelect;

/**
 * Inserts a registered player with unique name, Discord and email, plus the local sign-in
 * identity linked to it; any field can be overridden (name and Discord keys follow them).
 */
export async function buildUser(app: App, overrides: Partial<NewUser> = {}): Promise<TestUser> {
  const tag = uniqueTag();
  const name = overrides.name ?? `Player ${tag}`;
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

/** `count` registered players, made one after another. */
export async function buildUsers(
  app: App,
  count: number,
  overrides: Partial<NewUser> = {},
): Promise<TestUser[]> {
  const built: TestUser[] = [];
  for (let i = 0; i < count; i += 1) {
    built.push(await buildUser(app, overrides));
  }
  return built;
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
/**
 * A player known to two apps: on PGlite each app has a database of its own, on PostgreSQL they
 * share one (then the row is there already).
 */
export async function buildUserOfBoth(first: App, second: App): Promise<TestUser> {
  const player = await buildUser(first);
  if (!(await loadUserRow(second, player.id))) {
    await buildUser(second, { id: player.id });
  }
  return player;
}

/**
 * Changes a user's row straight in the table and tells no cache, as no service would (tests of
 * the caches themselves).
 */
export async function writeUserRowAside(
  app: App,
  id: string,
  patch: Partial<NewUser>,
): Promise<void> {
  await app.deps.db.update(users).set(patch).where(eq(users.id, id));
}

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
