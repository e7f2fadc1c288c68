/**
 * Events (issue 17): the bodies and queries of /api/events and its answers. The server validates
 * with these same schemas; the event form runs them for its field errors.
 */
import * as z from 'zod/mini';
import { isValidTimeZone } from '../rules/checkins';
import { isWebAddress } from '../rules/embed';
import { isCheckInCode, normalizeCheckInCode } from '../rules/events';
import {
  EVENT_ADDRESS_MAX,
  EVENT_CAPACITY_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_FORMATS,
  EVENT_HOST_KINDS,
  EVENT_JOIN_MODES,
  EVENT_LENGTH_MAX_MS,
  EVENT_MESSAGE_MAX,
  EVENT_SCOPES,
  EVENT_SEARCH_MAX,
  EVENT_SKILLS_MAX,
  EVENT_STATUSES,
  EVENT_TITLE_MAX,
  EVENT_TITLE_MIN,
  EVENT_URL_MAX,
  EVENT_VISIBILITIES,
  EVENT_WHEN,
  REGISTRATION_STATES,
  TIMEZONE_MAX,
} from '../vocabulary';
import {
  blankAsUnset,
  coercedIdSchema,
  coercedNumberSchema,
  idSchema,
  timestampSchema,
} from './fields';
import { cursorPageSchema, cursorQuerySchema } from './page';
import { storableMultilineText, storableText } from './text';
import { userSummarySchema } from './user';
import { formatCount } from '../rules/numbers';

/** The field errors of the event forms (designed; SPEC shows none). */
export const EVENT_MESSAGES = {
  titleLength: `Enter a title of ${EVENT_TITLE_MIN} to ${EVENT_TITLE_MAX} characters`,
  descriptionTooLong: `Keep the description to ${formatCount(EVENT_DESCRIPTION_MAX)} characters or fewer`,
  startsRequired: 'Enter when the event starts',
  endsRequired: 'Enter when the event ends',
  endsBeforeStarts: 'The end cannot be before the start',
  tooLong: 'An event can last at most 14 days',
  timezoneInvalid: 'Choose a valid time zone',
  urlInvalid: 'Enter a web address starting with https:// or http://',
  addressTooLong: `Keep the address to ${EVENT_ADDRESS_MAX} characters or fewer`,
  placeRequired: 'Give an online link, an address, or both',
  capacityInvalid: `Enter a number of places from 1 to ${formatCount(EVENT_CAPACITY_MAX)}, or leave it empty for no limit`,
  capacityBelowHeld: 'More people already hold a place than this capacity',
  skillsTooMany: `Choose at most ${EVENT_SKILLS_MAX} skills`,
  collectiveRequired: 'Choose the collective that hosts the event',
  codeInvalid: 'Enter the 6-character check-in code',
  messageRequired: 'Write a message',
  messageTooLong: `Keep the message to ${formatCount(EVENT_MESSAGE_MAX)} characters or fewer`,
} as const;

const eventFields = {
  title: z
    .string({ error: EVENT_MESSAGES.titleLength })
    .check(
      z.trim(),
      z.minLength(EVENT_TITLE_MIN, EVENT_MESSAGES.titleLength),
      z.maxLength(EVENT_TITLE_MAX, EVENT_MESSAGES.titleLength),
      storableText(),
    ),
  /** Plain text, never rendered as HTML. */
  description: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(EVENT_DESCRIPTION_MAX, EVENT_MESSAGES.descriptionTooLong),
        storableMultilineText(),
      ),
    '',
  ),
  startsAt: z.iso
    .datetime({ offset: true, error: EVENT_MESSAGES.startsRequired })
    .check(storableText()),
  endsAt: z.iso
    .datetime({ offset: true, error: EVENT_MESSAGES.endsRequired })
    .check(storableText()),
  timezone: z
    .string({ error: EVENT_MESSAGES.timezoneInvalid })
    .check(
      storableText(),
      z.maxLength(TIMEZONE_MAX, EVENT_MESSAGES.timezoneInvalid),
      z.refine(isValidTimeZone, EVENT_MESSAGES.timezoneInvalid),
    ),
  onlineUrl: blankAsUnset(
    z
      .string()
      .check(
        z.trim(),
        storableText(),
        z.maxLength(EVENT_URL_MAX, EVENT_MESSAGES.urlInvalid),
        z.refine(isWebAddress, EVENT_MESSAGES.urlInvalid),
      ),
  ),
  address: blankAsUnset(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(EVENT_ADDRESS_MAX, EVENT_MESSAGES.addressTooLong),
        storableMultilineText(),
      ),
  ),
  skills: z._default(
    z.array(idSchema).check(z.maxLength(EVENT_SKILLS_MAX, EVENT_MESSAGES.skillsTooMany)),
    [],
  ),
  visibility: z._default(z.enum(EVENT_VISIBILITIES), 'public'),
  joinMode: z._default(z.enum(EVENT_JOIN_MODES), 'open'),
  /** Places; empty: no limit. */
  capacity: blankAsUnset(
    z.pipe(
      coercedNumberSchema,
      z
        .int({ error: EVENT_MESSAGES.capacityInvalid })
        .check(
          z.gte(1, EVENT_MESSAGES.capacityInvalid),
          z.lte(EVENT_CAPACITY_MAX, EVENT_MESSAGES.capacityInvalid),
        ),
    ),
  ),
};

type EventFieldsOut = {
  startsAt: string;
  endsAt: string;
  onlineUrl?: string | undefined;
  address?: string | undefined;
};
const eventChecks = <T extends EventFieldsOut>() => [
  z.refine<T>((e) => Date.parse(e.endsAt) >= Date.parse(e.startsAt), {
    message: EVENT_MESSAGES.endsBeforeStarts,
    path: ['endsAt'],
  }),
  z.refine<T>((e) => Date.parse(e.endsAt) - Date.parse(e.startsAt) <= EVENT_LENGTH_MAX_MS, {
    message: EVENT_MESSAGES.tooLong,
    path: ['endsAt'],
  }),
  z.refine<T>((e) => Boolean(e.onlineUrl || e.address), {
    message: EVENT_MESSAGES.placeRequired,
    path: ['onlineUrl'],
  }),
];

/**
 * The body of PUT /api/events/{id} (a host edits the whole event): title, plain-text description,
 * start and end (the end not before the start, at most 14 days later), time zone, online link
 * and/or address, skills, visibility, join mode, capacity (empty: no limit). Field errors on each.
 */
const eventObject = z.object(eventFields);
export const eventInputSchema = eventObject.check(...eventChecks<z.output<typeof eventObject>>());
export type EventInputValues = z.input<typeof eventInputSchema>;
export type EventInput = z.output<typeof eventInputSchema>;

/**
 * The body of POST /api/events: the event, and who hosts it — the caller's company, one of their
 * collectives (`hostCollectiveId`), or the platform (admins). Created as a draft.
 */
const eventCreateObject = z.object({
  ...eventFields,
  hostKind: z.enum(EVENT_HOST_KINDS),
  hostCollectiveId: blankAsUnset(coercedIdSchema),
});
export const eventCreateSchema = eventCreateObject.check(
  ...eventChecks<z.output<typeof eventCreateObject>>(),
  z.refine((e) => e.hostKind !== 'collective' || e.hostCollectiveId !== undefined, {
    message: EVENT_MESSAGES.collectiveRequired,
    path: ['hostCollectiveId'],
  }),
);
export type EventCreateValues = z.input<typeof eventCreateSchema>;
export type EventCreate = z.output<typeof eventCreateSchema>;

/**
 * The query of GET /api/events: upcoming (not yet ended, soonest first) or past (newest first);
 * filters on format, a skill, the host's kind or one company or collective; a search over title
 * and description; `scope` hosting (the events I manage, drafts included) or registered.
 */
export const eventsQuerySchema = z.extend(cursorQuerySchema, {
  when: z._default(z.enum(EVENT_WHEN), 'upcoming'),
  format: blankAsUnset(z.enum(EVENT_FORMATS)),
  skill: blankAsUnset(coercedIdSchema),
  host: blankAsUnset(z.enum(EVENT_HOST_KINDS)),
  companyId: blankAsUnset(coercedIdSchema),
  collectiveId: blankAsUnset(coercedIdSchema),
  q: blankAsUnset(z.string().check(z.trim(), z.maxLength(EVENT_SEARCH_MAX), storableText())),
  scope: z._default(z.enum(EVENT_SCOPES), 'all'),
});
export type EventsQueryInput = z.input<typeof eventsQuerySchema>;
export type EventsQuery = z.output<typeof eventsQuerySchema>;

/** The path of a host's action on one registration: `/api/events/{id}/registrations/{registrationId}`. */
export const registrationParamsSchema = z.object({
  id: coercedIdSchema,
  registrationId: coercedIdSchema,
});
export type RegistrationParams = z.output<typeof registrationParamsSchema>;

/** The body of POST /api/events/{id}/check-in (a host): the attendee's code, any case. */
export const checkInInputSchema = z.object({
  code: z.pipe(
    z
      .string({ error: EVENT_MESSAGES.codeInvalid })
      .check(storableText(), z.maxLength(20), z.refine(isCheckInCode, EVENT_MESSAGES.codeInvalid)),
    z.transform(normalizeCheckInCode),
  ),
});
export type CheckInInputValues = z.input<typeof checkInInputSchema>;

/** The body of POST /api/events/{id}/messages (a host): a plain-text message to the registered. */
export const eventMessageInputSchema = z.object({
  body: z
    .string({ error: EVENT_MESSAGES.messageRequired })
    .check(
      z.trim(),
      z.minLength(1, EVENT_MESSAGES.messageRequired),
      z.maxLength(EVENT_MESSAGE_MAX, EVENT_MESSAGES.messageTooLong),
      storableMultilineText(),
    ),
});
export type EventMessageInputValues = z.input<typeof eventMessageInputSchema>;

// Answers

/** Who hosts an event: its kind, the company's or collective's id (null: the platform), a name. */
export const eventHostSchema = z.object({
  kind: z.enum(EVENT_HOST_KINDS),
  id: z.nullable(idSchema),
  name: z.string(),
});
export type EventHost = z.output<typeof eventHostSchema>;
export const eventHostListSchema = z.array(eventHostSchema);

/**
 * The caller's own registration: its state, the waitlist position (1 = next), an offer's expiry,
 * and the check-in code (confirmed and attended only).
 */
export const myRegistrationSchema = z.object({
  id: idSchema,
  state: z.enum(REGISTRATION_STATES),
  position: z.nullable(z.int()),
  offerExpiresAt: z.nullable(timestampSchema),
  checkInCode: z.nullable(z.string()),
  createdAt: timestampSchema,
});
export type MyRegistration = z.output<typeof myRegistrationSchema>;

const countSchema = z.int().check(z.nonnegative());

/**
 * An event as lists show it (issue 17; the career feed reuses it): never its online link — only
 * whether it has one.
 */
export const eventSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  timezone: z.string(),
  online: z.boolean(),
  address: z.nullable(z.string()),
  host: eventHostSchema,
  skills: z.array(idSchema),
  visibility: z.enum(EVENT_VISIBILITIES),
  joinMode: z.enum(EVENT_JOIN_MODES),
  capacity: z.nullable(z.int()),
  status: z.enum(EVENT_STATUSES),
  /** Confirmed and attended. */
  attendeeCount: countSchema,
  waitlistCount: countSchema,
  /** null: no limit. */
  placesLeft: z.nullable(countSchema),
  myRegistration: z.nullable(myRegistrationSchema),
});
export type EventSummary = z.output<typeof eventSummarySchema>;
export const eventPageSchema = cursorPageSchema(eventSummarySchema);
export type EventPage = z.output<typeof eventPageSchema>;

/**
 * One event: the summary with its description, the online link (null unless the caller is a host
 * or holds a confirmed or attended registration — the server leaves it out), whether the caller
 * manages it, and the pending count (hosts; 0 for others).
 */
export const eventDetailsSchema = z.extend(eventSummarySchema, {
  description: z.string(),
  onlineUrl: z.nullable(z.string()),
  canManage: z.boolean(),
  pendingCount: countSchema,
});
export type EventDetails = z.output<typeof eventDetailsSchema>;

/** A registration as its event's hosts see it (names only to hosts). */
export const registrationSchema = z.object({
  id: idSchema,
  user: userSummarySchema,
  state: z.enum(REGISTRATION_STATES),
  position: z.nullable(z.int()),
  offerExpiresAt: z.nullable(timestampSchema),
  checkedInAt: z.nullable(timestampSchema),
  createdAt: timestampSchema,
});
export type Registration = z.output<typeof registrationSchema>;
export const registrationListSchema = z.array(registrationSchema);

/** The answer of POST /api/events/{id}/messages: how many people were told. */
export const eventMessageResultSchema = z.object({ sent: countSchema });
export type EventMessageResult = z.output<typeof eventMessageResultSchema>;
