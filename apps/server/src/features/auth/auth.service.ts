import { authMessages } from "@scrims/shared/auth/auth.schema";
import type { DbOrTx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { sessionRoom } from "@/lib/rooms";
import { AppError } from "@/lib/errors";
import { withTransaction, type AfterCommit } from "@/lib/transaction";
import { hashToken, looksLikeToken, newSecretToken } from "@/lib/tokens";
import { usersRepository, type UserRow } from "@/features/users/users.repository";
import { authRepository, type IdentityInput, type IdentityRow } from "./auth.repository";
import {
  LAST_SEEN_INTERVAL_MS,
  LOGIN_CODE_TTL_MS,
  SESSION_TTL_MS,
  shouldGrantAdmin,
  userSeenStaleBefore,
} from "./auth.rules";

/** Who is behind a request: the session, its sign-in identity and the account (null until registered). */
export type AuthContext = {
  sessionId: string;
  /** The bearer token as the client sent it (never stored). */
  token: string;
  identity: IdentityRow;
  user: UserRow | null;
};

/** A sign-in as the server sees it: the token to send back and the account, if registered. */
export type SignedIn = { token: string; user: UserRow | null };

/**
 * The linked account with ADMIN_EMAILS applied to its own email (and lastLoggedIn set when
 * `loggingIn`). The identity's current email is not consulted: a provider changing it later
 * makes no admin.
 */
async function refreshAccount(
  deps: Pick<Deps, "config" | "hubList" | "sessions">,
  unit: { db: DbOrTx; afterCommit: AfterCommit },
  identity: IdentityRow,
  { loggingIn }: { loggingIn: boolean },
): Promise<UserRow | null> {
  const { config } = deps;
  const { db } = unit;
  if (!identity.userId) {
    return null;
  }
  const user = await usersRepository.findById(db, identity.userId);
  if (!user) {
    return null;
  }
  const grantAdmin = shouldGrantAdmin(config.adminEmails, user);
  if (!grantAdmin && !loggingIn) {
    return user;
  }
  const updated = await usersRepository.update(db, user.id, {
    ...(grantAdmin ? { isAdmin: true } : {}),
    ...(loggingIn ? { lastLoggedIn: new Date(), lastSeenAt: new Date() } : {}),
  });
  // Requests read the account (its admin rights, lastLoggedIn) from the session cache.
  unit.afterCommit(() => deps.sessions.userChanged(user.id));
  if (grantAdmin) {
    // Hub lists show who is an admin.
    unit.afterCommit(() => deps.hubList.invalidateAll());
  }
  return updated ?? user;
}

/** Opens a session for an identity; the token is returned once and only its hash is kept. */
async function openSession(
  deps: Pick<Deps, "config" | "hubList" | "sessions">,
  unit: { db: DbOrTx; afterCommit: AfterCommit },
  identity: IdentityRow,
) {
  const { db } = unit;
  const now = new Date();
  await authRepository.deleteExpiredSessions(db, identity.id, now);
  const token = newSecretToken();
  await authRepository.createSession(db, {
    tokenHash: hashToken(token),
    identityId: identity.id,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  const user = await refreshAccount(deps, unit, identity, { loggingIn: true });
  return { token, user };
}

/**
 * Signs in a person a provider vouched for: the identity (provider, subject) is created or its
 * email refreshed, a 30-day session is opened, ADMIN_EMAILS is applied to the linked account and
 * its lastLoggedIn set. `user` is null until the identity registers. Trusts `email`: pass only an
 * email the provider verified.
 */
export async function signInWithIdentity(deps: Deps, input: IdentityInput): Promise<SignedIn> {
  return withTransaction(deps, async ({ tx, afterCommit }) => {
    const identity = await authRepository.upsertIdentity(tx, input);
    // Its email may have changed.
    afterCommit(() => deps.sessions.identityChanged(identity.id));
    return openSession(deps, { db: tx, afterCommit }, identity);
  });
}

/**
 * A one-time code (valid 60 s) that `POST /api/auth/exchange` trades for a session of this
 * identity. Only its hash is stored.
 */
export async function createLoginCode({ db }: Pick<Deps, "db">, identityId: string) {
  const now = new Date();
  await authRepository.deleteExpiredLoginCodes(db, now);
  const code = newSecretToken();
  await authRepository.createLoginCode(db, {
    codeHash: hashToken(code),
    identityId,
    expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS),
  });
  return code;
}

/**
 * For an OpenID Connect callback: records the identity (as signInWithIdentity does) and returns
 * a one-time code for the browser instead of a token, so no token travels in a URL.
 */
export async function issueLoginCode(deps: Deps, input: IdentityInput): Promise<string> {
  const identity = await authRepository.upsertIdentity(deps.db, input);
  // Its email may have changed.
  await deps.sessions.identityChanged(identity.id);
  return createLoginCode(deps, identity.id);
}

/**
 * Trades a one-time code for a session. The code is deleted as it is read, so it works once.
 *
 * @throws AppError LOGIN_CODE_INVALID when the code is unknown, used or expired
 */
export async function exchangeLoginCode(deps: Deps, code: string): Promise<SignedIn> {
  return withTransaction(deps, async ({ tx, afterCommit }) => {
    const taken = await authRepository.takeLoginCode(tx, hashToken(code));
    if (!taken || taken.expiresAt.getTime() <= Date.now()) {
      throw new AppError("LOGIN_CODE_INVALID", authMessages.loginCodeInvalid);
    }
    const identity = await authRepository.findIdentityByIdForUpdate(tx, taken.identityId);
    if (!identity) {
      throw new AppError("LOGIN_CODE_INVALID", authMessages.loginCodeInvalid);
    }
    return openSession(deps, { db: tx, afterCommit }, identity);
  });
}

/**
 * The session behind a bearer token, or null when the token is unknown, expired (its row is then
 * deleted) or belongs to a deleted account. Read through the session cache (each change of the
 * session, identity or account is invalidated where it is committed); the expiry is checked here
 * on every call. Marks the session seen at most once a minute, and its account every few minutes
 * (and at its first request after midnight UTC). Used by the HTTP auth plugin and the Socket.IO
 * handshake.
 */
export async function resolveSessionByToken(
  { db, sessions }: Pick<Deps, "db" | "sessions">,
  token: string,
): Promise<AuthContext | null> {
  if (!looksLikeToken(token)) {
    return null;
  }
  const tokenHash = hashToken(token);
  const found = await sessions.findSession(tokenHash);
  if (!found) {
    return null;
  }
  const now = new Date();
  if (found.session.expiresAt.getTime() <= now.getTime()) {
    await authRepository.deleteSession(db, found.session.id);
    sessions.forgetSession(tokenHash);
    return null;
  }
  if (found.user?.deletedAt) {
    return null;
  }
  const staleBefore = new Date(now.getTime() - LAST_SEEN_INTERVAL_MS);
  if (found.session.lastSeenAt < staleBefore) {
    await authRepository.touchSession(db, found.session.id, now, staleBefore);
    sessions.sessionSeen(tokenHash, now);
  }
  const userStaleBefore = userSeenStaleBefore(now);
  if (found.user && (!found.user.lastSeenAt || found.user.lastSeenAt < userStaleBefore)) {
    await authRepository.touchUser(db, found.user.id, now, userStaleBefore);
    sessions.userSeen(found.user.id, now);
  }
  return {
    sessionId: found.session.id,
    token,
    identity: found.identity,
    user: found.user,
  };
}

/**
 * `POST /api/auth/verify`: the same token with the current account, after re-applying
 * ADMIN_EMAILS (which grants admin rights and never takes them away).
 */
export async function verifySession(deps: Deps, auth: AuthContext): Promise<SignedIn> {
  const user = await withTransaction(deps, ({ tx, afterCommit }) =>
    refreshAccount(deps, { db: tx, afterCommit }, auth.identity, { loggingIn: false }),
  );
  return { token: auth.token, user };
}

/**
 * Ends one session: its token is refused from now on, and its open sockets are closed once that
 * is committed.
 */
export async function endSession(
  deps: Pick<Deps, "db" | "realtime" | "log" | "sessions" | "background" | "events">,
  sessionId: string,
): Promise<void> {
  await withTransaction(deps, async ({ tx, afterCommit }) => {
    await authRepository.deleteSession(tx, sessionId);
    afterCommit(() => deps.sessions.sessionEnded(sessionId));
    afterCommit(() => {
      deps.realtime.in(sessionRoom(sessionId)).disconnectSockets(true);
    });
  });
}
