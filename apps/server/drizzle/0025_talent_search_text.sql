-- Issue 19, talent search (the seventh pass). `q` matched each profile with three ILIKEs (name,
-- title, bio): walking the 2,000 most recently updated profiles cost 21 ms of PostgreSQL CPU on
-- the 2-core machine, 17 of them folding case. One stored column, the three lower-cased one per
-- line, makes it one LIKE over text already folded (3.5 ms for the same walk on a copy of the
-- bench's 100,000 profiles). Its trigram index answers the same LIKE when a search reads every
-- match; it replaces the bio's, which only talent search used (people search keeps name's and
-- title's). The column is never selected for an answer.
DROP INDEX "users_bio_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || chr(10) || coalesce(title, '') || chr(10) || coalesce(bio, ''))) STORED;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);
