/**
 * Events (issue 17): events hosted by a company, a collective or the platform; registrations with
 * capacity, approval and a first-in-first-out waitlist with 24 h offers; check-in codes; the
 * calendar file; the scheduler's offer expiries and reminders.
 */
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import type { NotificationService } from '../notifications';
import { createEventCalendar } from './calendar';
import { createEvents } from './events';
import { createEventTimers } from './timers';

export { EVENT_TIMERS_INTERVAL_MS } from './timers';
export type { Viewer } from './access';

export function createEventService(
  deps: ServiceDeps,
  effects: {
    live: Pick<LiveService, 'publish' | 'lockRecipients'>;
    notifications: Pick<NotificationService, 'notify'>;
  },
) {
  const events = createEvents(deps, effects);
  const timers = createEventTimers(deps, effects);
  const calendar = createEventCalendar(deps, { get: events.get });
  return { ...events, calendar, runOffers: timers.runOffers, runReminders: timers.runReminders };
}
export type EventService = ReturnType<typeof createEventService>;
