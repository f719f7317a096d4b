CREATE TABLE "no_show_block_clearings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"cleared_by_id" uuid NOT NULL,
	"cleared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrim_attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scrim_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"shown" boolean NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scrim_attendance_scrim_user_key" UNIQUE("scrim_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "scrims" ADD COLUMN "check_in_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "no_show_block_clearings" ADD CONSTRAINT "no_show_block_clearings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_block_clearings" ADD CONSTRAINT "no_show_block_clearings_cleared_by_id_users_id_fk" FOREIGN KEY ("cleared_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrim_attendance" ADD CONSTRAINT "scrim_attendance_scrim_id_scrims_id_fk" FOREIGN KEY ("scrim_id") REFERENCES "public"."scrims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrim_attendance" ADD CONSTRAINT "scrim_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "no_show_block_clearings_user_idx" ON "no_show_block_clearings" USING btree ("user_id","cleared_at");--> statement-breakpoint
CREATE INDEX "scrim_attendance_user_recorded_idx" ON "scrim_attendance" USING btree ("user_id","recorded_at");--> statement-breakpoint
ALTER TABLE "scrims" ADD CONSTRAINT "scrims_check_in_minutes_check" CHECK ("scrims"."check_in_minutes" in (0, 5, 10, 15, 30));