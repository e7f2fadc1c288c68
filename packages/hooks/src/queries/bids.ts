import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Client } from '@hireloop/sdk';
import type { BidsQueryInput } from '@hireloop/sdk/schemas';
import { queryKeys } from '../core/queryKeys';

/** The filters of the bid manager's listings: status, kind, job request and page size. */
export type BidsFilter = Omit<BidsQueryInput, 'cursor'>;

/** GET /api/bids/sent, newest first; each page's `nextCursor` loads the next (infinite scroll). */
export const sentBidsQuery = (client: Client, filter: BidsFilter = {}) =>
  infiniteQueryOptions({
    queryKey: queryKeys.sentBids(filter),
    queryFn: ({ pageParam, signal }) =>
      client.bids.sent({ ...filter, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page?.nextCursor ?? undefined,
  });

/** GET /api/bids/received, newest first, paged like `sentBidsQuery`. */
export const receivedBidsQuery = (client: Client, filter: BidsFilter = {}) =>
  infiniteQueryOptions({
    queryKey: queryKeys.receivedBids(filter),
    queryFn: ({ pageParam, signal }) =>
      client.bids.received({ ...filter, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page?.nextCursor ?? undefined,
  });

/** GET /api/bids/{id}: one bid with its job request and both people (the bid details modal). */
export const bidQuery = (client: Client, id: number) =>
  queryOptions({
    queryKey: queryKeys.bid(id),
    queryFn: ({ signal }) => client.bids.get(id, { signal }),
  });
