import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { jobRequestQuery } from '../queries/jobRequests';

/** One job request (detail pages, the edit modal). Disabled while `id` is undefined. */
export function useJobRequest(id: number | undefined) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({
    ...jobRequestQuery(client, id ?? 0),
    enabled: user !== null && id !== undefined,
  });
}
