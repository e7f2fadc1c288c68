-- Issue 19, search at a million rows (part 3): browse's recent search table.
--
-- A search with `q` or skills reads first the matches among the active public requests of the
-- last BROWSE_RECENT_DAYS (services/jobRequests/browse.ts). Through job_requests' own GIN index
-- that read decoded the posting lists of every request ever posted (a common word's or skill's
-- tens of thousands of entries at a million rows) and then one heap page per match. This table
-- holds only what browse filters on (the search vector, skills, type, rates, location type,
-- experience) of those recent requests, with a GIN index of its own: a few weeks of postings, not
-- years, in narrow rows; the page's rows are then read from job_requests by id. Replayed on the search bench's browse rotation at a
-- million rows (300 queries, one at a time), the SQL per search went from 19.8 to 5.3 ms on
-- average, p99 48.8 to 10.6 ms; the bench's PostgreSQL CPU per search from 16.0 to 4.3 ms.
--
-- It holds exactly the active public requests created at or after `job_requests_recent_since.since`,
-- whatever writes job_requests (the services, account deletion's cascade, seeds, bulk loads):
-- - inserts, once per statement over the transition table (a bulk insert is one INSERT … SELECT);
-- - updates, per row and only when a column it holds or depends on changed (status, target, title
--   or description through `search`, skills, created_at, the filters' columns): the row leaves,
--   and comes back if it still belongs;
-- - deletes, by the foreign key's cascade.
-- The triggers read `since` FOR SHARE, and the scheduler's prune (job-requests.recent-prune) moves
-- it on with an UPDATE before deleting what fell behind: a write and a prune never interleave, so
-- no row older than `since` stays and none newer is missing.
CREATE TABLE "job_requests_recent" (
	"id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search" "tsvector",
	"skills" integer[] NOT NULL,
	"type" text NOT NULL,
	"min_rate" numeric(12, 2),
	"max_rate" numeric(12, 2),
	"location_type" text,
	"experience" text
);
--> statement-breakpoint
CREATE TABLE "job_requests_recent_since" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- 0023's BRIN index on created_at served only the step this table replaces.
DROP INDEX "job_requests_created_brin_idx";--> statement-breakpoint
ALTER TABLE "job_requests_recent" ADD CONSTRAINT "job_requests_recent_id_job_requests_id_fk" FOREIGN KEY ("id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- BROWSE_RECENT_DAYS (60) back from now; the first prune moves it on by the server's clock.
INSERT INTO "job_requests_recent_since" ("one", "since") VALUES (true, now() - interval '60 days');--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_requests_recent_insert() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO job_requests_recent
    (id, created_at, search, skills, type, min_rate, max_rate, location_type, experience)
  SELECT r.id, r.created_at, r.search, r.skills, r.type, r.min_rate, r.max_rate, r.location_type, r.experience
  FROM new_rows r
  WHERE r.status = 'active' AND r.request_target = 'public'
    AND r.created_at >= (SELECT s.since FROM job_requests_recent_since s FOR SHARE);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_requests_recent_update() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM job_requests_recent WHERE id = OLD.id;
  IF NEW.status = 'active' AND NEW.request_target = 'public'
    AND NEW.created_at >= (SELECT s.since FROM job_requests_recent_since s FOR SHARE) THEN
    INSERT INTO job_requests_recent
      (id, created_at, search, skills, type, min_rate, max_rate, location_type, experience)
    VALUES (NEW.id, NEW.created_at, NEW.search, NEW.skills, NEW.type, NEW.min_rate, NEW.max_rate,
      NEW.location_type, NEW.experience);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER job_requests_recent_insert AFTER INSERT ON "job_requests"
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION job_requests_recent_insert();--> statement-breakpoint
CREATE TRIGGER job_requests_recent_update AFTER UPDATE ON "job_requests"
FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status
  OR OLD.request_target IS DISTINCT FROM NEW.request_target
  OR OLD.search IS DISTINCT FROM NEW.search
  OR OLD.skills IS DISTINCT FROM NEW.skills
  OR OLD.created_at IS DISTINCT FROM NEW.created_at
  OR OLD.type IS DISTINCT FROM NEW.type
  OR OLD.min_rate IS DISTINCT FROM NEW.min_rate
  OR OLD.max_rate IS DISTINCT FROM NEW.max_rate
  OR OLD.location_type IS DISTINCT FROM NEW.location_type
  OR OLD.experience IS DISTINCT FROM NEW.experience)
EXECUTE FUNCTION job_requests_recent_update();--> statement-breakpoint
-- The requests already there, under the triggers' lock (CREATE TRIGGER holds off writes to
-- job_requests until the migration commits, so none is missed or added twice); the index after
-- the rows.
INSERT INTO "job_requests_recent"
  ("id", "created_at", "search", "skills", "type", "min_rate", "max_rate", "location_type", "experience")
SELECT r.id, r.created_at, r.search, r.skills, r.type, r.min_rate, r.max_rate, r.location_type, r.experience
FROM "job_requests" r
WHERE r.status = 'active' AND r.request_target = 'public'
  AND r.created_at >= (SELECT s.since FROM "job_requests_recent_since" s);--> statement-breakpoint
CREATE INDEX "job_requests_recent_search_skills_idx" ON "job_requests_recent" USING gin ("search","skills") WITH (fastupdate = off);
