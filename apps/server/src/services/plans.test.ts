import { EMPLOYER_PLANS, TALENT_LITE_ANNUAL_LABEL } from '@hireloop/sdk';
import { describe, expect, it } from 'vitest';
import { planCatalogue, priceEnvName, TALENT_LITE_PRICES } from './plans';

describe('the plan catalogue', () => {
  it('builds the employer plans from the sdk: prices in cents and quotas 1/3/5, 12/36/60, unlimited', () => {
    const employer = planCatalogue({}).filter((plan) => plan.role === 'employer');
    expect(
      employer.map((plan) => [
        plan.id,
        plan.priceCents,
        plan.interval,
        plan.jobLimit,
        plan.projectLimit,
        plan.taskLimit,
      ]),
    ).toEqual([
      ['employer-month', EMPLOYER_PLANS.month.priceCents, 'month', 1, 3, 5],
      ['employer-year', EMPLOYER_PLANS.year.priceCents, 'year', 12, 36, 60],
      ['employer-lifetime', EMPLOYER_PLANS.lifetime.priceCents, 'one-time', null, null, null],
    ]);
  });

  it('prices Talent Lite so that the annual saving is the one the sdk label states', () => {
    const saving = Math.round(
      (1 - TALENT_LITE_PRICES.year / (12 * TALENT_LITE_PRICES.month)) * 100,
    );
    expect(TALENT_LITE_ANNUAL_LABEL).toBe(`Annual (Save ${saving}%)`);
  });

  it('gives talent plans no request quota', () => {
    const talent = planCatalogue({}).filter((plan) => plan.role === 'talent');
    expect(talent.map((plan) => plan.id)).toEqual([
      'talent-month',
      'talent-year',
      'talent-lifetime',
    ]);
    for (const plan of talent)
      expect([plan.jobLimit, plan.projectLimit, plan.taskLimit]).toEqual([0, 0, 0]);
  });

  it('takes Stripe price ids from STRIPE_PRICE_<PLAN_ID>, else a local stand-in', () => {
    expect(priceEnvName('employer-month')).toBe('STRIPE_PRICE_EMPLOYER_MONTH');
    const plans = planCatalogue({ STRIPE_PRICE_TALENT_YEAR: 'price_123' });
    expect(plans.find((plan) => plan.id === 'talent-year')?.stripePriceId).toBe('price_123');
    expect(plans.find((plan) => plan.id === 'employer-month')?.stripePriceId).toBe(
      'price_local_employer_month',
    );
  });
});
