CREATE TABLE "riot_providers" (
	"region" text NOT NULL,
	"callback_url" text NOT NULL,
	"provider_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "riot_providers_pk" PRIMARY KEY("region","callback_url")
);
--> statement-breakpoint
CREATE TABLE "riot_tournaments" (
	"provider_id" integer NOT NULL,
	"week" text NOT NULL,
	"tournament_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "riot_tournaments_pk" PRIMARY KEY("provider_id","week")
);
--> statement-breakpoint
ALTER TABLE "scrims" ADD COLUMN "result_source" text;--> statement-breakpoint
ALTER TABLE "scrims" ADD COLUMN "tournament_code" text;--> statement-breakpoint
ALTER TABLE "scrims" ADD COLUMN "riot_provider_id" integer;--> statement-breakpoint
ALTER TABLE "scrims" ADD COLUMN "riot_tournament_id" integer;--> statement-breakpoint
ALTER TABLE "scrims" ADD COLUMN "tournament_setup_completed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scrims" ADD COLUMN "tournament_lobby_created" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scrims" ADD COLUMN "tournament_status" text;--> statement-breakpoint
ALTER TABLE "scrims" ADD COLUMN "tournament_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scrims" ADD CONSTRAINT "scrims_tournament_code_key" UNIQUE("tournament_code");--> statement-breakpoint
ALTER TABLE "scrims" ADD CONSTRAINT "scrims_result_source_check" CHECK ("scrims"."result_source" is null or "scrims"."result_source" in ('captain', 'admin', 'game'));--> statement-breakpoint
ALTER TABLE "scrims" ADD CONSTRAINT "scrims_tournament_status_check" CHECK ("scrims"."tournament_status" is null or "scrims"."tournament_status" in ('generating', 'ready', 'error'));