import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { collectivesApi, type Client } from '@hireloop/sdk';
import type { CollectiveQueryInput } from '@hireloop/sdk/schemas';
import { queryKeys } from '../core/queryKeys';

/** GET /api/collectives, newest first; each page's `nextCursor` loads older ones (issue 17). */
export const collectivesQuery = (
  client: Client,
  query: Omit<CollectiveQueryInput, 'cursor'> = {},
) =>
  infiniteQueryOptions({
    queryKey: queryKeys.collectiveList(query),
    queryFn: ({ pageParam, signal }) =>
      collectivesApi(client).list({ ...query, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page?.nextCursor ?? undefined,
  });

/** GET /api/collectives/mine: the signed-in person's active, invited and requested memberships. */
export const myCollectivesQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.myCollectives(),
    queryFn: ({ signal }) => collectivesApi(client).mine({ signal }),
  });

/** GET /api/collectives/{id or slug}: the page as the caller sees it. */
export const collectiveQuery = (client: Client, idOrSlug: number | string) =>
  queryOptions({
    queryKey: queryKeys.collective(idOrSlug),
    queryFn: ({ signal }) => collectivesApi(client).get(idOrSlug, { signal }),
  });

/** GET /api/events?collectiveId=…: the upcoming events the collective hosts. */
export const collectiveEventsQuery = (client: Client, collectiveId: number) =>
  queryOptions({
    queryKey: queryKeys.collectiveEvents(collectiveId),
    queryFn: ({ signal }) =>
      client.events.list({ collectiveId, when: 'upcoming', limit: 10 }, { signal }),
  });
