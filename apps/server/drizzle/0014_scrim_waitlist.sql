CREATE TABLE "scrim_waitlist" (
	"scrim_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"roles" text[] NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scrim_waitlist_pk" PRIMARY KEY("scrim_id","user_id"),
	CONSTRAINT "scrim_waitlist_roles_check" CHECK (cardinality("scrim_waitlist"."roles") between 1 and 5 and "scrim_waitlist"."roles" <@ array['Top', 'Jungle', 'Mid', 'ADC', 'Support']::text[])
);
--> statement-breakpoint
ALTER TABLE "scrim_players" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scrim_waitlist" ADD CONSTRAINT "scrim_waitlist_scrim_id_scrims_id_fk" FOREIGN KEY ("scrim_id") REFERENCES "public"."scrims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrim_waitlist" ADD CONSTRAINT "scrim_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scrim_waitlist_scrim_joined_idx" ON "scrim_waitlist" USING btree ("scrim_id","joined_at");--> statement-breakpoint
CREATE INDEX "scrim_waitlist_user_idx" ON "scrim_waitlist" USING btree ("user_id");