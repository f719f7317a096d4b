CREATE INDEX "bans_user_id_created_at_idx" ON "bans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bans_date_from_idx" ON "bans" USING btree ("date_from");