import type { Db } from "@/db/client";
import { InvalidatedCache, type InvalidationBus } from "@/lib/invalidation";
import { usersRepository, type UserRow } from "@/features/users/users.repository";
import type { BanRow } from "@/features/bans/bans.repository";
import { authRepository, type IdentityRow, type SessionRow } from "./auth.repository";

const TOPIC = "auth";
/**
 * Longest an entry is kept: every change that matters is invalidated where it is committed, so
 * this only bounds the harm of an invalidation that never arrived (e.g. Redis away for a while).
 */
const MAX_AGE_MS = 60_000;
/** Sessions, accounts and ban states kept per process (the least recently used go first). */
const MAX_ENTRIES = 20_000;

/** A session as the request context needs it: its row, its sign-in identity and the account. */
export type FoundSession = { session: SessionRow; identity: IdentityRow; user: UserRow | null };

type Kept<T> = { value: T; storedAt: number };

/** A Map used as a least-recently-used cache whose entries are fresh for MAX_AGE_MS. */
class Entries<T> {
  private readonly map = new Map<string, Kept<T>>();

  get(key: string, now: number): T | undefined {
    const kept = this.map.get(key);
    if (!kept) {
      return undefined;
    }
    this.map.delete(key);
    if (now - kept.storedAt >= MAX_AGE_MS) {
      return undefined;
    }
    this.map.set(key, kept); // Most recently used last.
    return kept.value;
  }

  set(key: string, value: T, storedAt: number): void {
    this.map.delete(key);
    this.map.set(key, { value, storedAt });
    while (this.map.size > MAX_ENTRIES) {
      const oldest = this.map.keys().next().value;
      if (oldest === undefined) {
        break;
      }
      this.map.delete(oldest);
    }
  }

  /** Replaces a kept value without making it any fresher (what this process wrote itself). */
  update(key: string, change: (value: T) => T): void {
    const kept = this.map.get(key);
    if (kept) {
      kept.value = change(kept.value);
    }
  }

  delete(key: string): void {
    this.map.delete(key);
  }

  deleteWhere(matches: (value: T) => boolean): void {
    for (const [key, kept] of this.map) {
      if (matches(kept.value)) {
        this.map.delete(key);
      }
    }
  }

  clear(): void {
    this.map.clear();
  }
}

/**
 * What every signed-in request and client event reads, kept in memory: token → session, identity
 * and account, and each account's open ban. Each change of those rows is invalidated once
 * committed, on every process (the invalidation bus: Redis when configured), by the service that
 * made it:
 * - `sessionEnded` (sign-out), `identityChanged` (sign-in, registration),
 * - `userChanged` (any write to the account's row: settings, admin edits, admin rights, ADMIN_EMAILS
 *   at sign-in, the PUUID, deletion; and a ban given or lifted),
 * - `bansLifted` (expired bans lifted for everyone).
 *
 * A load that overlapped an invalidation is answered but not kept, so a read from before a change
 * never outlives that change's invalidation. What only the clock changes (a session's expiry, a
 * ban's start and end) is checked on every use by the callers, not cached.
 */
export class SessionCache extends InvalidatedCache {
  private readonly sessions = new Entries<{ session: SessionRow; identity: IdentityRow }>();
  private readonly users = new Entries<UserRow>();
  private readonly bans = new Entries<BanRow | null>();
  /** Counts invalidations: a load that saw it move is not kept. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    bus: InvalidationBus,
  ) {
    super(bus, TOPIC);
  }

  /** After a session was deleted (sign-out): its token is refused on every process. */
  sessionEnded(sessionId: string): Promise<void> {
    return this.publish(`session:${sessionId}`);
  }

  /** After a committed change of a sign-in identity (its email, the account it belongs to). */
  identityChanged(identityId: string): Promise<void> {
    return this.publish(`identity:${identityId}`);
  }

  /** After a committed change of an account's row, or of its bans. */
  userChanged(userId: string): Promise<void> {
    return this.publish(`user:${userId}`);
  }

  /** After expired bans of any number of players were lifted. */
  bansLifted(): Promise<void> {
    return this.publish("bans");
  }

  /** The session with this token hash, its identity and account, as committed now. */
  async findSession(tokenHash: string, now = Date.now()): Promise<FoundSession | undefined> {
    const kept = this.sessions.get(tokenHash, now);
    if (kept) {
      const userId = kept.identity.userId;
      if (!userId) {
        return { ...kept, user: null };
      }
      const user = this.users.get(userId, now);
      if (user) {
        return { ...kept, user };
      }
    }
    const generation = this.generation;
    const found = await authRepository.findSessionByTokenHash(this.db, tokenHash);
    if (found && generation === this.generation) {
      this.sessions.set(tokenHash, { session: found.session, identity: found.identity }, now);
      if (found.user) {
        this.users.set(found.user.id, found.user, now);
      }
    }
    return found;
  }

  /** The ban of `userId` not lifted yet (biting, due to start, or expired), or null. */
  async openBanOf(userId: string, now = Date.now()): Promise<BanRow | null> {
    const kept = this.bans.get(userId, now);
    if (kept !== undefined) {
      return kept;
    }
    const generation = this.generation;
    const ban = (await usersRepository.findOpenBan(this.db, userId)) ?? null;
    if (generation === this.generation) {
      this.bans.set(userId, ban, now);
    }
    return ban;
  }

  /** This process deleted the (expired) session of this token. */
  forgetSession(tokenHash: string): void {
    this.sessions.delete(tokenHash);
  }

  /** This process wrote the session's lastSeenAt. */
  sessionSeen(tokenHash: string, at: Date): void {
    this.sessions.update(tokenHash, (kept) => ({
      ...kept,
      session: { ...kept.session, lastSeenAt: at },
    }));
  }

  /**
   * This process wrote the account's lastSeenAt (others may still hold the older time: they then
   * write it once more, which the write's own condition makes harmless).
   */
  userSeen(userId: string, at: Date): void {
    this.users.update(userId, (user) => ({ ...user, lastSeenAt: at }));
  }

  protected drop(key: string): void {
    const [kind, id] = key.split(":", 2);
    if (kind === "session") {
      this.sessions.deleteWhere((kept) => kept.session.id === id);
    } else if (kind === "identity") {
      this.sessions.deleteWhere((kept) => kept.identity.id === id);
    } else if (kind === "user" && id) {
      this.users.delete(id);
      this.bans.delete(id);
    } else if (key === "bans") {
      this.bans.clear();
    } else {
      this.sessions.clear();
      this.users.clear();
      this.bans.clear();
    }
    this.generation += 1;
  }
}
