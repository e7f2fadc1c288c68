import { describe, expect, it } from 'vitest';
import { PERIOD_LENGTH_MESSAGE, PERIOD_ORDER_MESSAGE } from '../rules/insights';
import { formatZodError } from './errors';
import {
  activityPageSchema,
  benchmarksQuerySchema,
  benchmarksSchema,
  insightsQuerySchema,
} from './insights';

function fieldErrors(input: unknown) {
  const result = insightsQuerySchema.safeParse(input);
  return result.success ? {} : formatZodError(result.error, { input }).fieldErrors;
}

describe('the insights query', () => {
  it('takes a period and a job request from query-string text, blanks as unset', () => {
    expect(
      insightsQuerySchema.parse({ from: '2026-01-01', to: '2026-01-31', jobRequestId: '12' }),
    ).toEqual({ from: '2026-01-01', to: '2026-01-31', jobRequestId: 12 });
    expect(insightsQuerySchema.parse({ from: '', to: '', jobRequestId: '' })).toEqual({});
  });

  it('names the field of a reversed or too long period', () => {
    expect(fieldErrors({ from: '2026-02-01', to: '2026-01-31' })).toEqual({
      to: [PERIOD_ORDER_MESSAGE],
    });
    expect(fieldErrors({ from: '2024-01-01', to: '2026-01-31' })).toEqual({
      from: [PERIOD_LENGTH_MESSAGE],
    });
  });

  it('refuses what is not a day or an id, on its field', () => {
    const errors = fieldErrors({ from: '01/02/2026', to: '2026-02-30', jobRequestId: 'x' });
    expect(Object.keys(errors).sort()).toEqual(['from', 'jobRequestId', 'to']);
  });
});

describe('the benchmarks query and answer', () => {
  it('needs a skill; the rate type defaults to hourly', () => {
    expect(benchmarksQuerySchema.parse({ skill: '3' })).toEqual({ skill: 3, rateType: 'hourly' });
    expect(benchmarksQuerySchema.safeParse({}).success).toBe(false);
    expect(benchmarksQuerySchema.safeParse({ skill: 3, rateType: 'yearly' }).success).toBe(false);
  });

  it('quartiles may be null below the minimum sample', () => {
    const empty = { sample: 2, p25: null, p50: null, p75: null };
    expect(
      benchmarksSchema.safeParse({
        skill: { id: 1, name: 'TypeScript' },
        rateType: 'hourly',
        minSample: 5,
        requests: empty,
        acceptedBids: { sample: 5, p25: 40, p50: 50, p75: 60 },
      }).success,
    ).toBe(true);
  });
});

describe('the activity page', () => {
  it('names its people, or null for a deleted account', () => {
    expect(
      activityPageSchema.safeParse({
        items: [
          {
            id: 1,
            at: '2026-01-02T03:04:05.000Z',
            kind: 'bid_created',
            actor: null,
            jobRequest: { id: 2, title: 'Designer' },
            bidId: 3,
            talent: { id: 4, name: 'Ada' },
          },
        ],
        nextCursor: null,
      }).success,
    ).toBe(true);
  });
});
