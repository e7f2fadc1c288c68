-- Events (issue 17): events hosted by a company, a collective or the platform. New tables only.
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"online_url" text,
	"address" text,
	"host_kind" text NOT NULL,
	"host_company_id" integer,
	"host_collective_id" integer,
	"created_by" integer,
	"skills" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"join_mode" text DEFAULT 'open' NOT NULL,
	"capacity" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_ends_after_starts" CHECK ("events"."ends_at" >= "events"."starts_at"),
	CONSTRAINT "events_host" CHECK (("events"."host_kind" = 'company' AND "events"."host_company_id" IS NOT NULL AND "events"."host_collective_id" IS NULL) OR ("events"."host_kind" = 'collective' AND "events"."host_collective_id" IS NOT NULL AND "events"."host_company_id" IS NULL) OR ("events"."host_kind" = 'platform' AND "events"."host_company_id" IS NULL AND "events"."host_collective_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_company_id_companies_id_fk" FOREIGN KEY ("host_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_collective_id_collectives_id_fk" FOREIGN KEY ("host_collective_id") REFERENCES "public"."collectives"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "events_listing_idx" ON "events" USING btree ("status","visibility","starts_at","id");
--> statement-breakpoint
CREATE INDEX "events_company_idx" ON "events" USING btree ("host_company_id");
--> statement-breakpoint
CREATE INDEX "events_collective_idx" ON "events" USING btree ("host_collective_id");
--> statement-breakpoint
CREATE INDEX "events_skills_idx" ON "events" USING gin ("skills");
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"check_in_code" text NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_user_idx" ON "event_registrations" USING btree ("event_id","user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_code_idx" ON "event_registrations" USING btree ("event_id","check_in_code");
--> statement-breakpoint
CREATE INDEX "event_registrations_event_state_idx" ON "event_registrations" USING btree ("event_id","state","id");
--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "event_registrations_offers_idx" ON "event_registrations" USING btree ("offer_expires_at");
