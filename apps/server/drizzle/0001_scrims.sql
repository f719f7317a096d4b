CREATE TABLE "scrim_casters" (
	"scrim_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scrim_casters_pk" PRIMARY KEY("scrim_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "scrim_players" (
	"scrim_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"team" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scrim_players_seat_pk" PRIMARY KEY("scrim_id","team","role"),
	CONSTRAINT "scrim_players_scrim_user_key" UNIQUE("scrim_id","user_id"),
	CONSTRAINT "scrim_players_team_check" CHECK ("scrim_players"."team" in ('teamOne', 'teamTwo')),
	CONSTRAINT "scrim_players_role_check" CHECK ("scrim_players"."role" in ('Top', 'Jungle', 'Mid', 'ADC', 'Support'))
);
--> statement-breakpoint
CREATE TABLE "scrims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"created_by_id" uuid NOT NULL,
	"region" text NOT NULL,
	"game_start_time" timestamp with time zone NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_with_casters" boolean DEFAULT true NOT NULL,
	"max_casters_allowed_count" integer DEFAULT 2 NOT NULL,
	"lobby_host_id" uuid,
	"lobby_host_random" boolean DEFAULT false NOT NULL,
	"previous_lobby_host_id" uuid,
	"lobby_name" text NOT NULL,
	"lobby_password" text NOT NULL,
	"team_won" text,
	"use_tournament_code" boolean DEFAULT true NOT NULL,
	"post_game_image_location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scrims_team_won_check" CHECK ("scrims"."team_won" is null or "scrims"."team_won" in ('teamOne', 'teamTwo')),
	CONSTRAINT "scrims_max_casters_check" CHECK ("scrims"."max_casters_allowed_count" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "scrim_casters" ADD CONSTRAINT "scrim_casters_scrim_id_scrims_id_fk" FOREIGN KEY ("scrim_id") REFERENCES "public"."scrims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrim_casters" ADD CONSTRAINT "scrim_casters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrim_players" ADD CONSTRAINT "scrim_players_scrim_id_scrims_id_fk" FOREIGN KEY ("scrim_id") REFERENCES "public"."scrims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrim_players" ADD CONSTRAINT "scrim_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrims" ADD CONSTRAINT "scrims_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrims" ADD CONSTRAINT "scrims_lobby_host_id_users_id_fk" FOREIGN KEY ("lobby_host_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrims" ADD CONSTRAINT "scrims_previous_lobby_host_id_users_id_fk" FOREIGN KEY ("previous_lobby_host_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scrim_casters_user_idx" ON "scrim_casters" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scrim_players_user_idx" ON "scrim_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scrims_region_start_idx" ON "scrims" USING btree ("region","game_start_time");--> statement-breakpoint
CREATE INDEX "scrims_created_by_idx" ON "scrims" USING btree ("created_by_id");