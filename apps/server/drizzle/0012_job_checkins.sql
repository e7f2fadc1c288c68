-- Job check-ins (issue 16): engagements (one per accepted bid), their schedules and check-ins.
-- Every bid accepted before this migration gets its engagement, started when the bid was last
-- updated (its acceptance); nothing else changes.
CREATE TABLE "engagements" (
	"id" serial PRIMARY KEY NOT NULL,
	"bid_id" integer NOT NULL,
	"job_request_id" integer NOT NULL,
	"employer_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagements_bid_id_unique" UNIQUE("bid_id")
);
--> statement-breakpoint
CREATE TABLE "checkin_schedules" (
	"engagement_id" integer PRIMARY KEY NOT NULL,
	"cadence" text NOT NULL,
	"weekdays" text[] DEFAULT '{}'::text[] NOT NULL,
	"every_days" integer DEFAULT 7 NOT NULL,
	"time" text NOT NULL,
	"timezone" text NOT NULL,
	"starts_on" date NOT NULL,
	"questions" jsonb NOT NULL,
	"next_due_at" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkins" (
	"id" serial PRIMARY KEY NOT NULL,
	"engagement_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb,
	"has_blockers" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"review_state" text,
	"review_comment" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"due_notified_at" timestamp with time zone,
	"late_notified_at" timestamp with time zone,
	"missed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_schedules" ADD CONSTRAINT "checkin_schedules_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_schedules" ADD CONSTRAINT "checkin_schedules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagements_job_request_idx" ON "engagements" USING btree ("job_request_id");--> statement-breakpoint
CREATE INDEX "engagements_talent_idx" ON "engagements" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "engagements_employer_idx" ON "engagements" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "checkin_schedules_next_due_idx" ON "checkin_schedules" USING btree ("next_due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkins_engagement_due_idx" ON "checkins" USING btree ("engagement_id","due_at");--> statement-breakpoint
CREATE INDEX "checkins_open_idx" ON "checkins" USING btree ("due_at") WHERE submitted_at is null and missed_at is null and late_notified_at is null;--> statement-breakpoint
INSERT INTO "engagements" ("bid_id", "job_request_id", "employer_id", "talent_id", "status", "started_at")
SELECT "id", "job_request_id", "employer_id", "talent_id", 'active', "updated_at"
FROM "bids" WHERE "status" = 'accepted'
ON CONFLICT ("bid_id") DO NOTHING;
