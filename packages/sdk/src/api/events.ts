import type { Transport } from '../client/types';
import type {
  CheckInInputValues,
  EventCreateValues,
  EventDetails,
  EventHost,
  EventInputValues,
  EventMessageInputValues,
  EventMessageResult,
  EventPage,
  EventsQueryInput,
  Registration,
} from '../schemas/event';
import type { CallOptions } from './callOptions';
import { toQuery } from './toQuery';

const eventPath = (id: number) => `/api/events/${encodeURIComponent(id)}`;
const registrationPath = (id: number, registrationId: number) =>
  `${eventPath(id)}/registrations/${encodeURIComponent(registrationId)}`;

/**
 * Events (issue 17): the list and one event, hosting (create, edit, publish, cancel, approve,
 * check in, message), registering (register, cancel, claim an offer) and the calendar file.
 */
export function eventsApi(t: Transport) {
  const post = <T>(path: string, options?: CallOptions, body?: unknown) =>
    t.request<T>(path, { ...options, method: 'POST', body });
  return {
    /** GET /api/events: upcoming or past, filtered, searched, paged. */
    list: (query?: EventsQueryInput, options?: CallOptions) =>
      t.read<EventPage>('/api/events', { ...options, query: toQuery(query) }),
    /** GET /api/events/{id}: one event (a draft only for its hosts; 404 otherwise). */
    get: (id: number, options?: CallOptions) => t.read<EventDetails>(eventPath(id), { ...options }),
    /** GET /api/events/hosts: whom the caller may host events as (company, collectives, platform). */
    hosts: (options?: CallOptions) => t.read<EventHost[]>('/api/events/hosts', { ...options }),
    /** POST /api/events: a new draft. */
    create: (body: EventCreateValues, options?: CallOptions) =>
      post<EventDetails>('/api/events', options, body),
    /** PUT /api/events/{id} (hosts): the whole event. */
    update: (id: number, body: EventInputValues, options?: CallOptions) =>
      t.request<EventDetails>(eventPath(id), { ...options, method: 'PUT', body }),
    /** POST /api/events/{id}/publish (hosts): a draft goes public (or unlisted). */
    publish: (id: number, options?: CallOptions) =>
      post<EventDetails>(`${eventPath(id)}/publish`, options),
    /** POST /api/events/{id}/cancel (hosts): everyone registered is told. */
    cancel: (id: number, options?: CallOptions) =>
      post<EventDetails>(`${eventPath(id)}/cancel`, options),
    /** POST /api/events/{id}/registration: register (confirmed, waitlisted or pending). */
    register: (id: number, options?: CallOptions) =>
      post<EventDetails>(`${eventPath(id)}/registration`, options),
    /** DELETE /api/events/{id}/registration: cancel one's registration (a freed place is offered on). */
    unregister: (id: number, options?: CallOptions) =>
      t.request<EventDetails>(`${eventPath(id)}/registration`, { ...options, method: 'DELETE' }),
    /** POST /api/events/{id}/registration/claim: take the offered place before it expires. */
    claim: (id: number, options?: CallOptions) =>
      post<EventDetails>(`${eventPath(id)}/registration/claim`, options),
    /** GET /api/events/{id}/registrations (hosts): who registered, with names. */
    registrations: (id: number, options?: CallOptions) =>
      t.read<Registration[]>(`${eventPath(id)}/registrations`, { ...options }),
    /** POST /api/events/{id}/registrations/{registrationId}/approve (hosts). */
    approve: (id: number, registrationId: number, options?: CallOptions) =>
      post<Registration>(`${registrationPath(id, registrationId)}/approve`, options),
    /** POST /api/events/{id}/registrations/{registrationId}/decline (hosts). */
    decline: (id: number, registrationId: number, options?: CallOptions) =>
      post<Registration>(`${registrationPath(id, registrationId)}/decline`, options),
    /** POST /api/events/{id}/check-in (hosts): check an attendee in by their code. */
    checkIn: (id: number, body: CheckInInputValues, options?: CallOptions) =>
      post<Registration>(`${eventPath(id)}/check-in`, options, body),
    /** POST /api/events/{id}/messages (hosts): tell everyone registered. */
    message: (id: number, body: EventMessageInputValues, options?: CallOptions) =>
      post<EventMessageResult>(`${eventPath(id)}/messages`, options, body),
    /** The path of GET /api/events/{id}/calendar.ics (a download link; the session cookie applies). */
    calendarPath: (id: number) => `${eventPath(id)}/calendar.ics`,
  };
}
export type EventsApi = ReturnType<typeof eventsApi>;
