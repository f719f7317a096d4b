DROP INDEX "scrims_created_by_idx";--> statement-breakpoint
DROP INDEX "scrim_players_user_idx";--> statement-breakpoint
CREATE INDEX "scrims_created_by_start_idx" ON "scrims" USING btree ("created_by_id","game_start_time","created_at","id","is_private");--> statement-breakpoint
CREATE INDEX "users_name_key_trgm_idx" ON "users" USING gin ("name_key" gin_trgm_ops) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "scrim_players_user_idx" ON "scrim_players" USING btree ("user_id","scrim_id","team");