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

/**
 * A registration's states (issue 17): `pending` waits for a host's approval; `confirmed` holds a
 * place; `waitlisted` waits in arrival order; `offered` holds a freed place until its offer expires
 * (claim it to be confirmed); `cancelled` (by the person, a host's decline, or an expired offer);
 * `attended` (checked in with the registration's code).
 */
export const REGISTRATION_STATES = [
  'pending',
  'confirmed',
  'waitlisted',
  'offered',
  'cancelled',
  'attended',
] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/** The states that hold a place against the capacity (an offer keeps the freed place for its holder). */
export const PLACE_HOLDING_STATES = ['confirmed', 'offered', 'attended'] as const;
/** The states that see the online link (and hosts). */
export const ONLINE_LINK_STATES = ['confirmed', 'attended'] as const;
/** The states still "registered": told when the event is cancelled, or by a host's message. */
export const ACTIVE_REGISTRATION_STATES = [
  'pending',
  'confirmed',
  'waitlisted',
  'offered',
] as const;

/** How long a waitlist offer holds a freed place (issue 17: 24 h). */
export const EVENT_OFFER_MS = 24 * 60 * 60 * 1000;
/** When the reminder goes out: this long before the start (issue 17: 24 h). */
export const EVENT_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/** Check-in codes: 6 characters without look-alikes (no 0/O, 1/I/L). */
export const CHECK_IN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CHECK_IN_CODE_LENGTH = 6;

/** Field limits of an event (designed; SPEC shows none). */
export const EVENT_TITLE_MIN = 3;
export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_ADDRESS_MAX = 300;
export const EVENT_URL_MAX = 2000;
export const EVENT_CAPACITY_MAX = 10_000;
export const EVENT_SKILLS_MAX = 10;
export const EVENT_MESSAGE_MAX = 2000;
export const EVENT_SEARCH_MAX = 100;
/** The longest an event may last (designed): 14 days. */
export const EVENT_LENGTH_MAX_MS = 14 * 24 * 60 * 60 * 1000;

/** Which events a list shows: those still to end, or those that ended (newest first). */
export const EVENT_WHEN = ['upcoming', 'past'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];
/** The format filter: events with an online link, or with an address. */
export const EVENT_FORMATS = ['online', 'in_person'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];
/** The "mine" filter: events I host (drafts included), events I registered for. */
export const EVENT_SCOPES = ['all', 'hosting', 'registered'] as const;
export type EventScope = (typeof EVENT_SCOPES)[number];

/** What an `event` live event says changed (issue 17). */
export const EVENT_CHANGES = [
  'updated',
  'published',
  'cancelled',
  'registration',
  'offered',
  'approved',
  'checked-in',
] as const;
export type EventChange = (typeof EVENT_CHANGES)[number];
