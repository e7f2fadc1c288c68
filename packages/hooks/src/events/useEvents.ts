import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import {
  eventHostsQuery,
  eventQuery,
  eventRegistrationsQuery,
  eventsQuery,
  type EventsFilter,
} from '../queries/events';

/**
 * Events (issue 17) as an infinite query: upcoming (soonest first) or past (newest first), with
 * filters (`format`, `skill`, `host`, `companyId`, `collectiveId`), a search (`q`) and `scope`
 * (`hosting`: the events one manages, drafts included; `registered`).
 */
export function useEvents(filter: EventsFilter = {}) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useInfiniteQuery({ ...eventsQuery(client, filter), enabled: user !== null });
}

/** One event; nothing is fetched while `id` is null. A draft one does not host is a 404. */
export function useEvent(id: number | null | undefined) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...eventQuery(client, id ?? 0), enabled: user !== null && id != null });
}

/** An event's registrations with names (hosts only: pass `enabled` = canManage). */
export function useEventRegistrations(id: number | null | undefined, enabled = true) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({
    ...eventRegistrationsQuery(client, id ?? 0),
    enabled: enabled && user !== null && id != null,
  });
}

/** Whom the caller may host events as: their company, collectives they manage, the platform. */
export function useEventHosts() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...eventHostsQuery(client), enabled: user !== null });
}
