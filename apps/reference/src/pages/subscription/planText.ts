import {
  EMPLOYER_PLANS,
  findPlanForPeriod,
  periodForInterval,
  TALENT_LITE_ANNUAL_LABEL,
  type AccountType,
  type BillingPeriod,
  type Plan,
} from '@hireloop/sdk';
import type { SubscriptionStatus } from '@hireloop/sdk/schemas';
import { EMPLOYER_PLAN_NAMES, employerPlanFeatures, type PlanCardProps } from '@hireloop/ui';

/** Lite's period choices as the waitlist modal names them; annual is SPEC §9's `TEXTS.plans.liteAnnual`. */
export const TALENT_PERIOD_LABELS: Readonly<Record<BillingPeriod, string>> = {
  month: 'Monthly',
  year: TALENT_LITE_ANNUAL_LABEL,
  lifetime: 'Lifetime',
};

/** How a period is billed (designed). */
export const BILLING_WORDS: Readonly<Record<BillingPeriod, string>> = {
  month: 'Billed monthly',
  year: 'Billed yearly',
  lifetime: 'One-time payment, lifetime access',
};

type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline' | 'success' | 'warning';

/** Each status as the page shows it (designed; SPEC §4 names only the active ones). */
export const STATUS_BADGES: Readonly<
  Record<SubscriptionStatus, { label: string; variant: BadgeVariant }>
> = {
  active: { label: 'Active', variant: 'success' },
  trialing: { label: 'Trial', variant: 'success' },
  lifetime: { label: 'Lifetime', variant: 'success' },
  none: { label: 'No subscription', variant: 'secondary' },
  incomplete: { label: 'Checkout not finished', variant: 'warning' },
  past_due: { label: 'Payment overdue', variant: 'warning' },
  canceled: { label: 'Canceled', variant: 'secondary' },
};

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Mar 4, 2025" in the reader's time zone (the lists' date style). */
export const formatDay = (iso: string): string => dayFormat.format(new Date(iso));

/** The plan's name from the catalogue ("Employer Yearly", "Lite Annual"), or the period's name. */
export function planNameFor(
  accountType: AccountType,
  period: BillingPeriod,
  plans: readonly Plan[] | null | undefined,
): string {
  const plan = plans ? findPlanForPeriod(plans, period) : undefined;
  if (plan) return plan.name;
  return accountType === 'employer' ? EMPLOYER_PLAN_NAMES[period] : TALENT_PERIOD_LABELS[period];
}

/** A plan as a PlanCard shows it: employer plans from the sdk's EMPLOYER_PLANS, Lite from the catalogue. */
export function planCardProps(
  plan: Plan,
): Pick<PlanCardProps, 'name' | 'priceCents' | 'interval' | 'badge' | 'description' | 'features'> {
  const period = periodForInterval(plan.interval);
  if (plan.role === 'employer') {
    const employer = EMPLOYER_PLANS[period];
    return {
      name: EMPLOYER_PLAN_NAMES[period],
      priceCents: employer.priceCents,
      interval: employer.interval,
      badge: employer.badge,
      features: employerPlanFeatures(period),
    };
  }
  return {
    name: TALENT_PERIOD_LABELS[period],
    priceCents: plan.price,
    interval: plan.interval,
    description: plan.description,
  };
}
