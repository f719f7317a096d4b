import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeNotification } from "@scrims/shared/notifications/notification-kinds";
import { notificationMessages } from "@scrims/shared/notifications/notifications.schema";
import { checkInMessages } from "@scrims/shared/scrims/check-in.constants";
import { migrationsBefore, newDatabase } from "@/test/migrations";
import { migrationsFolder } from "./client";

/** Notifications as an older build stored them: their text and the three flags. */
const STORED = [
  { message: notificationMessages.friendRequest("Ahri"), flag: "is_friend_request" },
  { message: notificationMessages.nowFriends("Brand: the Burning"), flag: null },
  { message: notificationMessages.conversationStart("Caitlyn"), flag: "is_conversation_start" },
  {
    message: notificationMessages.scrimAlert("Friday's Scrim is starting now"),
    flag: "is_scrim_alert",
  },
  { message: notificationMessages.seatOpened("EUW: late night", "ADC"), flag: "is_scrim_alert" },
  { message: checkInMessages.windowOpen("Darius's Scrim"), flag: "is_scrim_alert" },
  { message: checkInMessages.seatFreed("Darius's Scrim"), flag: "is_scrim_alert" },
  {
    message:
      "The Discord webhook of EUW was switched off: Discord said 404. Set a new one in the dashboard.",
    flag: null,
  },
  { message: "Welcome to the beta", flag: "is_scrim_alert" },
] as const;

describe("notifications stored before kinds", () => {
  it("become their kind and params, and read exactly as they did", async () => {
    const database = await newDatabase();
    try {
      await database.migrate(migrationsBefore("0024_notification_kinds"));
      await database.run(sql`
        insert into users (id, name, name_key, summoner_tagline, region, discord, discord_key, rank)
        values (gen_random_uuid(), 'Reader', 'reader', 'NA1', 'NA', 'reader', 'reader', 'Gold 2')`);
      for (const [index, stored] of STORED.entries()) {
        await database.run(sql`
          insert into notifications (user_id, message, is_friend_request, is_scrim_alert,
                                     is_conversation_start, created_at)
          values ((select id from users), ${stored.message},
                  ${stored.flag === "is_friend_request"}, ${stored.flag === "is_scrim_alert"},
                  ${stored.flag === "is_conversation_start"},
                  timestamptz '2026-11-01T12:00:00Z' + ${index} * interval '1 minute')`);
      }

      await database.migrate(migrationsFolder);

      const rows = await database.rows<{ kind: string; params: unknown }>(
        sql`select kind, params from notifications order by created_at`,
      );
      expect(rows.map((row) => row.kind)).toEqual([
        "friendRequest",
        "nowFriends",
        "conversationStart",
        "scrimStarting",
        "seatOpened",
        "checkInOpen",
        "noShow",
        "discordWebhookOff",
        "legacy",
      ]);
      expect(rows[4]?.params).toEqual({ title: "EUW: late night", role: "ADC" });
      expect(rows[3]?.params).toEqual({ title: "Friday's Scrim is starting now" });
      expect(rows.map((row) => describeNotification(row))).toEqual(
        STORED.map((stored) => ({
          message: stored.message,
          flag:
            stored.flag === null
              ? null
              : (
                  {
                    is_friend_request: "isFriendRequest",
                    is_scrim_alert: "isScrimAlert",
                    is_conversation_start: "isConversationStart",
                  } as const
                )[stored.flag],
        })),
      );
      // The flags and the text are no longer stored: they are derived.
      const columns = await database.rows<{ column_name: string }>(sql`
        select column_name from information_schema.columns
        where table_name = 'notifications' order by column_name`);
      expect(columns.map((column) => column.column_name)).toEqual([
        "conversation_id",
        "created_at",
        "id",
        "kind",
        "params",
        "related_scrim_id",
        "related_user_id",
        "user_id",
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe("push switches stored as one column per kind", () => {
  it("become one row per kind, each as it was set", async () => {
    const database = await newDatabase();
    try {
      await database.migrate(migrationsBefore("0026_push_preferences"));
      await database.run(sql`
        insert into users (id, name, name_key, summoner_tagline, region, discord, discord_key, rank)
        values (gen_random_uuid(), 'Quiet', 'quiet', 'NA1', 'NA', 'quiet', 'quiet', 'Gold 2'),
               (gen_random_uuid(), 'Default', 'default', 'NA1', 'NA', 'default', 'default', 'Gold 2')`);
      await database.run(sql`
        insert into push_settings (user_id, scrim_starting, check_in_open, seat_freed,
                                   friend_request, message)
        select id, true, false, true, true, false from users where name = 'Quiet'`);

      await database.migrate(migrationsFolder);

      const rows = await database.rows<{ name: string; kind: string; enabled: boolean }>(sql`
        select users.name, push_preferences.kind, push_preferences.enabled
        from push_preferences join users on users.id = push_preferences.user_id
        order by users.name, push_preferences.kind`);
      expect(rows).toEqual([
        { name: "Quiet", kind: "checkInOpen", enabled: false },
        { name: "Quiet", kind: "friendRequest", enabled: true },
        { name: "Quiet", kind: "message", enabled: false },
        { name: "Quiet", kind: "scrimStarting", enabled: true },
        { name: "Quiet", kind: "seatFreed", enabled: true },
      ]);
      const tables = await database.rows<{ table_name: string }>(sql`
        select table_name from information_schema.tables where table_name like 'push_%'
        order by table_name`);
      expect(tables.map((table) => table.table_name)).not.toContain("push_settings");
    } finally {
      await database.close();
    }
  }, 120_000);
});
