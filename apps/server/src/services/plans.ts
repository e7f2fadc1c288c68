/**
 * The plan catalogue (SPEC §3, §9): product configuration upserted at every start, not demo data.
 * Employer plans come from the sdk's `EMPLOYER_PLANS`; talent "Lite" prices are chosen so the
 * sdk's label `TEXTS.plans.liteAnnual` is true: 12 × $9 = $108 a year against $31, 1 − 31/108 = 71 %.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { BILLING_PERIODS, EMPLOYER_PLANS, type BillingPeriod } from '@hireloop/sdk';
import type { Plan, Role } from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../db';
import { plans } from '../db/schema';
import type { ServiceDeps } from './deps';

export type PlanRow = typeof plans.$inferSelect;

/** Talent "Lite" prices in cents (SPEC §9 shows none; see the file comment for the 71 %). */
export const TALENT_LITE_PRICES = {
  month: 900,
  year: 3100,
  lifetime: 7900,
} as const satisfies Record<BillingPeriod, number>;

const PERIOD_WORDS = { month: 'Monthly', year: 'Annual', lifetime: 'Lifetime' } as const;
const QUOTA_WORDS = { month: 'per month', year: 'per year' } as const;
const many = (n: number | null, word: string) => `${n ?? 'Unlimited'} ${word}${n === 1 ? '' : 's'}`;

/** `employer-month` → `STRIPE_PRICE_EMPLOYER_MONTH`. */
export const priceEnvName = (planId: string) =>
  `STRIPE_PRICE_${planId.toUpperCase().replace(/-/g, '_')}`;

/** The catalogue rows; Stripe price ids from `STRIPE_PRICE_<PLAN_ID>` or a local stand-in. */
export function planCatalogue(env: NodeJS.ProcessEnv = process.env): PlanRow[] {
  const priceId = (id: string) => env[priceEnvName(id)] || `price_local_${id.replace(/-/g, '_')}`;
  const employer = BILLING_PERIODS.map((period, index): PlanRow => {
    const plan = EMPLOYER_PLANS[period];
    const id = `employer-${period}`;
    const { job, project, task } = plan.quota;
    return {
      id,
      role: 'employer',
      name: `Employer ${PERIOD_WORDS[period]}`,
      description:
        period === 'lifetime'
          ? 'Unlimited jobs, projects and tasks, paid once.'
          : `${many(job, 'job')}, ${many(project, 'project')} and ${many(task, 'task')} ${QUOTA_WORDS[period]}.`,
      priceCents: plan.priceCents,
      interval: plan.interval,
      billingPeriod: period,
      stripePriceId: priceId(id),
      jobLimit: job,
      projectLimit: project,
      taskLimit: task,
      sortOrder: index,
    };
  });
  const talent = BILLING_PERIODS.map((period, index): PlanRow => {
    const id = `talent-${period}`;
    return {
      id,
      role: 'talent',
      name: `Lite ${PERIOD_WORDS[period]}`,
      description:
        period === 'lifetime'
          ? 'Skip the waitlist and browse every opportunity, paid once.'
          : `Skip the waitlist and browse every opportunity, billed ${period === 'month' ? 'monthly' : 'yearly'}.`,
      priceCents: TALENT_LITE_PRICES[period],
      interval: EMPLOYER_PLANS[period].interval,
      billingPeriod: period,
      stripePriceId: priceId(id),
      // Talent do not post requests.
      jobLimit: 0,
      projectLimit: 0,
      taskLimit: 0,
      sortOrder: index,
    };
  });
  return [...employer, ...talent];
}

/** The API shape of a plan (planSchema). */
export const toPlan = (row: PlanRow): Plan => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.priceCents,
  interval: row.interval,
  stripePriceId: row.stripePriceId,
  role: row.role,
});

/**
 * @param env where `STRIPE_PRICE_<PLAN_ID>` are read. @default process.env
 */
export function createPlanService(deps: ServiceDeps, env: NodeJS.ProcessEnv = process.env) {
  const { db } = deps;
  return {
    /** Upserts the catalogue (idempotent: run at every start). */
    async ensure(): Promise<void> {
      const rows = planCatalogue(env);
      await db.transaction(async (tx) => {
        // A Stripe price id moved between plans must not collide on the unique index mid-upsert.
        for (const row of rows) {
          await tx
            .update(plans)
            .set({ stripePriceId: `${row.stripePriceId}#moving-${row.id}` })
            .where(sql`${plans.stripePriceId} = ${row.stripePriceId} and ${plans.id} <> ${row.id}`);
        }
        for (const row of rows) {
          const { id: _id, ...set } = row;
          await tx.insert(plans).values(row).onConflictDoUpdate({ target: plans.id, set });
        }
      });
    },

    /** The plans of a role, ordered month, year, lifetime. */
    async list(role: Role): Promise<PlanRow[]> {
      return db
        .select()
        .from(plans)
        .where(eq(plans.role, role))
        .orderBy(asc(plans.sortOrder), asc(plans.id));
    },

    /** Pass `q` inside a transaction (PGlite has one connection: a query outside `tx` would wait forever). */
    async byId(id: string, q: Db | Tx = db): Promise<PlanRow | null> {
      const [row] = await q.select().from(plans).where(eq(plans.id, id));
      return row ?? null;
    },

    async byStripePriceId(stripePriceId: string, q: Db | Tx = db): Promise<PlanRow | null> {
      const [row] = await q.select().from(plans).where(eq(plans.stripePriceId, stripePriceId));
      return row ?? null;
    },
  };
}
export type PlanService = ReturnType<typeof createPlanService>;
