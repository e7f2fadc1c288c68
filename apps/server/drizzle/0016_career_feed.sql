-- Issue 17: the career feed — posts (by a person or for a collective), typed reactions (one per
-- person and post), comments with one level of replies, follows (people, collectives, skills)
-- and reports. Hand-written from drizzle-kit's draft (see NOTES).
CREATE TABLE "follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"follower_id" integer NOT NULL,
	"target" text NOT NULL,
	"user_id" integer,
	"collective_id" integer,
	"skill_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_one_target" CHECK (("follows"."target" = 'person' AND "follows"."user_id" IS NOT NULL AND "follows"."collective_id" IS NULL AND "follows"."skill_id" IS NULL) OR ("follows"."target" = 'collective' AND "follows"."collective_id" IS NOT NULL AND "follows"."user_id" IS NULL AND "follows"."skill_id" IS NULL) OR ("follows"."target" = 'skill' AND "follows"."skill_id" IS NOT NULL AND "follows"."user_id" IS NULL AND "follows"."collective_id" IS NULL)),
	CONSTRAINT "follows_not_self" CHECK ("follows"."user_id" IS NULL OR "follows"."user_id" <> "follows"."follower_id")
);
--> statement-breakpoint
CREATE TABLE "post_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"parent_id" integer,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_reactions" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_reactions_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "post_reports" (
	"post_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "post_reports_post_id_reporter_id_pk" PRIMARY KEY("post_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"author_kind" text DEFAULT 'person' NOT NULL,
	"collective_id" integer,
	"kind" text DEFAULT 'update' NOT NULL,
	"body" text NOT NULL,
	"skills" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"job_request_id" integer,
	"event_id" integer,
	"reaction_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"pinned_at" timestamp with time zone,
	"pinned_by" integer,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_collective_author" CHECK ("posts"."author_kind" = 'person' OR "posts"."collective_id" IS NOT NULL),
	CONSTRAINT "posts_collective_visibility" CHECK ("posts"."visibility" <> 'collective' OR "posts"."collective_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_collective_id_collectives_id_fk" FOREIGN KEY ("collective_id") REFERENCES "public"."collectives"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_parent_id_post_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "post_reactions" ADD CONSTRAINT "post_reactions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "post_reactions" ADD CONSTRAINT "post_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_collective_id_collectives_id_fk" FOREIGN KEY ("collective_id") REFERENCES "public"."collectives"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_pinned_by_users_id_fk" FOREIGN KEY ("pinned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "follows_person_idx" ON "follows" USING btree ("follower_id","user_id") WHERE user_id is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "follows_collective_idx" ON "follows" USING btree ("follower_id","collective_id") WHERE collective_id is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "follows_skill_idx" ON "follows" USING btree ("follower_id","skill_id") WHERE skill_id is not null;
--> statement-breakpoint
CREATE INDEX "follows_user_idx" ON "follows" USING btree ("user_id") WHERE user_id is not null;
--> statement-breakpoint
CREATE INDEX "follows_collective_target_idx" ON "follows" USING btree ("collective_id") WHERE collective_id is not null;
--> statement-breakpoint
CREATE INDEX "post_comments_post_idx" ON "post_comments" USING btree ("post_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "post_reports_open_idx" ON "post_reports" USING btree ("created_at") WHERE resolved_at is null;
--> statement-breakpoint
CREATE INDEX "posts_person_idx" ON "posts" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE author_kind = 'person';
--> statement-breakpoint
CREATE INDEX "posts_collective_idx" ON "posts" USING btree ("collective_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE collective_id is not null;
--> statement-breakpoint
CREATE INDEX "posts_public_created_idx" ON "posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visibility = 'public' and hidden_at is null;
--> statement-breakpoint
CREATE INDEX "posts_skills_idx" ON "posts" USING gin ("skills");
--> statement-breakpoint
CREATE INDEX "posts_pinned_idx" ON "posts" USING btree ("pinned_at") WHERE pinned_at is not null;
