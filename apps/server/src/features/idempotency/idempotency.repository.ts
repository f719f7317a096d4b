import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { idempotencyKeys } from "@/db/schema/idempotency";

export type StoredAnswer = { fingerprint: string; statusCode: number; responseBody: unknown };

export const idempotencyRepository = {
  /** The live (unexpired) answer stored under a player's key. */
  async findLive(db: DbOrTx, userId: string, key: string): Promise<StoredAnswer | undefined> {
    const [row] = await db
      .select({
        fingerprint: idempotencyKeys.fingerprint,
        statusCode: idempotencyKeys.statusCode,
        responseBody: idempotencyKeys.responseBody,
      })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.key, key),
          gt(idempotencyKeys.expiresAt, sql`now()`),
        ),
      );
    return row;
  },

  /**
   * Stores an answer under a key that is free or expired. Returns false when a live answer holds
   * the key (on PostgreSQL, after waiting for the transaction that wrote it to commit).
   */
  async claim(
    db: DbOrTx,
    row: StoredAnswer & { userId: string; key: string; expiresAt: Date },
  ): Promise<boolean> {
    const stored = await db
      .insert(idempotencyKeys)
      .values(row)
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: {
          fingerprint: row.fingerprint,
          statusCode: row.statusCode,
          responseBody: row.responseBody,
          createdAt: sql`now()`,
          expiresAt: row.expiresAt,
        },
        setWhere: lte(idempotencyKeys.expiresAt, sql`now()`),
      })
      .returning({ key: idempotencyKeys.key });
    return stored.length > 0;
  },

  /** Drops a player's expired keys (a player has few; the primary key leads with the player). */
  async deleteExpired(db: DbOrTx, userId: string): Promise<void> {
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), lte(idempotencyKeys.expiresAt, sql`now()`)));
  },
};
