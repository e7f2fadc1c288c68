-- Issue 19, search at a million rows.
--
-- 1. The job browse GIN indexes (skills, full text) take every insert into the index itself
--    (fastupdate off): no pending list that grows until autovacuum or work_mem flushes it, which
--    every search would scan linearly in the meantime (30,125 pending entries after a bulk load
--    halved browse's throughput). Inserts pay a little more; reads never depend on maintenance.
--    Entries already pending are flushed now.
ALTER INDEX "job_requests_skills_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "job_requests_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('job_requests_skills_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('job_requests_search_idx'::regclass);--> statement-breakpoint
-- 2. Talent search (`q`: ILIKE '%…%' over name, title and bio) had no index: at 100,000 profiles
--    a query matching few of them read the whole table. Trigram GIN indexes answer substring
--    ILIKE exactly (pg_trgm, a trusted extension of PostgreSQL's contrib, also built into PGlite).
--    One index per column, so the OR of the three becomes a BitmapOr of three index scans.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "users_title_trgm_idx" ON "users" USING gin ("title" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "users_bio_trgm_idx" ON "users" USING gin ("bio" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- 3. Talent search's skill filter: when few recent profiles match (see talentSearchQuery), every
--    match is read through the indexes; a rare skill with a common word reads this one.
CREATE INDEX "users_skills_idx" ON "users" USING gin ("skills") WITH (fastupdate = off);
