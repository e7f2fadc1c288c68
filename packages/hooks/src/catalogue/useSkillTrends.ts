import { useQuery } from '@tanstack/react-query';
import type { SkillTrendsQueryInput } from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { skillTrendsQuery } from '../queries/catalogue';

/**
 * The top skills by demand (GET /api/skill-trends).
 * @param query `{ window, limit }` @default {} (the server's defaults: window 30d, limit 20)
 */
export function useSkillTrends(query: SkillTrendsQueryInput = {}) {
  const { client } = useHireloop();
  return useQuery(skillTrendsQuery(client, query));
}
