ALTER TABLE "sticky_messages" ADD COLUMN "end_announced_at" timestamp with time zone;--> statement-breakpoint
-- Notices that ended before this migration were shown as ended already: nothing to announce.
UPDATE "sticky_messages" SET "end_announced_at" = "ends_at" WHERE "ends_at" <= now();
