import { useInfiniteQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { receivedBidsQuery, type BidsFilter } from '../queries/bids';

/**
 * The bids the user received (proposals on their job requests, outreach to them), newest first,
 * as an infinite query. Signed-in users only.
 *
 * @param filter status, kind, jobRequestId and page size (`limit`). @default {} (all, 20 a page)
 */
export function useReceivedBids(filter: BidsFilter = {}) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useInfiniteQuery({ ...receivedBidsQuery(client, filter), enabled: user !== null });
}
