-- Services marketplace (issue 18): services, orders, their timelines and reviews; engagements may
-- now start from an order (bid_id and job_request_id nullable, order_id, exactly one source).
CREATE TABLE "marketplace_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_kind" text NOT NULL,
	"talent_id" integer,
	"collective_id" integer,
	"delivered_by_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"skills" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"tiers" jsonb NOT NULL,
	"add_ons" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"starting_price" integer NOT NULL,
	"fastest_delivery_days" integer NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"completed_orders" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_services_seller_check" CHECK (("marketplace_services"."seller_kind" = 'talent' and "marketplace_services"."talent_id" is not null and "marketplace_services"."collective_id" is null) or ("marketplace_services"."seller_kind" = 'collective' and "marketplace_services"."collective_id" is not null and "marketplace_services"."talent_id" is null)),
	CONSTRAINT "marketplace_services_status_check" CHECK ("marketplace_services"."status" in ('draft', 'published', 'paused')),
	CONSTRAINT "marketplace_services_rating_check" CHECK ("marketplace_services"."rating_count" >= 0 and "marketplace_services"."rating_sum" between "marketplace_services"."rating_count" and 5 * "marketplace_services"."rating_count")
);
--> statement-breakpoint
CREATE TABLE "marketplace_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"delivered_by_id" integer NOT NULL,
	"state" text DEFAULT 'pending_payment' NOT NULL,
	"tier_index" integer NOT NULL,
	"tier" jsonb NOT NULL,
	"add_ons" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb,
	"total" integer NOT NULL,
	"delivery_days" integer NOT NULL,
	"revisions_allowed" integer NOT NULL,
	"revisions_used" integer DEFAULT 0 NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"provider" text NOT NULL,
	"checkout_id" text NOT NULL,
	"provider_session_id" text,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"requirements_due_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"auto_complete_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"conversation_id" integer,
	"dispute_opened_by" text,
	"dispute_reason" text,
	"disputed_at" timestamp with time zone,
	"dispute_resolution" text,
	"dispute_note" text,
	"dispute_resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_orders_checkout_id_unique" UNIQUE("checkout_id"),
	CONSTRAINT "marketplace_orders_state_check" CHECK ("marketplace_orders"."state" in ('pending_payment', 'awaiting_requirements', 'in_progress', 'delivered', 'revision_requested', 'completed', 'cancelled', 'disputed')),
	CONSTRAINT "marketplace_orders_payment_check" CHECK ("marketplace_orders"."payment_status" in ('unpaid', 'paid', 'refunded')),
	CONSTRAINT "marketplace_orders_revisions_check" CHECK ("marketplace_orders"."revisions_used" >= 0 and "marketplace_orders"."revisions_used" <= "marketplace_orders"."revisions_allowed"),
	CONSTRAINT "marketplace_orders_total_check" CHECK ("marketplace_orders"."total" >= 0),
	CONSTRAINT "marketplace_orders_paid_check" CHECK ("marketplace_orders"."state" in ('pending_payment', 'cancelled') or "marketplace_orders"."paid_at" is not null),
	CONSTRAINT "marketplace_orders_parties_check" CHECK ("marketplace_orders"."buyer_id" <> "marketplace_orders"."delivered_by_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"side" text NOT NULL,
	"author_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_reviews_rating_check" CHECK ("marketplace_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "marketplace_services" ADD CONSTRAINT "marketplace_services_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_services" ADD CONSTRAINT "marketplace_services_collective_id_collectives_id_fk" FOREIGN KEY ("collective_id") REFERENCES "public"."collectives"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_services" ADD CONSTRAINT "marketplace_services_delivered_by_id_users_id_fk" FOREIGN KEY ("delivered_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_service_id_marketplace_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."marketplace_services"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_delivered_by_id_users_id_fk" FOREIGN KEY ("delivered_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_order_events" ADD CONSTRAINT "marketplace_order_events_order_id_marketplace_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."marketplace_orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_order_events" ADD CONSTRAINT "marketplace_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_reviews" ADD CONSTRAINT "marketplace_reviews_order_id_marketplace_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."marketplace_orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_reviews" ADD CONSTRAINT "marketplace_reviews_service_id_marketplace_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."marketplace_services"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_reviews" ADD CONSTRAINT "marketplace_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_reviews" ADD CONSTRAINT "marketplace_reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "marketplace_services_status_idx" ON "marketplace_services" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "marketplace_services_talent_idx" ON "marketplace_services" USING btree ("talent_id");
--> statement-breakpoint
CREATE INDEX "marketplace_services_collective_idx" ON "marketplace_services" USING btree ("collective_id");
--> statement-breakpoint
CREATE INDEX "marketplace_services_skills_idx" ON "marketplace_services" USING gin ("skills");
--> statement-breakpoint
CREATE INDEX "marketplace_orders_buyer_idx" ON "marketplace_orders" USING btree ("buyer_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "marketplace_orders_delivered_by_idx" ON "marketplace_orders" USING btree ("delivered_by_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "marketplace_orders_service_idx" ON "marketplace_orders" USING btree ("service_id");
--> statement-breakpoint
CREATE INDEX "marketplace_orders_requirements_due_idx" ON "marketplace_orders" USING btree ("requirements_due_at") WHERE "marketplace_orders"."state" = 'awaiting_requirements';
--> statement-breakpoint
CREATE INDEX "marketplace_orders_auto_complete_idx" ON "marketplace_orders" USING btree ("auto_complete_at") WHERE "marketplace_orders"."state" = 'delivered';
--> statement-breakpoint
CREATE INDEX "marketplace_orders_disputed_idx" ON "marketplace_orders" USING btree ("disputed_at") WHERE "marketplace_orders"."state" = 'disputed';
--> statement-breakpoint
CREATE INDEX "marketplace_order_events_order_idx" ON "marketplace_order_events" USING btree ("order_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_reviews_order_side_idx" ON "marketplace_reviews" USING btree ("order_id","side");
--> statement-breakpoint
CREATE INDEX "marketplace_reviews_service_idx" ON "marketplace_reviews" USING btree ("service_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "marketplace_reviews_subject_idx" ON "marketplace_reviews" USING btree ("subject_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
ALTER TABLE "engagements" ALTER COLUMN "bid_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "engagements" ALTER COLUMN "job_request_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "order_id" integer;
--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_order_id_marketplace_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."marketplace_orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_order_id_unique" UNIQUE("order_id");
--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_one_source" CHECK (("engagements"."bid_id" is not null and "engagements"."job_request_id" is not null and "engagements"."order_id" is null) or ("engagements"."order_id" is not null and "engagements"."bid_id" is null and "engagements"."job_request_id" is null));
