-- Skill trends at scale (issue 19): how many job requests asked for each skill, per UTC day — the
-- daily rollup GET /api/skill-trends reads for the whole days of its windows (services/skillTrends.ts),
-- instead of unnesting every request of up to 180 days on every call.
--
-- Kept exact in the same transaction as every write of job_requests, whatever the path (the
-- service's create and edit, account deletion's cascade, seeds, bulk loads), by the triggers
-- below: inserts and deletes once per statement over their transition tables (a bulk insert is
-- one grouped upsert, not one per row); updates per row, and only when `skills` or `created_at`
-- changed (status changes and other edits never call the function). Upserts go in (day, skill)
-- order, so two writers never wait on each other's rows in opposite orders. A count that falls
-- to 0 keeps its row (harmless to the sums; the rows stay one per day and skill ever asked for).
CREATE TABLE "skill_demand_days" (
	"day" date NOT NULL,
	"skill_id" integer NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "skill_demand_days_pk" PRIMARY KEY("day","skill_id")
);--> statement-breakpoint
-- The windows' partial days (their first, the one split between the two windows, today) are
-- counted from the requests themselves: one day's rows through this index.
CREATE INDEX "job_requests_created_idx" ON "job_requests" USING btree ("created_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION skill_demand_days_insert() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO skill_demand_days (day, skill_id, requests)
  SELECT (r.created_at AT TIME ZONE 'UTC')::date, k.skill_id, count(*)::int
  FROM new_rows r CROSS JOIN unnest(r.skills) AS k(skill_id)
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (day, skill_id)
  DO UPDATE SET requests = skill_demand_days.requests + excluded.requests;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION skill_demand_days_delete() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO skill_demand_days (day, skill_id, requests)
  SELECT (r.created_at AT TIME ZONE 'UTC')::date, k.skill_id, -count(*)::int
  FROM old_rows r CROSS JOIN unnest(r.skills) AS k(skill_id)
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (day, skill_id)
  DO UPDATE SET requests = skill_demand_days.requests + excluded.requests;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION skill_demand_days_update() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO skill_demand_days (day, skill_id, requests)
  SELECT day, skill_id, sum(delta)::int
  FROM (
    SELECT (OLD.created_at AT TIME ZONE 'UTC')::date AS day, k AS skill_id, -1 AS delta
    FROM unnest(OLD.skills) AS k
    UNION ALL
    SELECT (NEW.created_at AT TIME ZONE 'UTC')::date, k, 1
    FROM unnest(NEW.skills) AS k
  ) changes
  GROUP BY day, skill_id
  HAVING sum(delta) <> 0
  ORDER BY day, skill_id
  ON CONFLICT (day, skill_id)
  DO UPDATE SET requests = skill_demand_days.requests + excluded.requests;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER skill_demand_days_insert AFTER INSERT ON "job_requests"
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION skill_demand_days_insert();--> statement-breakpoint
CREATE TRIGGER skill_demand_days_delete AFTER DELETE ON "job_requests"
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION skill_demand_days_delete();--> statement-breakpoint
CREATE TRIGGER skill_demand_days_update AFTER UPDATE OF skills, created_at ON "job_requests"
FOR EACH ROW
WHEN (OLD.skills IS DISTINCT FROM NEW.skills OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION skill_demand_days_update();--> statement-breakpoint
-- The requests already there, counted under the triggers' lock (CREATE TRIGGER holds off writes
-- to job_requests until the migration commits, so none is missed or counted twice).
INSERT INTO skill_demand_days (day, skill_id, requests)
SELECT (r.created_at AT TIME ZONE 'UTC')::date, k.skill_id, count(*)::int
FROM job_requests r CROSS JOIN unnest(r.skills) AS k(skill_id)
GROUP BY 1, 2;;--> statement-breakpoint
-- Supply, the same way: how many talent profiles list each skill today, kept by triggers on users
-- (inserts and deletes per statement; updates per row, only when `role` or `skills` changed — a
-- sign-in, a profile edit without skills, a last-seen touch never call it). GET
-- /api/skill-trends reads the skills it returns here instead of counting every talent profile.
CREATE TABLE "skill_supply" (
	"skill_id" integer PRIMARY KEY NOT NULL,
	"talents" integer NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION skill_supply_insert() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO skill_supply (skill_id, talents)
  SELECT k.skill_id, count(*)::int
  FROM new_rows u CROSS JOIN unnest(u.skills) AS k(skill_id)
  WHERE u.role = 'talent'
  GROUP BY 1
  ORDER BY 1
  ON CONFLICT (skill_id) DO UPDATE SET talents = skill_supply.talents + excluded.talents;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION skill_supply_delete() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO skill_supply (skill_id, talents)
  SELECT k.skill_id, -count(*)::int
  FROM old_rows u CROSS JOIN unnest(u.skills) AS k(skill_id)
  WHERE u.role = 'talent'
  GROUP BY 1
  ORDER BY 1
  ON CONFLICT (skill_id) DO UPDATE SET talents = skill_supply.talents + excluded.talents;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION skill_supply_update() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO skill_supply (skill_id, talents)
  SELECT skill_id, sum(delta)::int
  FROM (
    SELECT k AS skill_id, -1 AS delta FROM unnest(OLD.skills) AS k WHERE OLD.role = 'talent'
    UNION ALL
    SELECT k, 1 FROM unnest(NEW.skills) AS k WHERE NEW.role = 'talent'
  ) changes
  GROUP BY skill_id
  HAVING sum(delta) <> 0
  ORDER BY skill_id
  ON CONFLICT (skill_id) DO UPDATE SET talents = skill_supply.talents + excluded.talents;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER skill_supply_insert AFTER INSERT ON "users"
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION skill_supply_insert();--> statement-breakpoint
CREATE TRIGGER skill_supply_delete AFTER DELETE ON "users"
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION skill_supply_delete();--> statement-breakpoint
CREATE TRIGGER skill_supply_update AFTER UPDATE OF role, skills ON "users"
FOR EACH ROW
WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.skills IS DISTINCT FROM NEW.skills)
EXECUTE FUNCTION skill_supply_update();--> statement-breakpoint
INSERT INTO skill_supply (skill_id, talents)
SELECT k.skill_id, count(*)::int
FROM users u CROSS JOIN unnest(u.skills) AS k(skill_id)
WHERE u.role = 'talent'
GROUP BY 1;
