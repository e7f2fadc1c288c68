import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Client } from '@hireloop/sdk';
import type { EventsQueryInput } from '@hireloop/sdk/schemas';
import { queryKeys } from '../core/queryKeys';

/** The filters of an events list (issue 17): everything but the cursor. */
export type EventsFilter = Omit<EventsQueryInput, 'cursor'>;

/** GET /api/events: upcoming or past events, filtered, as pages. */
export const eventsQuery = (client: Client, filter: EventsFilter = {}) =>
  infiniteQueryOptions({
    queryKey: queryKeys.eventList(filter),
    queryFn: ({ pageParam, signal }) =>
      client.events.list({ ...filter, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page?.nextCursor ?? undefined,
  });

/** GET /api/events/{id}: one event as the caller may see it. */
export const eventQuery = (client: Client, id: number) =>
  queryOptions({
    queryKey: queryKeys.event(id),
    queryFn: ({ signal }) => client.events.get(id, { signal }),
  });

/** GET /api/events/{id}/registrations (hosts). */
export const eventRegistrationsQuery = (client: Client, id: number) =>
  queryOptions({
    queryKey: queryKeys.eventRegistrations(id),
    queryFn: ({ signal }) => client.events.registrations(id, { signal }),
  });

/** GET /api/events/hosts: whom the caller may host events as. */
export const eventHostsQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.eventHosts(),
    queryFn: ({ signal }) => client.events.hosts({ signal }),
  });
