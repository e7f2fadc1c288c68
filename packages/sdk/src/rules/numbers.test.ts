import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers';
import { formatPrice } from './plans';

describe('formatCount', () => {
  it('prints what toLocaleString("en-US") prints', () => {
    const values = [
      0, 1, 7, 12, 999, 1000, 1001, 12_980, 99_999, 100_000, 1_234_567, 2_000_000_000, 2.5, 0.125,
      1234.5678, 0.0004, 0.0005, -1, -1234.5, 41.999, 9_007_199_254_740,
    ];
    for (const value of values) expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
  });

  it('prints a negative that rounds to zero as 0 (Intl prints "-0")', () => {
    expect(formatCount(-0.0001)).toBe('0');
  });

  it('spells out what is not a number', () => {
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(Infinity)).toBe('Infinity');
  });
});

describe('formatPrice', () => {
  it('prints what Intl prints for US dollars', () => {
    for (const cents of [0, 5, 99, 100, 999, 9900, 24_900, 249_900, 123_456_78, 1_000_000_00]) {
      const digits = cents % 100 === 0 ? 0 : 2;
      const intl = (cents / 100).toLocaleString('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      expect(formatPrice(cents)).toBe(intl);
    }
  });
});
