import { useInfiniteQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { sentBidsQuery, type BidsFilter } from '../queries/bids';

/**
 * The bids the user sent (proposals as talent, outreach as employer), newest first, as an
 * infinite query: `fetchNextPage()` loads older ones. Signed-in users only.
 *
 * @param filter status, kind, jobRequestId and page size (`limit`). @default {} (all, 20 a page)
 */
export function useSentBids(filter: BidsFilter = {}) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useInfiniteQuery({ ...sentBidsQuery(client, filter), enabled: user !== null });
}
