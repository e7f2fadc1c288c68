import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Client } from '@hireloop/sdk';
import { collectivesClient } from '../collectives/collectivesClient';
import { eventsClient } from '../events/eventsClient';
import type { CollectiveQueryInput } from '@hireloop/sdk/schemas';
import { communityKeys } from './communityKeys';

/** GET /api/collectives, newest first; each page's `nextCursor` loads older ones (issue 17). */
export const collectivesQuery = (
  client: Client,
  query: Omit<CollectiveQueryInput, 'cursor'> = {},
) =>
  infiniteQueryOptions({
    queryKey: communityKeys.collectiveList(query),
    queryFn: ({ pageParam, signal }) =>
      collectivesClient(client).list({ ...query, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page?.nextCursor ?? undefined,
  });

/** GET /api/collectives/mine: the signed-in person's active, invited and requested memberships. */
export const myCollectivesQuery = (client: Client) =>
  queryOptions({
    queryKey: communityKeys.myCollectives(),
    queryFn: ({ signal }) => collectivesClient(client).mine({ signal }),
  });

/** GET /api/collectives/{id or slug}: the page as the caller sees it. */
export const collectiveQuery = (client: Client, idOrSlug: number | string) =>
  queryOptions({
    queryKey: communityKeys.collective(idOrSlug),
    queryFn: ({ signal }) => collectivesClient(client).get(idOrSlug, { signal }),
  });

/** GET /api/events?collectiveId=…: the upcoming events the collective hosts. */
export const collectiveEventsQuery = (client: Client, collectiveId: number) =>
  queryOptions({
    queryKey: communityKeys.collectiveEvents(collectiveId),
    queryFn: ({ signal }) =>
      eventsClient(client).list({ collectiveId, when: 'upcoming', limit: 10 }, { signal }),
  });
