import type { Transport } from '../client/types';
import type { SkillTrend, SkillTrendList, SkillTrendsQueryInput } from '../schemas/skillTrend';
import type { CallOptions } from './callOptions';
import { toQuery } from './toQuery';

/** Skill trends (SPEC §7 prefix /api/skill-trends; designed here). */
export function skillTrendsApi(t: Transport) {
  return {
    /** GET /api/skill-trends: the top skills by demand over a window. */
    list: (query?: SkillTrendsQueryInput, options?: CallOptions) =>
      t.read<SkillTrendList>('/api/skill-trends', { ...options, query: toQuery(query) }),
    /** GET /api/skill-trends/{skillId}: one skill's trend, for the skill detail page. */
    get: (skillId: number, options?: CallOptions) =>
      t.read<SkillTrend>(`/api/skill-trends/${encodeURIComponent(skillId)}`, { ...options }),
  };
}
export type SkillTrendsApi = ReturnType<typeof skillTrendsApi>;
