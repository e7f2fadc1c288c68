import { useQuery } from '@tanstack/react-query';
import type { EngagementsQueryInput } from '@hireloop/sdk/schemas';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { engagementsQuery } from '../queries/checkins';

/**
 * The signed-in person's engagements on one side (`talent` or `employer`), with filters on their
 * status, their latest check-in's state and open blockers. Signed-in users only.
 */
export function useEngagements(query: EngagementsQueryInput) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...engagementsQuery(client, query), enabled: user !== null });
}
