CREATE TABLE "push_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "push_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "push_preferences" ADD CONSTRAINT "push_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each player's switches, one row per kind, as they were set.
INSERT INTO "push_preferences" ("user_id", "kind", "enabled")
SELECT "push_settings"."user_id", "switch"."kind", "switch"."enabled"
FROM "push_settings"
CROSS JOIN LATERAL (VALUES
  ('scrimStarting', "push_settings"."scrim_starting"),
  ('checkInOpen', "push_settings"."check_in_open"),
  ('seatFreed', "push_settings"."seat_freed"),
  ('friendRequest', "push_settings"."friend_request"),
  ('message', "push_settings"."message")
) AS "switch"("kind", "enabled");
