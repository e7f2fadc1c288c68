import { describe, expect, it } from 'vitest';
import { ACTIVE_SUBSCRIPTION_STATUSES } from '../vocabulary';
import { RENEWAL_RETRY_DAYS, isSubscriptionActive, nextRenewalAttempt } from './subscription';

const employerSubscription = (status: string) => ({
  status,
  subscription: { subscriptionType: 'employer' },
});

describe('an active subscription', () => {
  it('has status active, trialing or lifetime', () => {
    expect(ACTIVE_SUBSCRIPTION_STATUSES).toEqual(['active', 'trialing', 'lifetime']);
  });

  it('is active for each active status when the type matches the account type', () => {
    expect(isSubscriptionActive(employerSubscription('active'), 'employer')).toBe(true);
    expect(isSubscriptionActive(employerSubscription('trialing'), 'employer')).toBe(true);
    expect(isSubscriptionActive(employerSubscription('lifetime'), 'employer')).toBe(true);
  });

  it('is not active for other statuses', () => {
    expect(isSubscriptionActive(employerSubscription('canceled'), 'employer')).toBe(false);
    expect(isSubscriptionActive(employerSubscription('past_due'), 'employer')).toBe(false);
    expect(isSubscriptionActive(employerSubscription('inactive'), 'employer')).toBe(false);
    expect(isSubscriptionActive(employerSubscription('Active'), 'employer')).toBe(false);
  });

  it('given an employer subscription, the talent account is not active', () => {
    expect(isSubscriptionActive(employerSubscription('active'), 'talent')).toBe(false);
  });

  it('given a talent subscription, the talent account is active', () => {
    const response = { status: 'active', subscription: { subscriptionType: 'talent' } };
    expect(isSubscriptionActive(response, 'talent')).toBe(true);
    expect(isSubscriptionActive(response, 'employer')).toBe(false);
  });

  it('is not active without a response or a subscription object', () => {
    expect(isSubscriptionActive(null, 'employer')).toBe(false);
    expect(isSubscriptionActive(undefined, 'talent')).toBe(false);
    expect(isSubscriptionActive({ status: 'active' }, 'employer')).toBe(false);
    expect(isSubscriptionActive({ status: 'active', subscription: null }, 'employer')).toBe(false);
    expect(isSubscriptionActive({ status: 'active', subscription: {} }, 'employer')).toBe(false);
    expect(isSubscriptionActive({}, 'employer')).toBe(false);
  });
});

describe('nextRenewalAttempt', () => {
  const end = new Date('2025-03-31T08:00:00Z');
  it('retries 1, 3 and 7 days after the period ended, then gives up', () => {
    expect(RENEWAL_RETRY_DAYS).toEqual([1, 3, 7]);
    expect(nextRenewalAttempt(end, 1)?.toISOString()).toBe('2025-04-01T08:00:00.000Z');
    expect(nextRenewalAttempt(end, 2)?.toISOString()).toBe('2025-04-03T08:00:00.000Z');
    expect(nextRenewalAttempt(end, 3)?.toISOString()).toBe('2025-04-07T08:00:00.000Z');
    expect(nextRenewalAttempt(end, 4)).toBeNull();
  });
});
