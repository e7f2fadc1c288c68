import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../core/queryKeys';

/**
 * Marks every bid read stale (the listings, each bid) and the job request lists too: their cards
 * carry `bidsCount`, which a new bid changes. Active queries refetch; the promise waits for them.
 */
export async function invalidateBids(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [
      queryKeys.bids(),
      queryKeys.sentBids(),
      queryKeys.receivedBids(),
      queryKeys.jobRequests(),
      queryKeys.browseJobRequests(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
