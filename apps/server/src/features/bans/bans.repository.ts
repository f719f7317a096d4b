import { and, asc, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { writtenRow } from "@/db/rows";
import { bans } from "@/db/schema/index";

export type BanRow = typeof bans.$inferSelect;
export type NewBanRow = typeof bans.$inferInsert;

/** `WHERE` part: the ban bites at `now` (not lifted, started, not ended; users.rules' `bitesAt`). */
const bitingAt = (now: Date) =>
  and(isNull(bans.liftedAt), lte(bans.dateFrom, now), gt(bans.dateTo, now));

export const bansRepository = {
  async findById(db: DbOrTx, id: string): Promise<BanRow | undefined> {
    const [row] = await db.select().from(bans).where(eq(bans.id, id));
    return row;
  },

  /** Which of `userIds` are banned at `now`. */
  async bitingUserIds(db: DbOrTx, userIds: string[], now: Date): Promise<Set<string>> {
    if (userIds.length === 0) {
      return new Set();
    }
    const rows = await db
      .select({ userId: bans.userId })
      .from(bans)
      .where(and(inArray(bans.userId, userIds), bitingAt(now)));
    return new Set(rows.map((row) => row.userId));
  },

  /** Inserts a ban; the partial unique index refuses a second open ban of the same user. */
  async insert(db: DbOrTx, values: NewBanRow): Promise<BanRow> {
    return writtenRow(await db.insert(bans).values(values).returning(), "insert into bans");
  },

  /** Lifts the open ban of `userId` (returns it), or nothing when there is none. */
  async liftOpen(
    db: DbOrTx,
    input: { userId: string; liftedById: string | null; now: Date },
  ): Promise<BanRow | undefined> {
    const [row] = await db
      .update(bans)
      .set({ liftedAt: input.now, liftedById: input.liftedById })
      .where(and(eq(bans.userId, input.userId), isNull(bans.liftedAt)))
      .returning();
    return row;
  },

  /** Lifts every open ban whose end has passed at `now`; the lifted rows, oldest end first. */
  async liftExpired(
    db: DbOrTx,
    input: { now: Date; liftedById: string | null; userId?: string },
  ): Promise<BanRow[]> {
    const rows = await db
      .update(bans)
      .set({ liftedAt: input.now, liftedById: input.liftedById })
      .where(
        and(
          isNull(bans.liftedAt),
          lte(bans.dateTo, input.now),
          input.userId ? eq(bans.userId, input.userId) : undefined,
        ),
      )
      .returning();
    return rows.sort((a, b) => a.dateTo.getTime() - b.dateTo.getTime());
  },

  /** Every ban of a user, oldest first (history). */
  async listOfUser(db: DbOrTx, userId: string): Promise<BanRow[]> {
    return db.select().from(bans).where(eq(bans.userId, userId)).orderBy(asc(bans.createdAt));
  },
};
