/**
 * Events (issue 17): hosted by a company, a collective or the platform's admins. Registrations,
 * the waitlist and its offers live beside this table (same file).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import * as vocabulary from '@hireloop/sdk/constants';
import { companies, users } from './schema';
import { collectives } from './schemaCollectives';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Plain text, never rendered as HTML. */
    description: text('description').notNull().default(''),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** IANA time zone the host plans in (times are stored as instants). */
    timezone: text('timezone').notNull(),
    /** Shown only to confirmed attendees and hosts. */
    onlineUrl: text('online_url'),
    address: text('address'),
    hostKind: text('host_kind', { enum: vocabulary.EVENT_HOST_KINDS }).notNull(),
    hostCompanyId: integer('host_company_id').references(() => companies.id, {
      onDelete: 'cascade',
    }),
    hostCollectiveId: integer('host_collective_id').references(() => collectives.id, {
      onDelete: 'cascade',
    }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    skills: integer('skills')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    visibility: text('visibility', { enum: vocabulary.EVENT_VISIBILITIES })
      .notNull()
      .default('public'),
    joinMode: text('join_mode', { enum: vocabulary.EVENT_JOIN_MODES }).notNull().default('open'),
    /** Places; null: unlimited. */
    capacity: integer('capacity'),
    status: text('status', { enum: vocabulary.EVENT_STATUSES }).notNull().default('draft'),
    /** When the scheduler sent the 24 h reminder (once; null: not yet). */
    reminderSentAt: at('reminder_sent_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('events_ends_after_starts', sql`${t.endsAt} >= ${t.startsAt}`),
    check(
      'events_host',
      sql`(${t.hostKind} = 'company' AND ${t.hostCompanyId} IS NOT NULL AND ${t.hostCollectiveId} IS NULL) OR (${t.hostKind} = 'collective' AND ${t.hostCollectiveId} IS NOT NULL AND ${t.hostCompanyId} IS NULL) OR (${t.hostKind} = 'platform' AND ${t.hostCompanyId} IS NULL AND ${t.hostCollectiveId} IS NULL)`,
    ),
    index('events_listing_idx').on(t.status, t.visibility, t.startsAt, t.id),
    index('events_company_idx').on(t.hostCompanyId),
    index('events_collective_idx').on(t.hostCollectiveId),
    index('events_skills_idx').using('gin', t.skills),
  ],
);

/**
 * One registration per person and event (issue 17). The waitlist is first in, first out by `id`
 * (a re-registration after a cancellation is a new row at the end). `offered` holds a freed place
 * until `offer_expires_at`; the scheduler passes unclaimed offers on.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: vocabulary.REGISTRATION_STATES }).notNull(),
    /** 6 characters without look-alikes, unique per event; shown to the attendee once confirmed. */
    checkInCode: text('check_in_code').notNull(),
    offeredAt: at('offered_at'),
    offerExpiresAt: at('offer_expires_at'),
    checkedInAt: at('checked_in_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_registrations_event_user_idx').on(t.eventId, t.userId),
    uniqueIndex('event_registrations_event_code_idx').on(t.eventId, t.checkInCode),
    index('event_registrations_event_state_idx').on(t.eventId, t.state, t.id),
    index('event_registrations_user_idx').on(t.userId),
    index('event_registrations_offers_idx').on(t.offerExpiresAt),
  ],
);
