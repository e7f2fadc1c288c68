import {
  EMPLOYER_PLANS,
  findPlanForPeriod,
  periodForInterval,
  type AccountType,
  type BillingPeriod,
  type Plan,
} from '@hireloop/sdk';
import {
  EMPLOYER_PLAN_NAMES,
  employerPlanFeatures,
  LITE_PERIOD_LABELS,
  type PlanCardProps,
} from '@hireloop/ui';

/** The plan's name from the catalogue ("Employer Yearly", "Lite Annual"), or the period's name. */
export function planNameFor(
  accountType: AccountType,
  period: BillingPeriod,
  plans: readonly Plan[] | null | undefined,
): string {
  const plan = plans ? findPlanForPeriod(plans, period) : undefined;
  if (plan) return plan.name;
  return accountType === 'employer' ? EMPLOYER_PLAN_NAMES[period] : LITE_PERIOD_LABELS[period];
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
    name: LITE_PERIOD_LABELS[period],
    priceCents: plan.price,
    interval: plan.interval,
    description: plan.description,
  };
}
