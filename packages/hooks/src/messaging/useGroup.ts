import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { groupQuery } from '../queries/messaging';

/**
 * One group with its members (members only; others get a 404 error). Nothing is fetched while
 * `id` is `null` or `undefined`.
 */
export function useGroup(id: number | null | undefined) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...groupQuery(client, id ?? 0), enabled: user !== null && id != null });
}
