ALTER TABLE "notifications" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
-- Each stored notification becomes its kind and params, read from the text it was written with
-- (the texts of NOTIFICATION_KINDS in @scrims/shared). What matches none stays as it was: 'legacy'.
UPDATE "notifications" SET "kind" = 'friendRequest', "params" = jsonb_build_object('name', (regexp_match("message", '^(.*) sent you a friend request$'))[1])
WHERE "kind" IS NULL AND "is_friend_request" AND "message" ~ '^(.*) sent you a friend request$';--> statement-breakpoint
UPDATE "notifications" SET "kind" = 'nowFriends', "params" = jsonb_build_object('name', (regexp_match("message", '^You and (.*) are now friends$'))[1])
WHERE "kind" IS NULL AND NOT "is_friend_request" AND NOT "is_scrim_alert" AND NOT "is_conversation_start" AND "message" ~ '^You and (.*) are now friends$';--> statement-breakpoint
UPDATE "notifications" SET "kind" = 'conversationStart', "params" = jsonb_build_object('name', (regexp_match("message", '^(.*) started a conversation with you$'))[1])
WHERE "kind" IS NULL AND "is_conversation_start" AND "message" ~ '^(.*) started a conversation with you$';--> statement-breakpoint
UPDATE "notifications" SET "kind" = 'seatOpened', "params" = jsonb_build_object('title', (regexp_match("message", '^A seat opened for you in (.*): you are in as (Top|Jungle|Mid|ADC|Support)$'))[1], 'role', (regexp_match("message", '^A seat opened for you in (.*): you are in as (Top|Jungle|Mid|ADC|Support)$'))[2])
WHERE "kind" IS NULL AND "is_scrim_alert" AND "message" ~ '^A seat opened for you in (.*): you are in as (Top|Jungle|Mid|ADC|Support)$';--> statement-breakpoint
UPDATE "notifications" SET "kind" = 'checkInOpen', "params" = jsonb_build_object('title', (regexp_match("message", '^Check-in is open for (.*): check in to keep your seat$'))[1])
WHERE "kind" IS NULL AND "is_scrim_alert" AND "message" ~ '^Check-in is open for (.*): check in to keep your seat$';--> statement-breakpoint
UPDATE "notifications" SET "kind" = 'noShow', "params" = jsonb_build_object('title', (regexp_match("message", '^You did not check in for (.*): your seat was given up and a no-show recorded$'))[1])
WHERE "kind" IS NULL AND "is_scrim_alert" AND "message" ~ '^You did not check in for (.*): your seat was given up and a no-show recorded$';--> statement-breakpoint
UPDATE "notifications" SET "kind" = 'scrimStarting', "params" = jsonb_build_object('title', (regexp_match("message", '^(.*) is starting now$'))[1])
WHERE "kind" IS NULL AND "is_scrim_alert" AND "message" ~ '^(.*) is starting now$';--> statement-breakpoint
UPDATE "notifications" SET "kind" = 'discordWebhookOff', "params" = jsonb_build_object('region', (regexp_match("message", '^The Discord webhook of (\S+) was switched off: (.*)\. Set a new one in the dashboard\.$'))[1], 'error', (regexp_match("message", '^The Discord webhook of (\S+) was switched off: (.*)\. Set a new one in the dashboard\.$'))[2])
WHERE "kind" IS NULL AND NOT "is_friend_request" AND NOT "is_scrim_alert" AND NOT "is_conversation_start" AND "message" ~ '^The Discord webhook of (\S+) was switched off: (.*)\. Set a new one in the dashboard\.$';--> statement-breakpoint
UPDATE "notifications" SET "kind" = 'legacy', "params" = jsonb_build_object(
  'message', "message",
  'flag', CASE
    WHEN "is_friend_request" THEN 'isFriendRequest'
    WHEN "is_scrim_alert" THEN 'isScrimAlert'
    WHEN "is_conversation_start" THEN 'isConversationStart'
  END
)
WHERE "kind" IS NULL;
