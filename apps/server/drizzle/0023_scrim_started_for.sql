ALTER TABLE "scrims" ADD COLUMN "started_for" timestamp with time zone;--> statement-breakpoint
-- Scrims whose start has already been run: every one whose start has passed with no start job
-- still to come (done, or its row cleaned up). One whose start job is pending or running keeps
-- null, so that job still sweeps and announces it.
UPDATE "scrims" SET "started_for" = "game_start_time"
WHERE "game_start_time" <= now()
  AND NOT EXISTS (
    SELECT 1 FROM "jobs"
    WHERE "jobs"."key" = 'scrim-start:' || "scrims"."id"::text
      AND "jobs"."status" IN ('pending', 'running')
  );
