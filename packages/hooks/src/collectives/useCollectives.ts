import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CollectiveQueryInput } from '@hireloop/sdk/schemas';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import {
  collectiveEventsQuery,
  collectiveQuery,
  collectivesQuery,
  myCollectivesQuery,
} from '../queries/collectives';

/**
 * /collective's list (issue 17): newest first, filtered by text, skill, size and rate ceiling, as
 * an infinite query (`fetchNextPage()` loads more).
 */
export function useCollectives(query: Omit<CollectiveQueryInput, 'cursor'> = {}) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useInfiniteQuery({ ...collectivesQuery(client, query), enabled: user !== null });
}

/** The signed-in person's collectives: active memberships, invitations and requests. */
export function useMyCollectives() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...myCollectivesQuery(client), enabled: user !== null });
}

/** One collective's page by id or slug (`''`: nothing asked). */
export function useCollective(idOrSlug: number | string) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({
    ...collectiveQuery(client, idOrSlug),
    enabled: user !== null && idOrSlug !== '',
  });
}

/** The upcoming events a collective hosts (`undefined`: nothing asked yet). */
export function useCollectiveEvents(collectiveId: number | undefined) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({
    ...collectiveEventsQuery(client, collectiveId ?? 0),
    enabled: user !== null && collectiveId !== undefined,
  });
}
