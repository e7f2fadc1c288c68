import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { engagementQuery } from '../queries/checkins';

/** One engagement with its recent check-ins; nothing is fetched while `id` is null. */
export function useEngagement(id: number | null | undefined) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...engagementQuery(client, id ?? 0), enabled: user !== null && id != null });
}
