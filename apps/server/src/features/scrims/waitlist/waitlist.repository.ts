import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared";
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

// What every freed seat and every seat taken send, built once (db/prepared.ts).
const promotableOf = preparedQuery("waitlist_promotable_of", (db, p) =>
  db
    .select(entryColumns)
    .from(scrimWaitlist)
    .innerJoin(users, eq(users.id, scrimWaitlist.userId))
    .where(
      and(eq(scrimWaitlist.scrimId, p("scrimId")), isNull(users.deletedAt), isNotBanned(users.id)),
    )
    .orderBy(asc(scrimWaitlist.joinedAt), asc(scrimWaitlist.userId))
    .for("share", { of: users }),
);
const removeFrom = preparedQuery("waitlist_remove_from", (db, p) =>
  db
    .delete(scrimWaitlist)
    .where(
      and(
        eq(scrimWaitlist.scrimId, p("scrimId")),
        sql`${scrimWaitlist.userId} = any(${p("userIds")})`,
      ),
    )
    .returning({ userId: scrimWaitlist.userId }),
);

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
    const rows = await promotableOf(db, { scrimId });
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
    const removed = await removeFrom(db, { scrimId, userIds });
    return removed.length;
  },

  /** Account deletion: the account waits for no seat anywhere any more. */
  async removeAllOf(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(scrimWaitlist).where(eq(scrimWaitlist.userId, userId));
  },
};
