import { describe, expect, it } from 'vitest';
import { SKILL_TREND_WINDOWS } from '../vocabulary';
import { skillTrendListSchema, skillTrendSchema, skillTrendsQuerySchema } from './skillTrend';

const trend = {
  skillId: 1,
  name: 'React',
  demand: 12,
  supply: 40,
  changePercent: 25,
  history: [{ weekStart: '2025-01-06', demand: 5 }],
};

describe('skill trends', () => {
  it('has the windows 7d, 30d and 90d', () => {
    expect(SKILL_TREND_WINDOWS).toEqual(['7d', '30d', '90d']);
  });

  it('parses a trend and a trend list', () => {
    expect(skillTrendSchema.parse(trend)).toEqual(trend);
    expect(skillTrendSchema.parse({ ...trend, changePercent: null }).changePercent).toBeNull();
    const list = { window: '30d', generatedAt: '2025-01-07T00:00:00.000Z', items: [trend] };
    expect(skillTrendListSchema.parse(list)).toEqual(list);
  });

  it('defaults the query to 30d and 20 skills', () => {
    expect(skillTrendsQuerySchema.parse({})).toEqual({ window: '30d', limit: 20 });
    expect(skillTrendsQuerySchema.parse({ window: '7d', limit: '5' })).toEqual({
      window: '7d',
      limit: 5,
    });
    expect(skillTrendsQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
  });
});
