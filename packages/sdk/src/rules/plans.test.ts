import { describe, expect, it } from 'vitest';
import { BILLING_PERIODS, DEFAULT_BILLING_PERIOD, PLAN_INTERVALS } from '../vocabulary';
import {
  EMPLOYER_PLANS,
  MARKETING_JOB_REQUESTS_PER_MONTH,
  TALENT_LITE_ANNUAL_LABEL,
  centsToDollars,
  findPlanForPeriod,
  formatPrice,
  hasQuotaFor,
  intervalForPeriod,
  periodForInterval,
  quotaFor,
  remainingQuota,
  type QuotaUsage,
} from './plans';

const monthlyUsage = (consumed: Partial<QuotaUsage> = {}): QuotaUsage => ({
  jobLimit: 1,
  consumedJobs: 0,
  projectLimit: 3,
  consumedProjects: 0,
  taskLimit: 5,
  consumedTasks: 0,
  ...consumed,
});

const lifetimeUsage: QuotaUsage = {
  jobLimit: null,
  consumedJobs: 40,
  projectLimit: null,
  consumedProjects: 80,
  taskLimit: null,
  consumedTasks: 120,
};

describe('billing periods', () => {
  it('are month, year and lifetime, month by default', () => {
    expect(BILLING_PERIODS).toEqual(['month', 'year', 'lifetime']);
    expect(DEFAULT_BILLING_PERIOD).toBe('month');
  });

  it('map to the plan intervals month, year and one-time', () => {
    expect(PLAN_INTERVALS).toEqual(['month', 'year', 'one-time']);
    expect(intervalForPeriod('month')).toBe('month');
    expect(intervalForPeriod('year')).toBe('year');
    expect(intervalForPeriod('lifetime')).toBe('one-time');
    expect(periodForInterval('month')).toBe('month');
    expect(periodForInterval('year')).toBe('year');
    expect(periodForInterval('one-time')).toBe('lifetime');
  });
});

describe('employer plans', () => {
  it('cost $99 a month, $840 a year ("Save 30%") and $2,499 once for life ("Best Value")', () => {
    expect(EMPLOYER_PLANS).toEqual({
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
        badge: 'Save 30%',
        quota: { job: 12, project: 36, task: 60 },
      },
      lifetime: {
        period: 'lifetime',
        interval: 'one-time',
        priceCents: 249900,
        badge: 'Best Value',
        quota: { job: null, project: null, task: null },
      },
    });
  });

  it('give a monthly quota of 1 job, 3 projects and 5 tasks', () => {
    expect(quotaFor('month')).toEqual({ job: 1, project: 3, task: 5 });
  });

  it('give a yearly quota of 12 jobs, 36 projects and 60 tasks', () => {
    expect(quotaFor('year')).toEqual({ job: 12, project: 36, task: 60 });
  });

  it('give an unlimited lifetime quota, written as null so it survives JSON', () => {
    expect(quotaFor('lifetime')).toEqual({ job: null, project: null, task: null });
    expect(JSON.parse(JSON.stringify(quotaFor('lifetime')))).toEqual(quotaFor('lifetime'));
  });

  it('advertise 9 job requests a month, the sum of the monthly quota (1 + 3 + 5)', () => {
    expect(MARKETING_JOB_REQUESTS_PER_MONTH).toBe(9);
    const { job, project, task } = EMPLOYER_PLANS.month.quota;
    expect(job + project + task).toBe(MARKETING_JOB_REQUESTS_PER_MONTH);
  });
});

describe('remaining quota', () => {
  it('given a monthly plan with no job posted, the first job is allowed', () => {
    expect(remainingQuota(monthlyUsage(), 'job')).toBe(1);
    expect(hasQuotaFor(monthlyUsage(), 'job')).toBe(true);
  });

  it('given a monthly plan, the second job is refused', () => {
    const usage = monthlyUsage({ consumedJobs: 1 });
    expect(remainingQuota(usage, 'job')).toBe(0);
    expect(hasQuotaFor(usage, 'job')).toBe(false);
  });

  it('given a monthly plan with 2 projects posted, one more project is allowed', () => {
    const usage = monthlyUsage({ consumedProjects: 2 });
    expect(remainingQuota(usage, 'project')).toBe(1);
    expect(hasQuotaFor(usage, 'project')).toBe(true);
  });

  it('given a monthly plan, the sixth task is refused', () => {
    const usage = monthlyUsage({ consumedTasks: 5 });
    expect(remainingQuota(usage, 'task')).toBe(0);
    expect(hasQuotaFor(usage, 'task')).toBe(false);
  });

  it('counts each type against its own limit', () => {
    const usage = monthlyUsage({ consumedJobs: 1 });
    expect(hasQuotaFor(usage, 'project')).toBe(true);
    expect(hasQuotaFor(usage, 'task')).toBe(true);
  });

  it('never goes below 0 when more was consumed than allowed', () => {
    expect(remainingQuota(monthlyUsage({ consumedTasks: 9 }), 'task')).toBe(0);
  });

  it('reads a missing consumed count as 0', () => {
    expect(remainingQuota(monthlyUsage({ consumedProjects: null }), 'project')).toBe(3);
    expect(remainingQuota(monthlyUsage({ consumedTasks: undefined }), 'task')).toBe(5);
  });

  it('given a lifetime plan, is unlimited (null) and always allows more', () => {
    expect(remainingQuota(lifetimeUsage, 'job')).toBeNull();
    expect(remainingQuota(lifetimeUsage, 'project')).toBeNull();
    expect(remainingQuota(lifetimeUsage, 'task')).toBeNull();
    expect(hasQuotaFor(lifetimeUsage, 'job')).toBe(true);
    expect(hasQuotaFor(lifetimeUsage, 'task')).toBe(true);
  });
});

describe('finding the plan for a billing period', () => {
  const plans = [
    { id: 1, interval: 'month', price: 9900 },
    { id: 2, interval: 'year', price: 84000 },
    { id: 3, interval: 'one-time', price: 249900 },
  ] as const;

  it('matches month, year and the one-time lifetime plan', () => {
    expect(findPlanForPeriod(plans, 'month')?.id).toBe(1);
    expect(findPlanForPeriod(plans, 'year')?.id).toBe(2);
    expect(findPlanForPeriod(plans, 'lifetime')?.id).toBe(3);
  });

  it('gives undefined when no plan is billed for the period, for the caller to throw', () => {
    expect(findPlanForPeriod([plans[0]], 'lifetime')).toBeUndefined();
    expect(findPlanForPeriod([], 'month')).toBeUndefined();
  });
});

describe('talent Lite', () => {
  it('labels the annual option "Annual (Save 71%)"', () => {
    expect(TALENT_LITE_ANNUAL_LABEL).toBe('Annual (Save 71%)');
  });
});

describe('prices', () => {
  it('come from plans in cents, divided by 100', () => {
    expect(centsToDollars(9900)).toBe(99);
    expect(centsToDollars(84000)).toBe(840);
    expect(centsToDollars(249900)).toBe(2499);
    expect(centsToDollars(999)).toBe(9.99);
  });

  it('show whole dollars without decimals and with en-US grouping', () => {
    expect(formatPrice(9900)).toBe('$99');
    expect(formatPrice(84000)).toBe('$840');
    expect(formatPrice(249900)).toBe('$2,499');
    expect(formatPrice(0)).toBe('$0');
  });

  it('show two decimals otherwise', () => {
    expect(formatPrice(999)).toBe('$9.99');
    expect(formatPrice(1050)).toBe('$10.50');
    expect(formatPrice(123456)).toBe('$1,234.56');
  });

  it('format each employer plan price', () => {
    expect(formatPrice(EMPLOYER_PLANS.month.priceCents)).toBe('$99');
    expect(formatPrice(EMPLOYER_PLANS.year.priceCents)).toBe('$840');
    expect(formatPrice(EMPLOYER_PLANS.lifetime.priceCents)).toBe('$2,499');
  });
});
