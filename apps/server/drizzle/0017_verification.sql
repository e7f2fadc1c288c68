-- Issue 18: verification — one row per person and kind (email, company domain, identity,
-- portfolio) with its state, the documents under review (files in the storage module, deleted
-- when the review is decided) and the append-only audit log of admin decisions.
CREATE TABLE "verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"email" text,
	"domain" text,
	"token_hash" text,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verifications_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "verifications_rejected_reason" CHECK ("verifications"."state" <> 'rejected' or "verifications"."reason" is not null),
	CONSTRAINT "verifications_company_domain" CHECK ("verifications"."kind" <> 'company_domain' or ("verifications"."email" is not null and "verifications"."domain" is not null))
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"verification_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "verification_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"verification_id" integer,
	"subject_id" integer NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_verification_id_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."verifications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "verification_audit" ADD CONSTRAINT "verification_audit_verification_id_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."verifications"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "verification_audit" ADD CONSTRAINT "verification_audit_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "verification_audit" ADD CONSTRAINT "verification_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_user_kind_idx" ON "verifications" USING btree ("user_id","kind");
--> statement-breakpoint
CREATE INDEX "verifications_queue_idx" ON "verifications" USING btree ("submitted_at","id") WHERE "verifications"."state" = 'pending' and "verifications"."kind" in ('identity', 'portfolio');
--> statement-breakpoint
CREATE INDEX "verifications_verified_idx" ON "verifications" USING btree ("user_id","kind") WHERE "verifications"."state" = 'verified';
--> statement-breakpoint
CREATE INDEX "verifications_expires_idx" ON "verifications" USING btree ("expires_at") WHERE "verifications"."state" in ('pending', 'verified') and "verifications"."expires_at" is not null;
--> statement-breakpoint
CREATE INDEX "verification_documents_verification_idx" ON "verification_documents" USING btree ("verification_id","id");
--> statement-breakpoint
CREATE INDEX "verification_audit_at_idx" ON "verification_audit" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);
