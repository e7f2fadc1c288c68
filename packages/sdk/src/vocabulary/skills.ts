/** The windows a skill trend can be measured over (not shown in SPEC). */
export const SKILL_TREND_WINDOWS = ['7d', '30d', '90d'] as const;
export type SkillTrendWindow = (typeof SKILL_TREND_WINDOWS)[number];
