import { useInfiniteQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { checkinHistoryQuery, type CheckinHistoryFilter } from '../queries/checkins';

/**
 * The talent's check-ins, newest first, as an infinite query (`fetchNextPage()` loads older).
 *
 * @param filter engagementId and page size (`limit`). @default {} (all, 20 a page)
 */
export function useCheckinHistory(filter: CheckinHistoryFilter = {}) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useInfiniteQuery({ ...checkinHistoryQuery(client, filter), enabled: user !== null });
}
