import { describe, expect, it } from 'vitest';
import { INSIGHTS_PERIOD_DAYS_MAX, RATE_BENCHMARK_MIN_SAMPLE } from '../vocabulary';
import {
  conversionPercent,
  growthPercent,
  hasEnoughRates,
  median,
  percentile,
  PERIOD_LENGTH_MESSAGE,
  PERIOD_ORDER_MESSAGE,
  periodDays,
  periodProblem,
  quartiles,
  resolveInsightsPeriod,
  toCsv,
} from './insights';

describe('conversion and growth', () => {
  it('conversion is the share in percent with one decimal, null from nothing', () => {
    expect(conversionPercent(1, 3)).toBe(33.3);
    expect(conversionPercent(2, 3)).toBe(66.7);
    expect(conversionPercent(5, 5)).toBe(100);
    expect(conversionPercent(0, 4)).toBe(0);
    expect(conversionPercent(3, 0)).toBeNull();
  });

  it('growth is against the previous period, null without a base', () => {
    expect(growthPercent(15, 10)).toBe(50);
    expect(growthPercent(5, 10)).toBe(-50);
    expect(growthPercent(10, 10)).toBe(0);
    expect(growthPercent(1, 3)).toBe(-66.7);
    expect(growthPercent(7, 0)).toBeNull();
  });
});

describe('percentiles', () => {
  it('interpolate between the closest ranks like percentile_cont', () => {
    expect(percentile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(percentile([40, 10, 30, 20], 0.5)).toBe(25);
    expect(percentile([10, 20, 30, 40], 0.75)).toBe(32.5);
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([1, 2, 3], 0)).toBe(1);
    expect(percentile([1, 2, 3], 1)).toBe(3);
    expect(percentile([], 0.5)).toBeNull();
  });

  it('the median of an odd count is the middle value, of an even one the mean of the two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('quartiles give p25, p50 and p75 without changing the input', () => {
    const values = [50, 10, 40, 20, 30];
    expect(quartiles(values)).toEqual({ p25: 20, p50: 30, p75: 40 });
    expect(values).toEqual([50, 10, 40, 20, 30]);
    expect(quartiles([])).toEqual({ p25: null, p50: null, p75: null });
  });

  it('a benchmark needs the minimum sample', () => {
    expect(hasEnoughRates(RATE_BENCHMARK_MIN_SAMPLE)).toBe(true);
    expect(hasEnoughRates(RATE_BENCHMARK_MIN_SAMPLE - 1)).toBe(false);
  });
});

describe('the period', () => {
  const today = new Date('2026-03-15T18:30:00Z');

  it('defaults to the 30 days ending today, with the 30 before as the previous period', () => {
    expect(resolveInsightsPeriod({}, today)).toEqual({
      from: '2026-02-14',
      to: '2026-03-15',
      days: 30,
      previousFrom: '2026-01-15',
      previousTo: '2026-02-13',
      bucket: 'day',
    });
  });

  it('takes the ends given, both included, and buckets long periods by week', () => {
    expect(resolveInsightsPeriod({ from: '2026-03-01', to: '2026-03-01' }, today)).toMatchObject({
      days: 1,
      previousFrom: '2026-02-28',
      previousTo: '2026-02-28',
    });
    expect(resolveInsightsPeriod({ from: '2025-01-01', to: '2025-12-31' }, today)).toMatchObject({
      days: 365,
      bucket: 'week',
    });
  });

  it('counts days across month ends and leap days', () => {
    expect(periodDays('2024-02-28', '2024-03-01')).toBe(3);
    expect(periodDays('2026-03-02', '2026-03-01')).toBe(0);
  });

  it('names the field of a period that is reversed or too long', () => {
    expect(periodProblem('2026-03-02', '2026-03-01')).toEqual({
      field: 'to',
      message: PERIOD_ORDER_MESSAGE,
    });
    expect(periodProblem('2024-01-01', '2026-01-01')).toEqual({
      field: 'from',
      message: PERIOD_LENGTH_MESSAGE,
    });
    const longest = resolveInsightsPeriod({ to: '2026-12-31' }, today);
    expect(periodProblem(longest.from, longest.to)).toBeNull();
    expect(PERIOD_LENGTH_MESSAGE).toContain(String(INSIGHTS_PERIOD_DAYS_MAX));
  });
});

describe('CSV', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['Stage', 'Count'],
        [
          ['Views', 12],
          ['Bids', 3],
        ],
      ),
    ).toBe('Stage,Count\r\nViews,12\r\nBids,3\r\n');
  });

  it('quotes commas, quotes, line breaks and outer spaces, doubling quotes', () => {
    expect(toCsv(['a'], [['x,y'], ['say "hi"'], ['two\nlines'], [' padded']])).toBe(
      'a\r\n"x,y"\r\n"say ""hi"""\r\n"two\nlines"\r\n" padded"\r\n',
    );
  });

  it('defuses texts a spreadsheet would run as formulas, not numbers', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['=SUM(A1:A9)', -12.5],
          ['+1', 0],
          ['-2+3', null],
          ['@cmd', 1],
        ],
      ),
    ).toBe("a,b\r\n'=SUM(A1:A9),-12.5\r\n'+1,0\r\n'-2+3,\r\n'@cmd,1\r\n");
    expect(toCsv(['a'], [['=HYPERLINK("x")']])).toBe('a\r\n"\'=HYPERLINK(""x"")"\r\n');
    expect(toCsv(['a'], [['\tcmd']])).toBe("a\r\n'\tcmd\r\n");
  });

  it('writes empty cells for missing values and non-finite numbers', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, Number.NaN]])).toBe('a,b,c\r\n,,\r\n');
  });
});
