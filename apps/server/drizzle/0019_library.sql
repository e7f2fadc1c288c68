-- Issue 18: the library — resources (guides, templates, checklists, video links; some need a
-- plan), their files (in the storage module), ordered collections and each person's progress.
-- Hand-written from drizzle-kit's draft (see NOTES).
CREATE TABLE "library_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"required_plan" text DEFAULT 'none' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"video_url" text,
	"skills" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_resources_video_url" CHECK ("library_resources"."kind" <> 'video' OR "library_resources"."video_url" IS NOT NULL),
	CONSTRAINT "library_resources_published_at" CHECK ("library_resources"."status" <> 'published' OR "library_resources"."published_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "library_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_attachments_size" CHECK ("library_attachments"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "library_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_collections_published_at" CHECK ("library_collections"."status" <> 'published' OR "library_collections"."published_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "library_collection_items" (
	"collection_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "library_collection_items_collection_id_resource_id_pk" PRIMARY KEY("collection_id","resource_id"),
	CONSTRAINT "library_collection_items_position" CHECK ("library_collection_items"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "library_progress" (
	"user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"state" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "library_progress_user_id_resource_id_pk" PRIMARY KEY("user_id","resource_id"),
	CONSTRAINT "library_progress_state" CHECK ("library_progress"."state" IN ('started', 'completed')),
	CONSTRAINT "library_progress_completed_at" CHECK (("library_progress"."state" = 'completed') = ("library_progress"."completed_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "library_resources" ADD CONSTRAINT "library_resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_attachments" ADD CONSTRAINT "library_attachments_resource_id_library_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."library_resources"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_collections" ADD CONSTRAINT "library_collections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_collection_items" ADD CONSTRAINT "library_collection_items_collection_id_library_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."library_collections"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_collection_items" ADD CONSTRAINT "library_collection_items_resource_id_library_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."library_resources"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_progress" ADD CONSTRAINT "library_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "library_progress" ADD CONSTRAINT "library_progress_resource_id_library_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."library_resources"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "library_resources_listing_idx" ON "library_resources" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "library_resources_skills_idx" ON "library_resources" USING gin ("skills");
--> statement-breakpoint
CREATE UNIQUE INDEX "library_attachments_storage_key_idx" ON "library_attachments" USING btree ("storage_key");
--> statement-breakpoint
CREATE INDEX "library_attachments_resource_idx" ON "library_attachments" USING btree ("resource_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "library_collection_items_position_idx" ON "library_collection_items" USING btree ("collection_id","position");
--> statement-breakpoint
CREATE INDEX "library_collection_items_resource_idx" ON "library_collection_items" USING btree ("resource_id");
