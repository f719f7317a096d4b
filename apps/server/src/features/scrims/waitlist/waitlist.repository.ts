import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { DbOrTx } from "@/db/client";
import { scrimWaitlist, users } from "@/db/schema/index";
import { isNotBanned } from "@/features/users/users.repository";

/** A waiting player of a scrim, by id. */
export type WaitlistRef = { userId: string; roles: Role[]; joinedAt: Date };

/** A seat given to a waiting player, checked in at once. */
export type PromotedSeat = { userId: string; team: TeamName; role: Role; checkedInAt: Date };

const entryColumns = {
  userId: scrimWaitlist.userId,
  roles: scrimWaitlist.roles,
  joinedAt: scrimWaitlist.joinedAt,
};

function asRef(row: { userId: string; roles: string[]; joinedAt: Date }): WaitlistRef {
  return { ...row, roles: row.roles as Role[] };
}

export const waitlistRepository = {
  /** The scrim's waiting players, first come first (ties by id). */
  async listEntries(db: DbOrTx, scrimId: string): Promise<WaitlistRef[]> {
    const rows = await db
      .select(entryColumns)
      .from(scrimWaitlist)
      .where(eq(scrimWaitlist.scrimId, scrimId))
      .orderBy(asc(scrimWaitlist.joinedAt), asc(scrimWaitlist.userId));
    return rows.map(asRef);
  },

  /**
   * The waiting players who may be seated now, first come first: live accounts without an active
   * ban. Their account rows are share-locked until the transaction ends: an account being deleted
   * is read once its deletion commits (and then left out), and a deletion that starts later waits
   * for the seat and then frees it.
   */
  async listPromotable(db: DbOrTx, scrimId: string): Promise<WaitlistRef[]> {
    const rows = await db
      .select(entryColumns)
      .from(scrimWaitlist)
      .innerJoin(users, eq(users.id, scrimWaitlist.userId))
      .where(
        and(eq(scrimWaitlist.scrimId, scrimId), isNull(users.deletedAt), isNotBanned(users.id)),
      )
      .orderBy(asc(scrimWaitlist.joinedAt), asc(scrimWaitlist.userId))
      .for("share", { of: users });
    return rows.map(asRef);
  },

  async add(
    db: DbOrTx,
    entry: { scrimId: string; userId: string; roles: Role[]; joinedAt: Date },
  ): Promise<void> {
    await db.insert(scrimWaitlist).values(entry);
  },

  /** Takes players off the scrim's waitlist; how many were on it. */
  async remove(db: DbOrTx, scrimId: string, userIds: string[]): Promise<number> {
    if (userIds.length === 0) {
      return 0;
    }
    const removed = await db
      .delete(scrimWaitlist)
      .where(and(eq(scrimWaitlist.scrimId, scrimId), inArray(scrimWaitlist.userId, userIds)))
      .returning({ userId: scrimWaitlist.userId });
    return removed.length;
  },

  /** Account deletion: the account waits for no seat anywhere any more. */
  async removeAllOf(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(scrimWaitlist).where(eq(scrimWaitlist.userId, userId));
  },
};
