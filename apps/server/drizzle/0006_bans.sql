CREATE TABLE "bans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date_from" timestamp with time zone NOT NULL,
	"date_to" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"banned_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by_id" uuid,
	CONSTRAINT "bans_dates_check" CHECK ("bans"."date_to" >= "bans"."date_from" + interval '1 day')
);
--> statement-breakpoint
ALTER TABLE "bans" ADD CONSTRAINT "bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bans" ADD CONSTRAINT "bans_banned_by_id_users_id_fk" FOREIGN KEY ("banned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bans" ADD CONSTRAINT "bans_lifted_by_id_users_id_fk" FOREIGN KEY ("lifted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bans_one_open_per_user_key" ON "bans" USING btree ("user_id") WHERE "bans"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "bans_created_at_idx" ON "bans" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bans_open_date_to_idx" ON "bans" USING btree ("date_to") WHERE "bans"."lifted_at" is null;