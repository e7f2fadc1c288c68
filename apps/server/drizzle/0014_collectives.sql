-- Collectives (issue 17): collectives and their memberships. New tables only; nothing existing changes.
CREATE TABLE "collective_members" (
	"collective_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"state" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collective_members_collective_id_user_id_pk" PRIMARY KEY("collective_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "collectives" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo_key" text,
	"tagline" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"skills" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"rate_min" integer,
	"rate_max" integer,
	"join_policy" text DEFAULT 'request' NOT NULL,
	"conversation_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collectives_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "collective_members" ADD CONSTRAINT "collective_members_collective_id_collectives_id_fk" FOREIGN KEY ("collective_id") REFERENCES "public"."collectives"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "collective_members" ADD CONSTRAINT "collective_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "collective_members" ADD CONSTRAINT "collective_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "collectives" ADD CONSTRAINT "collectives_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "collectives" ADD CONSTRAINT "collectives_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "collective_members_user_idx" ON "collective_members" USING btree ("user_id","state");
--> statement-breakpoint
CREATE INDEX "collectives_skills_idx" ON "collectives" USING gin ("skills");
--> statement-breakpoint
CREATE INDEX "collectives_created_idx" ON "collectives" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE TABLE "collective_contacts" (
	"collective_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collective_contacts_collective_id_user_id_pk" PRIMARY KEY("collective_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "collective_contacts" ADD CONSTRAINT "collective_contacts_collective_id_collectives_id_fk" FOREIGN KEY ("collective_id") REFERENCES "public"."collectives"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "collective_contacts" ADD CONSTRAINT "collective_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "collective_contacts" ADD CONSTRAINT "collective_contacts_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "collective_members_one_owner_idx" ON "collective_members" USING btree ("collective_id") WHERE "collective_members"."role" = 'owner' and "collective_members"."state" = 'active';
