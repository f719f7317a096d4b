ALTER TABLE "notifications" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "message";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "is_conversation_start";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "is_friend_request";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "is_scrim_alert";