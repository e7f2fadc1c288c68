import * as z from 'zod/mini';
import { SKILL_TREND_WINDOWS } from '../vocabulary';
import { coercedNumberSchema, idSchema, timestampSchema } from './fields';

/** One week of a skill's demand (not shown: job requests created that week asking for it). */
export const skillTrendPointSchema = z.object({
  weekStart: z.iso.date(),
  demand: z.int().check(z.nonnegative()),
});
export type SkillTrendPoint = z.output<typeof skillTrendPointSchema>;

/**
 * A skill's trend (not shown): `demand` = job requests in the window asking for the skill,
 * `supply` = talent profiles listing it, `changePercent` = demand against the window before
 * (null when that was 0), and weekly `history`, oldest first.
 */
export const skillTrendSchema = z.object({
  skillId: idSchema,
  name: z.string(),
  demand: z.int().check(z.nonnegative()),
  supply: z.int().check(z.nonnegative()),
  changePercent: z.nullable(z.number()),
  history: z.array(skillTrendPointSchema),
});
export type SkillTrend = z.output<typeof skillTrendSchema>;

/** The query of GET /api/skill-trends (not shown): window default 30d, 1 to 100 skills, default 20. */
export const skillTrendsQuerySchema = z.object({
  window: z._default(z.enum(SKILL_TREND_WINDOWS), '30d'),
  limit: z._default(z.pipe(coercedNumberSchema, z.int().check(z.gte(1), z.lte(100))), 20),
});
export type SkillTrendsQueryInput = z.input<typeof skillTrendsQuerySchema>;
export type SkillTrendsQuery = z.output<typeof skillTrendsQuerySchema>;

/** The answer of GET /api/skill-trends: the top skills by demand, highest first (not shown). */
export const skillTrendListSchema = z.object({
  window: z.enum(SKILL_TREND_WINDOWS),
  generatedAt: timestampSchema,
  items: z.array(skillTrendSchema),
});
export type SkillTrendList = z.output<typeof skillTrendListSchema>;
