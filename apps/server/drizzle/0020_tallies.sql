CREATE TABLE "scrim_tallies" (
	"month" date PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tallies" (
	"month" date NOT NULL,
	"region" text NOT NULL,
	"rank_division" text NOT NULL,
	"live" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "user_tallies_pk" PRIMARY KEY("month","region","rank_division","live")
);
--> statement-breakpoint
DROP INDEX "users_last_seen_at_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
CREATE INDEX "scrims_created_at_idx" ON "scrims" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_live_last_seen_at_idx" ON "users" USING btree ("last_seen_at") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_created_at_idx" ON "users" USING btree ("created_at") WHERE "users"."deleted_at" is null;