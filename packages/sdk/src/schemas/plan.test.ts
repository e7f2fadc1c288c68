import { describe, expect, it } from 'vitest';
import { BILLING_PERIODS, PLAN_INTERVALS } from '../vocabulary';
import { planListSchema, planSchema, plansQuerySchema } from './plan';

const plan = {
  id: 'employer-month',
  name: 'Employer monthly',
  description: '1 job, 3 projects, 5 tasks',
  price: 9900,
  interval: 'month',
  stripePriceId: 'price_123',
  role: 'employer',
};

describe('plans', () => {
  it('has the intervals month, year and one-time (SPEC §3)', () => {
    expect(PLAN_INTERVALS).toEqual(['month', 'year', 'one-time']);
  });

  it('has the billing periods month, year and lifetime (SPEC §4)', () => {
    expect(BILLING_PERIODS).toEqual(['month', 'year', 'lifetime']);
  });

  it('parses a plan with its price in cents', () => {
    expect(planSchema.parse(plan)).toEqual(plan);
    expect(
      planListSchema.parse([plan, { ...plan, id: 'employer-lifetime', interval: 'one-time' }]),
    ).toHaveLength(2);
  });

  it('refuses a fractional price or an unknown interval', () => {
    expect(planSchema.safeParse({ ...plan, price: 99.5 }).success).toBe(false);
    expect(planSchema.safeParse({ ...plan, interval: 'week' }).success).toBe(false);
  });

  it('refuses an answer that is not a list', () => {
    expect(planListSchema.safeParse({ plans: [plan] }).success).toBe(false);
  });

  it('reads the role and the optional talent timestamp from the query string', () => {
    expect(plansQuerySchema.parse({ role: 'talent', timestamp: '1700000000000' })).toEqual({
      role: 'talent',
      timestamp: 1700000000000,
    });
    expect(plansQuerySchema.parse({ role: 'employer' })).toEqual({ role: 'employer' });
  });
});
