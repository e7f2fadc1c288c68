import { describe, expect, it } from 'vitest';
import { rateWithin } from './rates';

describe('rateWithin (the rate a seeded bid quotes)', () => {
  it('sits inside the request range, in its unit and rounded as people quote it', () => {
    const annual = { minRate: 85_000, maxRate: 120_000, rateType: 'annual' as const };
    expect(rateWithin(annual, 0)).toBe(85_000);
    expect(rateWithin(annual, 0.5)).toBe(103_000);
    expect(rateWithin(annual, 1)).toBe(120_000);
    expect(rateWithin({ minRate: 60, maxRate: 90, rateType: 'hourly' }, 0.55)).toBe(77);
  });

  it('takes a typical range for the unit when the request names none, and keeps to one end', () => {
    expect(rateWithin({ minRate: null, maxRate: null, rateType: 'hourly' }, 0)).toBe(60);
    expect(rateWithin({ minRate: null, maxRate: null, rateType: 'annual' }, 1)).toBe(140_000);
    expect(rateWithin({ minRate: 50, maxRate: null, rateType: 'hourly' }, 0)).toBe(50);
    expect(rateWithin({ minRate: null, maxRate: 40, rateType: 'hourly' }, 1)).toBe(40);
  });

  it('never leaves the range, whatever the share or the rounding', () => {
    const narrow = { minRate: 90_100, maxRate: 90_400, rateType: 'annual' as const };
    expect(rateWithin(narrow, 0.5)).toBeGreaterThanOrEqual(90_100);
    expect(rateWithin(narrow, 0.5)).toBeLessThanOrEqual(90_400);
    expect(rateWithin({ minRate: 60, maxRate: 90, rateType: 'hourly' }, 7)).toBe(90);
    expect(rateWithin({ minRate: 60, maxRate: 90, rateType: 'hourly' }, -1)).toBe(60);
  });
});
