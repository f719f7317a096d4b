CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"summoner_tagline" text NOT NULL,
	"region" text NOT NULL,
	"discord" text NOT NULL,
	"rank" text DEFAULT 'Unranked' NOT NULL,
	"can_send_emails_to_user" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_donator" boolean DEFAULT false NOT NULL,
	"profile_background_img" text DEFAULT 'Summoners Rift' NOT NULL,
	"profile_background_blur" text DEFAULT '20' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_logged_in" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_region_idx" ON "users" USING btree ("region");