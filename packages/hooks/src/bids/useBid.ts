import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { bidQuery } from '../queries/bids';

/**
 * One bid for the bid details modal. Nothing is fetched while `id` is `null` or `undefined` (the
 * modal is closed) or nobody is signed in.
 */
export function useBid(id: number | null | undefined) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...bidQuery(client, id ?? 0), enabled: user !== null && id != null });
}
