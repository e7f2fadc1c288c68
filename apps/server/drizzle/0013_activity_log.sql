CREATE TABLE "activity_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"company_id" integer,
	"job_request_id" integer NOT NULL,
	"bid_id" integer,
	"bid_kind" text,
	"talent_id" integer
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The history the log can be rebuilt from: requests posted, closed or filled, bids sent and
-- decided (at their last update), and each bid's first reply in the pair's direct conversation.
INSERT INTO "activity_events" ("at", "kind", "actor_id", "company_id", "job_request_id")
SELECT "created_at", 'request_created', "employer_id", "company_id", "id" FROM "job_requests";--> statement-breakpoint
INSERT INTO "activity_events" ("at", "kind", "actor_id", "company_id", "job_request_id")
SELECT "updated_at", 'request_' || "status", "employer_id", "company_id", "id" FROM "job_requests"
WHERE "status" IN ('closed', 'filled');--> statement-breakpoint
INSERT INTO "activity_events" ("at", "kind", "actor_id", "company_id", "job_request_id", "bid_id", "bid_kind", "talent_id")
SELECT b."created_at", 'bid_created', CASE WHEN b."kind" = 'outreach' THEN b."employer_id" ELSE b."talent_id" END,
	jr."company_id", b."job_request_id", b."id", b."kind", b."talent_id"
FROM "bids" b JOIN "job_requests" jr ON jr."id" = b."job_request_id";--> statement-breakpoint
INSERT INTO "activity_events" ("at", "kind", "actor_id", "company_id", "job_request_id", "bid_id", "bid_kind", "talent_id")
SELECT b."updated_at", 'bid_' || b."status",
	CASE WHEN (b."status" = 'withdrawn') = (b."kind" = 'outreach') THEN b."employer_id" ELSE b."talent_id" END,
	jr."company_id", b."job_request_id", b."id", b."kind", b."talent_id"
FROM "bids" b JOIN "job_requests" jr ON jr."id" = b."job_request_id"
WHERE b."status" IN ('accepted', 'declined', 'withdrawn');--> statement-breakpoint
INSERT INTO "activity_events" ("at", "kind", "actor_id", "company_id", "job_request_id", "bid_id", "bid_kind", "talent_id")
SELECT r."created_at", 'message_replied', r."sender_id", jr."company_id", b."job_request_id", b."id", b."kind", b."talent_id"
FROM "bids" b
JOIN "job_requests" jr ON jr."id" = b."job_request_id"
JOIN LATERAL (
	SELECT m."created_at", m."sender_id"
	FROM "messages" m
	JOIN "conversations" c ON c."id" = m."conversation_id" AND c."kind" = 'direct'
	JOIN "conversation_members" other ON other."conversation_id" = m."conversation_id"
		AND other."user_id" = CASE WHEN b."kind" = 'proposal' THEN b."talent_id" ELSE b."employer_id" END
	WHERE m."sender_id" = CASE WHEN b."kind" = 'proposal' THEN b."employer_id" ELSE b."talent_id" END
		AND m."created_at" >= b."created_at"
	ORDER BY m."created_at", m."id"
	LIMIT 1
) r ON true;--> statement-breakpoint
CREATE INDEX "activity_events_company_at_idx" ON "activity_events" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "activity_events_company_id_idx" ON "activity_events" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "activity_events_request_at_idx" ON "activity_events" USING btree ("job_request_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_events_view_day_idx" ON "activity_events" USING btree ("job_request_id","actor_id",(("at" at time zone 'UTC')::date)) WHERE kind = 'request_viewed';--> statement-breakpoint
CREATE UNIQUE INDEX "activity_events_reply_idx" ON "activity_events" USING btree ("bid_id") WHERE kind = 'message_replied';
