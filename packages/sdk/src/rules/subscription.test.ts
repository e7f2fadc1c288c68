import { describe, expect, it } from 'vitest';
import { ACTIVE_SUBSCRIPTION_STATUSES } from '../vocabulary';
import { isSubscriptionActive } from './subscription';

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
