-- Companies and teams (issue 16). Every employer (and anyone who has job requests or an employer
-- subscription) becomes the owner of a one-person company named after their company name (else
-- their name), which becomes their active company; their job requests and employer subscription
-- are moved to it. Nothing is deleted.
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "company_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active_company_id" integer;--> statement-breakpoint
ALTER TABLE "job_requests" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_active_company_id_companies_id_fk" FOREIGN KEY ("active_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_members_user_idx" ON "company_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_invites_company_idx" ON "company_invites" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "job_requests_company_idx" ON "job_requests" USING btree ("company_id","type","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_company_idx" ON "subscriptions" USING btree ("company_id");--> statement-breakpoint
-- The one-person companies: a temporary column remembers whose each is while they are filled.
ALTER TABLE "companies" ADD COLUMN "migrated_owner_id" integer;--> statement-breakpoint
INSERT INTO "companies" ("name", "logo_url", "migrated_owner_id", "created_at")
SELECT coalesce(nullif(btrim(u."company_name"), ''), u."name"), u."company_logo", u."id", u."created_at"
FROM "users" u
WHERE u."role" = 'employer'
   OR EXISTS (SELECT 1 FROM "job_requests" j WHERE j."employer_id" = u."id")
   OR EXISTS (SELECT 1 FROM "subscriptions" s WHERE s."user_id" = u."id" AND s."account_type" = 'employer')
ORDER BY u."id";--> statement-breakpoint
INSERT INTO "company_members" ("company_id", "user_id", "role", "joined_at")
SELECT c."id", c."migrated_owner_id", 'owner', c."created_at" FROM "companies" c WHERE c."migrated_owner_id" IS NOT NULL;--> statement-breakpoint
UPDATE "users" u SET "active_company_id" = c."id" FROM "companies" c WHERE c."migrated_owner_id" = u."id";--> statement-breakpoint
UPDATE "job_requests" j SET "company_id" = u."active_company_id" FROM "users" u WHERE u."id" = j."employer_id";--> statement-breakpoint
UPDATE "subscriptions" s SET "company_id" = u."active_company_id" FROM "users" u WHERE u."id" = s."user_id" AND s."account_type" = 'employer';--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "migrated_owner_id";--> statement-breakpoint
-- A job request or employer subscription written without a company (an older client of the
-- table, a test fixture) gets its creator's active company.
CREATE OR REPLACE FUNCTION job_requests_fill_company() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.company_id IS NULL THEN
    SELECT active_company_id INTO NEW.company_id FROM users WHERE id = NEW.employer_id;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER job_requests_fill_company BEFORE INSERT ON "job_requests"
FOR EACH ROW EXECUTE FUNCTION job_requests_fill_company();--> statement-breakpoint
-- An employer subscription without a company goes to a company its buyer owns or administers,
-- the active one first.
CREATE OR REPLACE FUNCTION subscriptions_fill_company() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.company_id IS NULL AND NEW.account_type = 'employer' THEN
    SELECT m.company_id INTO NEW.company_id
    FROM company_members m JOIN users u ON u.id = m.user_id
    WHERE m.user_id = NEW.user_id AND m.role IN ('owner', 'admin')
    ORDER BY (m.company_id = u.active_company_id) DESC NULLS LAST, (m.role = 'owner') DESC, m.company_id
    LIMIT 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER subscriptions_fill_company BEFORE INSERT ON "subscriptions"
FOR EACH ROW EXECUTE FUNCTION subscriptions_fill_company();
