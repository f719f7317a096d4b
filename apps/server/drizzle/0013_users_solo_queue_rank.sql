ALTER TABLE "users" ADD COLUMN "solo_queue_rank" text;--> statement-breakpoint
CREATE INDEX "users_puuid_idx" ON "users" USING btree ("puuid") WHERE "users"."puuid" is not null;