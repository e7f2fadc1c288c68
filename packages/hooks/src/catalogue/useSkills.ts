import { useQuery } from '@tanstack/react-query';
import { useHireloop } from '../core/HireloopProvider';
import { skillsQuery } from '../queries/catalogue';

/**
 * The skills database (SPEC §7 GET /api/skills), sorted by name. Public: no session needed.
 * Fresh for an hour (`SKILLS_STALE_TIME`): the list is reference data that rarely changes.
 */
export function useSkills() {
  const { client } = useHireloop();
  return useQuery(skillsQuery(client));
}
