/**
 * Writing the activity log (issue 16). Every write goes through `recordActivity` inside the
 * transaction of the change it records, so the change and its row commit or roll back together.
 * The row copies the job request's company and the bid's kind and talent in the same statement
 * (INSERT … SELECT), so callers name only what happened, who did it and to what.
 */
import { sql } from 'drizzle-orm';
import type { ActivityKind, JobRequestStatus } from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';

export interface ActivityInput {
  kind: ActivityKind;
  actorId: number;
  jobRequestId: number;
  bidId?: number;
  at: Date;
}

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** Appends one row; a second view of the day or a second reply to a bid is left out. */
export async function recordActivity(q: Tx | Db, input: ActivityInput): Promise<void> {
  await q.execute(sql`
    insert into activity_events (at, kind, actor_id, company_id, job_request_id, bid_id, bid_kind, talent_id)
    select ${timestamp(input.at)}, ${input.kind}, ${input.actorId}, jr.company_id, jr.id,
      b.id, b.kind, b.talent_id
    from job_requests jr
    left join bids b on b.id = ${input.bidId ?? null}::integer and b.job_request_id = jr.id
    where jr.id = ${input.jobRequestId}
    on conflict do nothing`);
}

/**
 * A view of a job request by someone outside its company (its members' own reads are not views),
 * once per viewer, request and UTC day (the unique index `activity_events_view_day_idx`).
 */
export async function recordView(
  q: Tx | Db,
  viewerId: number,
  jobRequestId: number,
  at: Date,
): Promise<void> {
  await q.execute(sql`
    insert into activity_events (at, kind, actor_id, company_id, job_request_id)
    select ${timestamp(at)}, 'request_viewed', ${viewerId}, jr.company_id, jr.id
    from job_requests jr
    where jr.id = ${jobRequestId} and jr.employer_id <> ${viewerId}
      and not exists (
        select 1 from company_members cm
        where cm.company_id = jr.company_id and cm.user_id = ${viewerId})
    on conflict do nothing`);
}

/**
 * A message from `senderId` in a direct conversation: the first reply to every bid the sender
 * received from the conversation's other person (a proposal to the employer, an outreach to the
 * talent), sent before now. One row per bid (the unique index `activity_events_reply_idx`).
 */
export async function recordReplies(
  tx: Tx,
  senderId: number,
  conversationId: number,
  at: Date,
): Promise<void> {
  await tx.execute(sql`
    insert into activity_events (at, kind, actor_id, company_id, job_request_id, bid_id, bid_kind, talent_id)
    select ${timestamp(at)}, 'message_replied', ${senderId}, jr.company_id, b.job_request_id,
      b.id, b.kind, b.talent_id
    from conversation_members other
    join bids b on (b.kind = 'proposal' and b.employer_id = ${senderId} and b.talent_id = other.user_id)
      or (b.kind = 'outreach' and b.talent_id = ${senderId} and b.employer_id = other.user_id)
    join job_requests jr on jr.id = b.job_request_id
    where other.conversation_id = ${conversationId} and other.user_id <> ${senderId}
      and b.created_at <= ${timestamp(at)}
    on conflict do nothing`);
}

/** The activity a job request's status change records. */
export const statusActivity = {
  active: 'request_resumed',
  paused: 'request_paused',
  closed: 'request_closed',
  filled: 'request_filled',
} as const satisfies Record<JobRequestStatus, ActivityKind>;
