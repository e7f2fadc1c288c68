-- Issue 14: existing subscriptions keep working under the lifecycle. Their anchor is where their
-- periods were counted from; a monthly or yearly plan gets the current period it is in (counted in
-- UTC calendar months from the anchor, as the server's addMonths does), so it renews at that
-- period's end; lifetime never ends; local subscriptions were paid with the succeeding test card.
UPDATE "subscriptions" SET "billing_anchor" = "current_period_start" WHERE "billing_anchor" IS NULL;
--> statement-breakpoint
UPDATE "subscriptions" SET "local_card" = 'succeeds' WHERE "provider" = 'local' AND "local_card" IS NULL;
--> statement-breakpoint
UPDATE "subscriptions" SET "ended_at" = "updated_at" WHERE "status" = 'canceled' AND "ended_at" IS NULL;
--> statement-breakpoint
UPDATE "subscriptions" AS s SET "current_period_end" = NULL
FROM "plans" AS p WHERE p."id" = s."plan_id" AND p."billing_period" = 'lifetime';
--> statement-breakpoint
WITH elapsed AS (
  SELECT s."id",
         s."billing_anchor" AT TIME ZONE 'UTC' AS anchor,
         CASE p."billing_period" WHEN 'year' THEN 12 ELSE 1 END AS step,
         GREATEST(0, (
           extract(year FROM age(now() AT TIME ZONE 'UTC', s."billing_anchor" AT TIME ZONE 'UTC')) * 12
           + extract(month FROM age(now() AT TIME ZONE 'UTC', s."billing_anchor" AT TIME ZONE 'UTC'))
         )::int) AS months
  FROM "subscriptions" AS s JOIN "plans" AS p ON p."id" = s."plan_id"
  WHERE p."billing_period" <> 'lifetime' AND s."status" IN ('active', 'trialing', 'past_due')
), counted AS (
  SELECT "id", anchor, step, months / step AS n FROM elapsed
), periods AS (
  -- age() floors, and a clamped month end (Jan 31 + 1 month = Feb 28) can be one period behind.
  SELECT "id", anchor, step,
         CASE WHEN anchor + make_interval(months => (n + 1) * step) <= now() AT TIME ZONE 'UTC'
              THEN n + 1 ELSE n END AS n
  FROM counted
)
UPDATE "subscriptions" AS s
SET "current_period_start" = (periods.anchor + make_interval(months => periods.n * periods.step)) AT TIME ZONE 'UTC',
    "current_period_end" = (periods.anchor + make_interval(months => (periods.n + 1) * periods.step)) AT TIME ZONE 'UTC'
FROM periods WHERE periods."id" = s."id";
