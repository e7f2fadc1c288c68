/**
 * The activity log (issue 16): an append-only record of what happened to job requests and their
 * bids — written in the same transaction as the change it records (services/activity) — from
 * which insights count their funnel and the team page lists who did what. Rows are never updated;
 * they go only with their job request, bid or company (account deletion).
 *
 * `company_id` is the job request's company copied onto each row, so a company's period is one
 * index range without a join; `bid_kind` and `talent_id` are the bid's, for the same reason.
 */
import { sql } from 'drizzle-orm';
import * as vocabulary from '@hireloop/sdk/constants';
import {
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bids, companies, jobRequests, users } from './schema';

export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: vocabulary.ACTIVITY_KINDS }).notNull(),
    /** Who did it: a member of the company, a bid's sender or receiver, or a viewer. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    jobRequestId: integer('job_request_id')
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    bidId: integer('bid_id').references(() => bids.id, { onDelete: 'cascade' }),
    bidKind: text('bid_kind', { enum: vocabulary.BID_KINDS }),
    talentId: integer('talent_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // A company's period (insights) and its log newest first (the team page).
    index('activity_events_company_at_idx').on(t.companyId, t.at),
    index('activity_events_company_id_idx').on(t.companyId, t.id),
    // One job request's period (the drill-down).
    index('activity_events_request_at_idx').on(t.jobRequestId, t.at),
    // A viewer counts once per request and UTC day.
    uniqueIndex('activity_events_view_day_idx')
      .on(t.jobRequestId, t.actorId, sql`((${t.at} at time zone 'UTC')::date)`)
      .where(sql`kind = 'request_viewed'`),
    // A bid is replied to once (its first reply).
    uniqueIndex('activity_events_reply_idx')
      .on(t.bidId)
      .where(sql`kind = 'message_replied'`),
  ],
);
