import { LIFETIME_PLAN_BADGE, YEAR_PLAN_BADGE } from '../constants/texts';
import type { BillingPeriod, JobRequestType, PlanInterval } from '../vocabulary';
import { formatCount } from './numbers';

/** Requests of each type a plan allows; `null` is unlimited. */
export type Quota = Readonly<Record<JobRequestType, number | null>>;

/** The shape every entry of {@link EMPLOYER_PLANS} satisfies. */
export interface EmployerPlan {
  readonly period: BillingPeriod;
  readonly interval: PlanInterval;
  readonly priceCents: number;
  readonly badge: string | null;
  readonly quota: Quota;
}

/**
 * SPEC §9 "Employer plans": "$99 per month; $840 per year (a badge); $2,499 lifetime one-time
 * (a badge). Quotas: monthly 1 job, 3 projects, 5 tasks; yearly 12 jobs, 36 projects, 60
 * tasks; lifetime unlimited." Prices are in cents as plans carry them (SPEC §3); an unlimited
 * quota is `null`, which survives JSON. Badges are `null` where SPEC shows none.
 */
export const EMPLOYER_PLANS = {
  month: {
    period: 'month',
    interval: 'month',
    priceCents: 9900,
    badge: null,
    quota: { job: 1, project: 3, task: 5 },
  },
  year: {
    period: 'year',
    interval: 'year',
    priceCents: 84000,
    badge: YEAR_PLAN_BADGE,
    quota: { job: 12, project: 36, task: 60 },
  },
  lifetime: {
    period: 'lifetime',
    interval: 'one-time',
    priceCents: 249900,
    badge: LIFETIME_PLAN_BADGE,
    quota: { job: null, project: null, task: null },
  },
} as const satisfies Record<BillingPeriod, EmployerPlan>;

/**
 * SPEC §9: "Marketing text says 9 job requests per month (differs from the monthly quota of 1 job;
 * both readings stand)". 9 = 1 job + 3 projects + 5 tasks: the marketing figure counts every
 * request type of the monthly quota together.
 */
export const MARKETING_JOB_REQUESTS_PER_MONTH = 9;

/** SPEC §9 "Talent Lite": the annual label, defined with the other texts (`TEXTS`). */
export { TALENT_LITE_ANNUAL_LABEL } from '../constants/texts';

/** Requests of each type a billing period allows; `null` means unlimited (SPEC §9). */
export const quotaFor = (period: BillingPeriod): Quota => EMPLOYER_PLANS[period].quota;

/** The plan interval that bills a period: lifetime is paid `one-time` (SPEC §9). */
export const intervalForPeriod = (period: BillingPeriod): PlanInterval =>
  EMPLOYER_PLANS[period].interval;

/** The billing period of a plan interval: `one-time` is lifetime (SPEC §9). */
export const periodForInterval = (interval: PlanInterval): BillingPeriod =>
  interval === 'one-time' ? 'lifetime' : interval;

/**
 * The first plan billed for `period`, or `undefined`. SPEC §8: "No plan for the employer billing
 * period: an error is thrown and only logged" — throwing is the caller's job.
 */
export const findPlanForPeriod = <P extends { interval: PlanInterval }>(
  plans: readonly P[],
  period: BillingPeriod,
): P | undefined => plans.find((plan) => plan.interval === intervalForPeriod(period));

/**
 * Usage of a subscription (SPEC §3: "jobLimit, consumedJobs, projectLimit, consumedProjects,
 * taskLimit, consumedTasks"); a `null` limit is unlimited, a missing consumed count is 0.
 */
export interface QuotaUsage {
  jobLimit: number | null;
  consumedJobs?: number | null;
  projectLimit: number | null;
  consumedProjects?: number | null;
  taskLimit: number | null;
  consumedTasks?: number | null;
}

/**
 * Requests of `type` still allowed: the limit minus what was consumed, never below 0; `null`
 * when the limit is unlimited (lifetime, SPEC §9).
 */
export function remainingQuota(usage: QuotaUsage, type: JobRequestType): number | null {
  const [limit, consumed] =
    type === 'job'
      ? [usage.jobLimit, usage.consumedJobs]
      : type === 'project'
        ? [usage.projectLimit, usage.consumedProjects]
        : [usage.taskLimit, usage.consumedTasks];
  return limit === null ? null : Math.max(limit - (consumed ?? 0), 0);
}

/** Whether one more request of `type` fits the quota (unlimited always fits). */
export const hasQuotaFor = (usage: QuotaUsage, type: JobRequestType): boolean => {
  const left = remainingQuota(usage, type);
  return left === null || left > 0;
};

/** SPEC §9 "Talent Lite": "prices come from plans in cents, divided by 100". */
export const centsToDollars = (cents: number): number => cents / 100;

/**
 * A plan price for display, in US dollars with en-US grouping: whole dollars without decimals
 * (9900 → "$99", 249900 → "$2,499"), otherwise two decimals (999 → "$9.99").
 */
export function formatPrice(cents: number): string {
  const whole = Math.trunc(centsToDollars(Math.abs(cents)));
  const rest = Math.abs(cents) % 100;
  const decimals = rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${cents < 0 ? '-' : ''}$${formatCount(whole)}${decimals}`;
}
