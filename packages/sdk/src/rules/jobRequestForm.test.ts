import { describe, expect, it } from 'vitest';
import {
  FIXED_PRICE_LABEL,
  JOB_REQUEST_SAVE_ERROR,
  SUBSCRIPTION_REQUIRED_MESSAGE,
  applyRateType,
  isSubscriptionError,
} from './jobRequestForm';

describe('job request texts', () => {
  it('label the single fixed price field "Fixed Price (USD)"', () => {
    expect(FIXED_PRICE_LABEL).toBe('Fixed Price (USD)');
  });

  it('say "Subscription required" when creating without a subscription', () => {
    expect(SUBSCRIPTION_REQUIRED_MESSAGE).toBe('Subscription required');
  });

  it('say "Failed to save job request" when saving fails without a message', () => {
    expect(JOB_REQUEST_SAVE_ERROR).toBe('Failed to save job request');
  });
});

describe('choosing a rate type', () => {
  it('given fixed, clears minRate and maxRate', () => {
    const values = applyRateType(
      { title: 'x', minRate: 10, maxRate: 20, rateType: 'hourly' },
      'fixed',
    );
    expect(values).toEqual({
      title: 'x',
      minRate: undefined,
      maxRate: undefined,
      rateType: 'fixed',
    });
  });

  it('given another rate type, keeps the entered rates', () => {
    const values = applyRateType({ minRate: 10, maxRate: 20, rateType: 'hourly' }, 'daily');
    expect(values).toEqual({ minRate: 10, maxRate: 20, rateType: 'daily' });
  });
});

describe('a subscription error when saving a job request', () => {
  it('is any HTTP 403', () => {
    expect(isSubscriptionError({ status: 403, message: '403: Forbidden' })).toBe(true);
    expect(isSubscriptionError({ status: 403 })).toBe(true);
  });

  it('is any subscription-related message', () => {
    expect(isSubscriptionError(new Error('Subscription required'))).toBe(true);
    expect(isSubscriptionError({ message: 'Your subscription has expired' })).toBe(true);
    expect(isSubscriptionError({ status: 402, message: 'Active SUBSCRIPTION needed' })).toBe(true);
  });

  it('is not another failure', () => {
    expect(isSubscriptionError({ status: 500, message: '500: Internal Server Error' })).toBe(false);
    expect(isSubscriptionError(new Error('Failed to save job request'))).toBe(false);
    expect(isSubscriptionError({ status: '403' })).toBe(false);
  });

  it('is not a missing or non-object error', () => {
    expect(isSubscriptionError(null)).toBe(false);
    expect(isSubscriptionError(undefined)).toBe(false);
    expect(isSubscriptionError('Subscription required')).toBe(false);
  });
});
