import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES } from '../vocabulary';
import {
  subscriptionQuerySchema,
  subscriptionRenewalSchema,
  subscriptionResponseSchema,
} from './subscription';

const monthly = {
  subscriptionType: 'employer',
  jobLimit: 1,
  consumedJobs: 0,
  projectLimit: 3,
  consumedProjects: 1,
  taskLimit: 5,
  consumedTasks: 2,
  billingPeriod: 'month',
  currentPeriodEnd: '2025-02-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  nextPaymentAttemptAt: null,
};

describe('subscription statuses', () => {
  it('holds the active ones of SPEC §4 and the inactive ones', () => {
    expect(SUBSCRIPTION_STATUSES).toEqual([
      'active',
      'trialing',
      'lifetime',
      'none',
      'incomplete',
      'past_due',
      'canceled',
    ]);
  });
});

describe('subscription response', () => {
  it('parses status and the subscription object of SPEC §3', () => {
    expect(subscriptionResponseSchema.parse({ status: 'active', subscription: monthly })).toEqual({
      status: 'active',
      subscription: monthly,
    });
  });

  it('reads a null limit as unlimited (lifetime)', () => {
    const lifetime = {
      ...monthly,
      jobLimit: null,
      projectLimit: null,
      taskLimit: null,
      billingPeriod: 'lifetime',
      currentPeriodEnd: null,
    };
    expect(
      subscriptionResponseSchema.parse({ status: 'lifetime', subscription: lifetime }).subscription
        ?.jobLimit,
    ).toBeNull();
  });

  it('answers status none with no subscription object', () => {
    expect(
      subscriptionResponseSchema.parse({ status: 'none', subscription: null }).subscription,
    ).toBeNull();
  });

  it('refuses a status outside the list and a negative count', () => {
    expect(
      subscriptionResponseSchema.safeParse({ status: 'paid', subscription: null }).success,
    ).toBe(false);
    expect(
      subscriptionResponseSchema.safeParse({
        status: 'active',
        subscription: { ...monthly, consumedJobs: -1 },
      }).success,
    ).toBe(false);
  });

  it('asks for the account type talent or employer', () => {
    expect(subscriptionQuerySchema.parse({ accountType: 'talent' })).toEqual({
      accountType: 'talent',
    });
    expect(subscriptionQuerySchema.safeParse({ accountType: 'admin' }).success).toBe(false);
  });

  it('carries the lifecycle: cancel at period end and the next payment attempt of a past-due plan', () => {
    const pastDue = {
      ...monthly,
      cancelAtPeriodEnd: true,
      nextPaymentAttemptAt: '2025-02-02T00:00:00.000Z',
    };
    expect(
      subscriptionResponseSchema.parse({ status: 'past_due', subscription: pastDue }).subscription,
    ).toEqual(pastDue);
    const { cancelAtPeriodEnd: _missing, ...without } = monthly;
    expect(
      subscriptionResponseSchema.safeParse({ status: 'active', subscription: without }).success,
    ).toBe(false);
  });
});

describe('subscription renewal body', () => {
  it('takes the account type and the cancel-at-period-end flag, both required', () => {
    expect(
      subscriptionRenewalSchema.parse({ accountType: 'employer', cancelAtPeriodEnd: true }),
    ).toEqual({ accountType: 'employer', cancelAtPeriodEnd: true });
    expect(subscriptionRenewalSchema.safeParse({ accountType: 'employer' }).success).toBe(false);
    expect(
      subscriptionRenewalSchema.safeParse({ accountType: 'admin', cancelAtPeriodEnd: false })
        .success,
    ).toBe(false);
  });
});
