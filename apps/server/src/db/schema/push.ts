import { boolean, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz, timestamptzNow, uuidPrimaryKey } from "./columns";
import { scrims } from "./scrims";
import { users } from "./users";

/**
 * The VAPID key pair of the site when VAPID_* is not configured: made on first use and shared by
 * every process through this one row (`id` is always `vapid`; the first insert wins, the others
 * read it back).
 */
export const pushKeys = pgTable("push_keys", {
  id: text().primaryKey(),
  publicKey: text().notNull(),
  privateKey: text().notNull(),
  createdAt: timestamptzNow(),
});

/**
 * A browser's push subscription (one per device). The endpoint is unique: subscribing it again,
 * by whoever is signed in on that device, moves it to them.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuidPrimaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text().notNull().unique("push_subscriptions_endpoint_key"),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamptzNow(),
  },
  (t) => [index("push_subscriptions_user_id_idx").on(t.userId, t.createdAt)],
);

/**
 * Which kinds of push a player switched on or off (a PUSH_KINDS name each); a kind without a row
 * is on. Keyed by kind, so a new kind needs no migration.
 */
export const pushPreferences = pgTable(
  "push_preferences",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    enabled: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Scheduled reminders already sent: one row per player, scrim, kind and start time, inserted
 * (ON CONFLICT DO NOTHING) before the push goes out, so a reminder goes once however many
 * processes or retries reach it; a scrim moved to a new time reminds again.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scrimId: uuid()
      .notNull()
      .references(() => scrims.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    gameStartTime: timestamptz().notNull(),
    sentAt: timestamptzNow(),
  },
  (t) => [
    primaryKey({
      name: "push_deliveries_pk",
      columns: [t.userId, t.scrimId, t.kind, t.gameStartTime],
    }),
    index("push_deliveries_scrim_id_idx").on(t.scrimId),
  ],
);
