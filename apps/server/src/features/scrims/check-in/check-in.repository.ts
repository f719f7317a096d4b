import { and, eq, inArray } from "drizzle-orm";
import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { DbOrTx } from "@/db/client";
import { noShowBlockClearings, scrimAttendance, scrimPlayers } from "@/db/schema/index";

/** A taken seat with its check-in and the time it was taken. */
export type CheckInSeat = {
  team: TeamName;
  role: Role;
  userId: string;
  checkedInAt: Date | null;
  seatedAt: Date;
};

export const checkInRepository = {
  async listSeats(db: DbOrTx, scrimId: string): Promise<CheckInSeat[]> {
    const rows = await db
      .select({
        team: scrimPlayers.team,
        role: scrimPlayers.role,
        userId: scrimPlayers.userId,
        checkedInAt: scrimPlayers.checkedInAt,
        seatedAt: scrimPlayers.createdAt,
      })
      .from(scrimPlayers)
      .where(eq(scrimPlayers.scrimId, scrimId));
    return rows.map((row) => ({ ...row, team: row.team as TeamName, role: row.role as Role }));
  },

  /** Marks the seat of `userId` checked in (a second check-in keeps the first time). */
  async markCheckedIn(db: DbOrTx, scrimId: string, userId: string, at: Date): Promise<void> {
    const seat = and(eq(scrimPlayers.scrimId, scrimId), eq(scrimPlayers.userId, userId));
    const [row] = await db
      .select({ checkedInAt: scrimPlayers.checkedInAt })
      .from(scrimPlayers)
      .where(seat);
    if (row && !row.checkedInAt) {
      await db.update(scrimPlayers).set({ checkedInAt: at }).where(seat);
    }
  },

  async removeSeats(db: DbOrTx, scrimId: string, userIds: string[]): Promise<void> {
    if (userIds.length === 0) {
      return;
    }
    await db
      .delete(scrimPlayers)
      .where(and(eq(scrimPlayers.scrimId, scrimId), inArray(scrimPlayers.userId, userIds)));
  },

  /**
   * Records who showed up; a player already recorded for this scrim keeps the first record (the
   * unique key makes a second sweep a no-op). Answers the user ids recorded now.
   */
  async recordAttendance(
    db: DbOrTx,
    scrimId: string,
    records: { userId: string; shown: boolean }[],
  ): Promise<string[]> {
    if (records.length === 0) {
      return [];
    }
    const rows = await db
      .insert(scrimAttendance)
      .values(records.map((record) => ({ scrimId, ...record })))
      .onConflictDoNothing({ target: [scrimAttendance.scrimId, scrimAttendance.userId] })
      .returning({ userId: scrimAttendance.userId });
    return rows.map((row) => row.userId);
  },

  async insertClearing(
    db: DbOrTx,
    input: { userId: string; clearedById: string; clearedAt: Date },
  ): Promise<void> {
    await db.insert(noShowBlockClearings).values(input);
  },
};
