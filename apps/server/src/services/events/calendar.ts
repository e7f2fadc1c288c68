/** The calendar file of one event (issue 17: add to calendar; RFC 5545 via the sdk's rule). */
import { eventToIcs } from '@hireloop/sdk';
import type { EventDetails } from '@hireloop/sdk/schemas';
import type { ServiceDeps } from '../deps';
import type { Viewer } from './access';

export function createEventCalendar(
  deps: ServiceDeps,
  { get }: { get: (viewer: Viewer, id: number) => Promise<EventDetails> },
) {
  /**
   * The `.ics` text of the event as `viewer` may see it (a draft is a 404 for others), the online
   * link only when the details carry it (hosts, confirmed and attended registrations).
   */
  return async (viewer: Viewer, id: number, origin: string): Promise<string> => {
    const event = await get(viewer, id);
    return eventToIcs(
      {
        id: event.id,
        title: event.title,
        description: event.description,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        onlineUrl: event.onlineUrl,
        address: event.address,
        status: event.status,
        pageUrl: `${origin}/events/${event.id}`,
        hostName: event.host.name,
      },
      deps.now(),
    );
  };
}
