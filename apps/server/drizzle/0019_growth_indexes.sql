DROP INDEX "message_seen_user_idx";--> statement-breakpoint
CREATE INDEX "message_seen_user_message_idx" ON "message_seen" USING btree ("user_id","message_id");--> statement-breakpoint
CREATE INDEX "users_name_key_prefix_idx" ON "users" USING btree (("name_key" collate "C"),"id") WHERE "users"."deleted_at" is null;