import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { DEFAULT_PUSH_SETTINGS, type PushKind } from "@scrims/shared/push/push.schema";
import type { DbOrTx } from "@/db/client";
import {
  pushDeliveries,
  pushKeys,
  pushPreferences,
  pushSubscriptions,
  users,
} from "@/db/schema/index";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
/** Every push kind of a player, on or off. */
export type PushSettingsRow = Record<PushKind, boolean>;

/** The id of the one row of `push_keys`. */
const VAPID_ROW = "vapid";

export const pushRepository = {
  async findKeys(db: DbOrTx): Promise<{ publicKey: string; privateKey: string } | undefined> {
    const [row] = await db
      .select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey })
      .from(pushKeys)
      .where(eq(pushKeys.id, VAPID_ROW));
    return row;
  },

  /** Stores a key pair unless one is there already (the first writer wins). */
  async insertKeysIfAbsent(
    db: DbOrTx,
    keys: { publicKey: string; privateKey: string },
  ): Promise<void> {
    await db
      .insert(pushKeys)
      .values({ id: VAPID_ROW, ...keys })
      .onConflictDoNothing({ target: pushKeys.id });
  },

  /** Saves a device for `userId`; the same endpoint of anyone moves to them with the new keys. */
  async upsertSubscription(
    db: DbOrTx,
    input: { userId: string; endpoint: string; p256dh: string; auth: string },
  ): Promise<void> {
    await db
      .insert(pushSubscriptions)
      .values(input)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: input.userId,
          p256dh: input.p256dh,
          auth: input.auth,
          createdAt: sql`now()`,
        },
      });
  },

  /** Keeps a user's `max` newest devices. */
  async trimSubscriptions(db: DbOrTx, userId: string, max: number): Promise<void> {
    const keep = db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(sql`${pushSubscriptions.createdAt} desc`, asc(pushSubscriptions.id))
      .limit(max);
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
  },

  async deleteOwnSubscription(db: DbOrTx, userId: string, endpoint: string): Promise<void> {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  },

  /** A device the push service says is gone (only the row that was used, in case it moved). */
  async deleteSubscription(db: DbOrTx, id: string): Promise<void> {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  },

  async listSubscriptions(db: DbOrTx, userIds: string[]): Promise<PushSubscriptionRow[]> {
    if (userIds.length === 0) {
      return [];
    }
    return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
  },

  async findSettings(db: DbOrTx, userId: string): Promise<PushSettingsRow> {
    const rows = await db
      .select({ kind: pushPreferences.kind, enabled: pushPreferences.enabled })
      .from(pushPreferences)
      .where(eq(pushPreferences.userId, userId));
    const settings = { ...DEFAULT_PUSH_SETTINGS };
    for (const row of rows) {
      if (row.kind in settings) {
        settings[row.kind as PushKind] = row.enabled;
      }
    }
    return settings;
  },

  /** The users among `userIds` who did not switch off `kind`. */
  async filterWanting(db: DbOrTx, userIds: string[], kind: PushKind): Promise<string[]> {
    if (userIds.length === 0) {
      return [];
    }
    const off = await db
      .select({ userId: pushPreferences.userId })
      .from(pushPreferences)
      .where(
        and(
          inArray(pushPreferences.userId, userIds),
          eq(pushPreferences.kind, kind),
          eq(pushPreferences.enabled, false),
        ),
      );
    const offIds = new Set(off.map((row) => row.userId));
    return userIds.filter((id) => !offIds.has(id));
  },

  async saveSettings(db: DbOrTx, userId: string, settings: PushSettingsRow): Promise<void> {
    await db
      .insert(pushPreferences)
      .values(Object.entries(settings).map(([kind, enabled]) => ({ userId, kind, enabled })))
      .onConflictDoUpdate({
        target: [pushPreferences.userId, pushPreferences.kind],
        set: { enabled: sql`excluded.enabled` },
      });
  },

  async setEmailConsent(db: DbOrTx, userId: string, consent: boolean): Promise<void> {
    await db.update(users).set({ canSendEmailsToUser: consent }).where(eq(users.id, userId));
  },

  /**
   * Records reminders as sent; returns the users whose row is new (a reminder another process or
   * an earlier attempt recorded is left out).
   */
  async claimDeliveries(
    db: DbOrTx,
    delivery: { scrimId: string; kind: string; gameStartTime: Date },
    userIds: string[],
  ): Promise<string[]> {
    if (userIds.length === 0) {
      return [];
    }
    const rows = await db
      .insert(pushDeliveries)
      .values(userIds.map((userId) => ({ userId, ...delivery })))
      .onConflictDoNothing()
      .returning({ userId: pushDeliveries.userId });
    return rows.map((row) => row.userId);
  },
};
