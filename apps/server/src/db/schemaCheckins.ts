/**
 * Job check-ins (issue 16): the engagement that starts when a bid is accepted, the schedule its
 * employer sets, and the check-ins its talent answers. The employer side is the job request's
 * company (`job_requests.company_id`), read through the request, never copied here.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import * as vocabulary from '@hireloop/sdk/constants';
import type { CheckinAnswers, CheckinQuestion } from '@hireloop/sdk';
import { bids, jobRequests, users } from './schema';
import { marketplaceOrders } from './schemaMarketplace';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One engagement per accepted bid: who works (`talent_id`) on whose request, since when. */
export const engagements = pgTable(
  'engagements',
  {
    id: serial('id').primaryKey(),
    /** The accepted bid and its request; null for an order's engagement (issue 18). */
    bidId: integer('bid_id')
      .unique()
      .references(() => bids.id, { onDelete: 'cascade' }),
    jobRequestId: integer('job_request_id').references(() => jobRequests.id, {
      onDelete: 'cascade',
    }),
    /** Issue 18: the marketplace order it started from (buyer = employer, deliverer = talent). */
    orderId: integer('order_id')
      .unique()
      .references(() => marketplaceOrders.id, { onDelete: 'cascade' }),
    /** The request's employer when the bid was accepted (the company is the request's). */
    employerId: integer('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: vocabulary.ENGAGEMENT_STATUSES }).notNull().default('active'),
    startedAt: at('started_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'engagements_one_source',
      sql`(${t.bidId} is not null and ${t.jobRequestId} is not null and ${t.orderId} is null) or (${t.orderId} is not null and ${t.bidId} is null and ${t.jobRequestId} is null)`,
    ),
    index('engagements_job_request_idx').on(t.jobRequestId),
    index('engagements_talent_idx').on(t.talentId),
    index('engagements_employer_idx').on(t.employerId),
  ],
);

/**
 * An engagement's schedule: cadence, local time and time zone, questions. `next_due_at` is when the
 * next check-in falls due (null while paused); the scheduler claims rows whose time has come.
 */
export const checkinSchedules = pgTable(
  'checkin_schedules',
  {
    engagementId: integer('engagement_id')
      .primaryKey()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    cadence: text('cadence', { enum: vocabulary.CADENCE_KINDS }).notNull(),
    weekdays: text('weekdays', { enum: vocabulary.WEEKDAYS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    everyDays: integer('every_days').notNull().default(7),
    time: text('time').notNull(),
    timezone: text('timezone').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    questions: jsonb('questions').$type<CheckinQuestion[]>().notNull(),
    nextDueAt: at('next_due_at'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('checkin_schedules_next_due_idx').on(t.nextDueAt)],
);

/**
 * One check-in per engagement and due time. The questions are kept as they were when it fell due;
 * `due_notified_at`, `late_notified_at` and `missed_at` mark what the scheduler did, once.
 */
export const checkins = pgTable(
  'checkins',
  {
    id: serial('id').primaryKey(),
    engagementId: integer('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    dueAt: at('due_at').notNull(),
    questions: jsonb('questions').$type<CheckinQuestion[]>().notNull(),
    answers: jsonb('answers').$type<CheckinAnswers>(),
    hasBlockers: boolean('has_blockers').notNull().default(false),
    submittedAt: at('submitted_at'),
    reviewState: text('review_state', { enum: vocabulary.REVIEW_STATES }),
    reviewComment: text('review_comment'),
    reviewedAt: at('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    dueNotifiedAt: at('due_notified_at'),
    lateNotifiedAt: at('late_notified_at'),
    missedAt: at('missed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkins_engagement_due_idx').on(t.engagementId, t.dueAt),
    // The scheduler's "turned late" scan: open check-ins not yet announced late.
    index('checkins_open_idx')
      .on(t.dueAt)
      .where(sql`submitted_at is null and missed_at is null and late_notified_at is null`),
  ],
);
