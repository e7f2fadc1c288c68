import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Client } from '@hireloop/sdk';
import type { EventsQueryInput } from '@hireloop/sdk/schemas';
import { communityKeys } from './communityKeys';
import { eventsClient } from '../events/eventsClient';

/** The filters of an events list (issue 17): everything but the cursor. */
export type EventsFilter = Omit<EventsQueryInput, 'cursor'>;

/** GET /api/events: upcoming or past events, filtered, as pages. */
export const eventsQuery = (client: Client, filter: EventsFilter = {}) =>
  infiniteQueryOptions({
    queryKey: communityKeys.eventList(filter),
    queryFn: ({ pageParam, signal }) =>
      eventsClient(client).list({ ...filter, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page?.nextCursor ?? undefined,
  });

/** GET /api/events/{id}: one event as the caller may see it. */
export const eventQuery = (client: Client, id: number) =>
  queryOptions({
    queryKey: communityKeys.event(id),
    queryFn: ({ signal }) => eventsClient(client).get(id, { signal }),
  });

/** GET /api/events/{id}/registrations (hosts). */
export const eventRegistrationsQuery = (client: Client, id: number) =>
  queryOptions({
    queryKey: communityKeys.eventRegistrations(id),
    queryFn: ({ signal }) => eventsClient(client).registrations(id, { signal }),
  });

/** GET /api/events/hosts: whom the caller may host events as. */
export const eventHostsQuery = (client: Client) =>
  queryOptions({
    queryKey: communityKeys.eventHosts(),
    queryFn: ({ signal }) => eventsClient(client).hosts({ signal }),
  });
