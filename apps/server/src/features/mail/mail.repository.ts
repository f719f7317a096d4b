import { and, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { scrimPlayers, scrims, serverSecrets, users } from "@/db/schema/index";

/** A player a reminder may go to: consented, with an email, account not deleted. */
const consenting = and(
  eq(users.canSendEmailsToUser, true),
  isNotNull(users.email),
  isNull(users.deletedAt),
);

export const mailRepository = {
  /**
   * The secret of `name`, made by `make` on first use. Racing processes both insert; the first
   * wins (primary key) and every process reads that row.
   */
  async secret(db: DbOrTx, name: string, make: () => string): Promise<string> {
    await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
    const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
    if (!row) {
      throw new Error(`server secret ${name}: not stored`);
    }
    return row.value;
  },

  /**
   * The ids of the consenting players seated in a scrim since `seatedBy` or earlier (a seat's
   * `createdAt`, which a move to another seat keeps).
   */
  async listConsentingPlayerIds(db: DbOrTx, scrimId: string, seatedBy: Date): Promise<string[]> {
    const rows = await db
      .select({ userId: scrimPlayers.userId })
      .from(scrimPlayers)
      .innerJoin(users, eq(users.id, scrimPlayers.userId))
      .where(
        and(eq(scrimPlayers.scrimId, scrimId), lte(scrimPlayers.createdAt, seatedBy), consenting),
      );
    return rows.map((row) => row.userId);
  },

  /** A scrim and one of its seated, consenting players, as the reminder needs them; else undefined. */
  async findReminderTarget(db: DbOrTx, scrimId: string, userId: string) {
    const [row] = await db
      .select({
        scrim: {
          id: scrims.id,
          title: scrims.title,
          region: scrims.region,
          gameStartTime: scrims.gameStartTime,
        },
        user: { id: users.id, name: users.name, email: users.email },
      })
      .from(scrimPlayers)
      .innerJoin(scrims, eq(scrims.id, scrimPlayers.scrimId))
      .innerJoin(users, eq(users.id, scrimPlayers.userId))
      .where(and(eq(scrimPlayers.scrimId, scrimId), eq(scrimPlayers.userId, userId), consenting));
    return row;
  },

  /** Turns reminder emails off for a user; false when there is no such user. */
  async refuseEmails(db: DbOrTx, userId: string): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ canSendEmailsToUser: false })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return rows.length > 0;
  },
};
