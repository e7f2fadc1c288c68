/**
 * Events (issue 17): meetups and webinars hosted by a company, a collective or the platform's
 * admins, with registrations, capacity and a first-in-first-out waitlist. Anchors: Mobilizon's
 * event and participant model, pretix's orders and waiting list.
 */

/** Who hosts an event: a company (its members), a collective (its admins), the platform's admins. */
export const EVENT_HOST_KINDS = ['company', 'collective', 'platform'] as const;
export type EventHostKind = (typeof EVENT_HOST_KINDS)[number];

/** Public events are listed; unlisted ones are reachable only by their link. */
export const EVENT_VISIBILITIES = ['public', 'unlisted'] as const;
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];

/** Open: registering confirms (while places last); approval: a host approves each registration. */
export const EVENT_JOIN_MODES = ['open', 'approval'] as const;
export type EventJoinMode = (typeof EVENT_JOIN_MODES)[number];

/** Drafts are seen only by their hosts; published events by everyone; cancelled ones stay listed. */
export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
