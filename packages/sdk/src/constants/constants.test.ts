import { describe, expect, it } from 'vitest';
import { CACHING, CAROUSEL, TEXTS, TIMINGS, TOASTS } from './index';

// These restate SPEC §2, §8 and §9 on purpose: a change here must be a change of the SPEC.
describe('SPEC §9 constants', () => {
  it('caching: fresh 5 min, kept 1 h; subscription 2 min, unread 5 min, saved jobs 30 s', () => {
    expect(CACHING.staleTime).toBe(300_000);
    expect(CACHING.gcTime).toBe(3_600_000);
    expect(CACHING.subscriptionStaleTime).toBe(120_000);
    expect(CACHING.unreadCountsStaleTime).toBe(300_000);
    expect(CACHING.savedJobsStaleTime).toBe(30_000);
  });

  it('the user query: stale 0, one retry after 1000 ms; plans: 3 retries at 1 s', () => {
    expect([CACHING.userStaleTime, CACHING.userRetries, CACHING.userRetryDelay]).toEqual([
      0, 1, 1000,
    ]);
    expect([CACHING.plansRetries, CACHING.plansRetryDelay]).toEqual([3, 1000]);
    expect(CACHING.notificationsRefetchInterval).toBe(300_000);
  });

  it('timings: 100 ms, 500 ms, 50 ms then 200 ms, 80 ms, 2 s', () => {
    expect(TIMINGS).toMatchObject({
      postLoginRefresh: 100,
      paymentReturnRefetch: 500,
      accountSwitchRedirect: 50,
      accountSwitchRefetch: 200,
      hoverPrefetch: 80,
      modalClosableAfter: 2000,
      countdownTick: 1000,
    });
  });

  it('toasts: one at a time, 5 s, removal delay 1,000,000 ms, swipe 50 px, 420 px wide', () => {
    expect(TOASTS).toEqual({
      limit: 1,
      duration: 5000,
      removeDelay: 1_000_000,
      swipeThreshold: 50,
      viewportMaxWidth: 420,
    });
  });

  it('carousel: drag threshold 10, duration 25, 5 s and 4 s', () => {
    expect(CAROUSEL).toEqual({
      dragThreshold: 10,
      duration: 25,
      testimonialInterval: 5000,
      featureInterval: 4000,
    });
  });
});

describe('SPEC texts', () => {
  it('quotes the §8 toasts exactly', () => {
    expect(TEXTS.loginFailed).toBe('Login failed');
    expect(TEXTS.registrationFailed).toBe('Registration failed');
    expect(TEXTS.logoutIssue.description).toBe(
      "You've been logged out, but there might have been an issue with the server. Please refresh the page.",
    );
    expect(TEXTS.subscriptionError).toEqual({
      title: 'Subscription Error',
      description: 'There was a problem initiating your subscription. Please try again.',
    });
    expect(TEXTS.cannotSaveItem).toBe('Cannot save item');
  });

  it('fills the billing period into "Plan Not Available"', () => {
    expect(TEXTS.waitlist.planNotAvailable.description('year')).toBe(
      'No subscription plan found for year billing period. Please try a different option.',
    );
  });

  it('quotes the 404 page of §2', () => {
    expect(TEXTS.notFound).toEqual({
      title: '404 Page Not Found',
      description: "The page you're looking for doesn't exist or has been moved.",
    });
  });
});
