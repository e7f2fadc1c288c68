import { describe, expect, it } from 'vitest';
import { addMonths, currentPeriod } from './periods';

const d = (iso: string) => new Date(iso);
const period = (anchor: string, kind: 'month' | 'year' | 'lifetime', now: string) => {
  const { start, end } = currentPeriod(d(anchor), kind, d(now));
  return { start: start.toISOString(), end: end?.toISOString() ?? null };
};

describe('addMonths', () => {
  it('keeps the day and time of the anchor', () => {
    expect(addMonths(d('2025-03-15T10:20:30.456Z'), 1).toISOString()).toBe(
      '2025-04-15T10:20:30.456Z',
    );
  });

  it('clamps the 31st to the last day of a shorter month', () => {
    expect(addMonths(d('2025-01-31T00:00:00Z'), 1).toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(addMonths(d('2024-01-31T00:00:00Z'), 1).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(addMonths(d('2025-03-31T00:00:00Z'), 1).toISOString()).toBe('2025-04-30T00:00:00.000Z');
  });

  it('crosses years', () => {
    expect(addMonths(d('2025-12-10T00:00:00Z'), 1).toISOString()).toBe('2026-01-10T00:00:00.000Z');
    expect(addMonths(d('2025-11-30T00:00:00Z'), 3).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
});

describe('currentPeriod', () => {
  it('is the first month right at the anchor', () => {
    expect(period('2025-01-10T12:00:00Z', 'month', '2025-01-10T12:00:00Z')).toEqual({
      start: '2025-01-10T12:00:00.000Z',
      end: '2025-02-10T12:00:00.000Z',
    });
  });

  it('rolls to the next month at the exact end of the previous one', () => {
    expect(period('2025-01-10T12:00:00Z', 'month', '2025-02-10T11:59:59.999Z').start).toBe(
      '2025-01-10T12:00:00.000Z',
    );
    expect(period('2025-01-10T12:00:00Z', 'month', '2025-02-10T12:00:00Z')).toEqual({
      start: '2025-02-10T12:00:00.000Z',
      end: '2025-03-10T12:00:00.000Z',
    });
  });

  it('given an anchor on the 31st, February ends the period on its last day and March returns to the 31st', () => {
    const anchor = '2025-01-31T08:00:00Z';
    expect(period(anchor, 'month', '2025-02-15T00:00:00Z')).toEqual({
      start: '2025-01-31T08:00:00.000Z',
      end: '2025-02-28T08:00:00.000Z',
    });
    expect(period(anchor, 'month', '2025-03-01T00:00:00Z')).toEqual({
      start: '2025-02-28T08:00:00.000Z',
      end: '2025-03-31T08:00:00.000Z',
    });
    // Counting from the anchor, not chaining: April's period still starts on the 31st of March.
    expect(period(anchor, 'month', '2025-04-15T00:00:00Z')).toEqual({
      start: '2025-03-31T08:00:00.000Z',
      end: '2025-04-30T08:00:00.000Z',
    });
  });

  it('in a leap year, an anchor on January 30th gives a period ending on February 29th', () => {
    const anchor = '2024-01-30T00:00:00Z';
    expect(period(anchor, 'month', '2024-02-28T23:00:00Z')).toEqual({
      start: '2024-01-30T00:00:00.000Z',
      end: '2024-02-29T00:00:00.000Z',
    });
    expect(period(anchor, 'month', '2024-02-29T23:00:00Z')).toEqual({
      start: '2024-02-29T00:00:00.000Z',
      end: '2024-03-30T00:00:00.000Z',
    });
  });

  it('given a yearly plan anchored on February 29th, the next years start on February 28th and 2028 on the 29th', () => {
    const anchor = '2024-02-29T00:00:00Z';
    expect(period(anchor, 'year', '2024-12-31T00:00:00Z')).toEqual({
      start: '2024-02-29T00:00:00.000Z',
      end: '2025-02-28T00:00:00.000Z',
    });
    expect(period(anchor, 'year', '2025-02-28T00:00:00Z')).toEqual({
      start: '2025-02-28T00:00:00.000Z',
      end: '2026-02-28T00:00:00.000Z',
    });
    expect(period(anchor, 'year', '2028-03-01T00:00:00Z')).toEqual({
      start: '2028-02-29T00:00:00.000Z',
      end: '2029-02-28T00:00:00.000Z',
    });
  });

  it('many months later, the period is the one containing now', () => {
    const { start, end } = currentPeriod(
      d('2020-05-31T00:00:00Z'),
      'month',
      d('2025-09-30T12:00:00Z'),
    );
    expect(start.toISOString()).toBe('2025-09-30T00:00:00.000Z');
    expect(end?.toISOString()).toBe('2025-10-31T00:00:00.000Z');
  });

  it('before the anchor, the first period is answered', () => {
    expect(period('2025-06-01T00:00:00Z', 'month', '2025-05-01T00:00:00Z')).toEqual({
      start: '2025-06-01T00:00:00.000Z',
      end: '2025-07-01T00:00:00.000Z',
    });
  });

  it('a lifetime period starts at the anchor and never ends', () => {
    expect(period('2025-01-31T00:00:00Z', 'lifetime', '2040-01-01T00:00:00Z')).toEqual({
      start: '2025-01-31T00:00:00.000Z',
      end: null,
    });
  });
});
