DROP INDEX "bans_created_at_idx";--> statement-breakpoint
CREATE INDEX "bans_history_order_idx" ON "bans" USING btree ("created_at","id","lifted_at","date_to");--> statement-breakpoint
CREATE INDEX "bans_user_id_created_at_idx" ON "bans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bans_date_from_idx" ON "bans" USING btree ("date_from");