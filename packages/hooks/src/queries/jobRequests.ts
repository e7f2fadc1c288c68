import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Client } from '@hireloop/sdk';
import type { BrowseJobRequestsQueryInput, OwnJobRequestsQueryInput } from '@hireloop/sdk/schemas';
import { queryKeys } from '../core/queryKeys';

/** Filters of a paged list, without the cursor (the infinite query owns it). */
export type ListFilters<Q> = Omit<Q, 'cursor'>;

/** The cursor of the page after `page`, or undefined on the last page (or a signed-out null). */
export const nextCursorOf = (page: { nextCursor: string | null } | null): string | undefined =>
  page?.nextCursor ?? undefined;

/** GET /api/job-requests: the employer's own requests with bids counts, newest first, paged. */
export const ownJobRequestsQuery = (
  client: Client,
  filters: ListFilters<OwnJobRequestsQueryInput> = {},
) =>
  infiniteQueryOptions({
    queryKey: queryKeys.ownJobRequests(filters),
    queryFn: ({ pageParam, signal }) =>
      client.jobRequests.listOwn({ ...filters, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });

/** GET /api/job-requests/browse: the public listing (talent opportunities), filtered, paged. */
export const browseJobRequestsQuery = (
  client: Client,
  filters: ListFilters<BrowseJobRequestsQueryInput> = {},
) =>
  infiniteQueryOptions({
    queryKey: queryKeys.browseJobRequests(filters),
    queryFn: ({ pageParam, signal }) =>
      client.jobRequests.browse({ ...filters, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });

/** GET /api/job-requests/{id}: one request the user may see. */
export const jobRequestQuery = (client: Client, id: number) =>
  queryOptions({
    queryKey: queryKeys.jobRequest(id),
    queryFn: ({ signal }) => client.jobRequests.get(id, { signal }),
  });
