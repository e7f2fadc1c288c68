import { useQuery } from '@tanstack/react-query';
import { useHireloop } from '../core/HireloopProvider';
import { skillTrendQuery } from '../queries/catalogue';

/** One skill's trend with its weekly history (GET /api/skill-trends/{skillId}). */
export function useSkillTrend(skillId: number) {
  const { client } = useHireloop();
  return useQuery(skillTrendQuery(client, skillId));
}
