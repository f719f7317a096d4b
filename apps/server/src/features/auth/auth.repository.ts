import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { writtenRow } from "@/db/rows";
import { identities, loginCodes, sessions, users } from "@/db/schema/index";
import type { UserRow } from "@/features/users/users.repository";

export type IdentityRow = typeof identities.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type LoginCodeRow = typeof loginCodes.$inferSelect;
export type IdentityInput = { provider: string; subject: string; email: string | null };

export const authRepository = {
  /** The identity for (provider, subject), created on first sign-in; its email is refreshed. */
  async upsertIdentity(db: DbOrTx, input: IdentityInput): Promise<IdentityRow> {
    const rows = await db
      .insert(identities)
      .values(input)
      .onConflictDoUpdate({
        target: [identities.provider, identities.subject],
        set: { email: sql`excluded.email` },
      })
      .returning();
    return writtenRow(rows, "upsert into identities");
  },

  /** Locks the identity: two registrations of one sign-in are serialised here. */
  async findIdentityByIdForUpdate(db: DbOrTx, id: string): Promise<IdentityRow | undefined> {
    const [row] = await db.select().from(identities).where(eq(identities.id, id)).for("update");
    return row;
  },

  async linkIdentity(db: DbOrTx, identityId: string, userId: string): Promise<void> {
    await db.update(identities).set({ userId }).where(eq(identities.id, identityId));
  },

  /** Removes every sign-in of a user; their sessions and login codes go with them (cascade). */
  async deleteIdentitiesOfUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(identities).where(eq(identities.userId, userId));
  },

  async createSession(
    db: DbOrTx,
    input: { tokenHash: string; identityId: string; expiresAt: Date },
  ): Promise<SessionRow> {
    return writtenRow(await db.insert(sessions).values(input).returning(), "insert into sessions");
  },

  /** The session with this token hash, its identity and the identity's account (if any). */
  async findSessionByTokenHash(
    db: DbOrTx,
    tokenHash: string,
  ): Promise<{ session: SessionRow; identity: IdentityRow; user: UserRow | null } | undefined> {
    const [row] = await db
      .select({ session: sessions, identity: identities, user: users })
      .from(sessions)
      .innerJoin(identities, eq(identities.id, sessions.identityId))
      .leftJoin(users, eq(users.id, identities.userId))
      .where(eq(sessions.tokenHash, tokenHash));
    return row;
  },

  /** Records activity, unless another request already did since `staleBefore`. */
  async touchSession(db: DbOrTx, id: string, now: Date, staleBefore: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, staleBefore)));
  },

  /** Records an account's activity, unless another request already did since `staleBefore`. */
  async touchUser(db: DbOrTx, id: string, now: Date, staleBefore: Date): Promise<void> {
    await db
      .update(users)
      .set({ lastSeenAt: now })
      .where(
        and(eq(users.id, id), or(isNull(users.lastSeenAt), lt(users.lastSeenAt, staleBefore))),
      );
  },

  async deleteSession(db: DbOrTx, id: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.id, id));
  },

  async deleteExpiredSessions(db: DbOrTx, identityId: string, now: Date): Promise<void> {
    await db
      .delete(sessions)
      .where(and(eq(sessions.identityId, identityId), lt(sessions.expiresAt, now)));
  },

  async createLoginCode(db: DbOrTx, input: LoginCodeRow): Promise<void> {
    await db.insert(loginCodes).values(input);
  },

  /** Removes and returns the code: a second attempt with the same code finds nothing. */
  async takeLoginCode(db: DbOrTx, codeHash: string): Promise<LoginCodeRow | undefined> {
    const [row] = await db.delete(loginCodes).where(eq(loginCodes.codeHash, codeHash)).returning();
    return row;
  },

  async deleteExpiredLoginCodes(db: DbOrTx, now: Date): Promise<void> {
    await db.delete(loginCodes).where(lt(loginCodes.expiresAt, now));
  },
};
