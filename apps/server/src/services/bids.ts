/**
 * Bids (issue 4): a talent's proposal on a public (or direct-to-them) job request, and an
 * employer's outreach to a talent for one of its own active job requests; the status changes
 * between the two parties; the bid manager's sent and received listings.
 *
 * Rules and why:
 * - Proposals need an active talent (Lite) subscription and outreach an active employer one
 *   (issue 4: "Bids need a subscription and a job request"); the subscription row is locked
 *   (`lockForQuota`) first in every creation, so all bids one person sends serialise on it.
 * - The outreach limit (SPEC §1, §5: "up to 3 talent outreach bids per job request") is counted
 *   from the rows under a `SELECT … FOR UPDATE` of the job request, in the transaction that
 *   inserts: parallel outreach for one request queue on that lock and can never pass the limit.
 *   EVERY outreach ever sent for the request counts, whatever its status now: the limit is on what
 *   is sent (the sdk's `remainingOutreachBids(sent)`), and withdrawing must not free a slot, or
 *   send-and-withdraw would reach any number of talent.
 * - One open (pending or accepted) bid per job request, talent and kind: the partial unique index
 *   `bids_one_open_per_pair_idx`, checked first for a clear 409 and enforced by the insert's
 *   `ON CONFLICT DO NOTHING` (a race the check missed is still a 409, never a 500).
 * - pending → accepted / declined by the receiver, pending → withdrawn by the sender; nothing
 *   else (409). Accepting opens (or reuses) the pair's direct conversation. Every change notifies
 *   the other party and publishes a `bid-status` live event to both, in the same transaction.
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  canSendOutreachBid,
  OUTREACH_BID_LIMIT,
  SUBSCRIPTION_REQUIRED_MESSAGE,
} from '@hireloop/sdk';
import type {
  BidDecision,
  BidDetails,
  BidKind,
  BidPage,
  BidsQuery,
  BidStatus,
  CreateBid,
  LiveEvent,
  NotificationType,
  OutreachInput,
  ProposalInput,
  UserSummary,
} from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../db';
import { bids, jobRequests, users } from '../db/schema';
import { fieldError, problem } from '../errors';
import type { ServiceDeps } from './deps';
import { MAX_RATE } from './jobRequests';
import {
  CURSOR_TIMESTAMP_FORMAT,
  decodeCursor,
  encodeCursor,
  isInt4Id,
  type Keyset,
} from './pageCursor';
import type { SubscriptionService } from './subscriptions';

export const BID_NOT_FOUND = 'Bid not found';
export const JOB_REQUEST_NOT_FOUND = 'Job request not found';
/** The 409 of the 4th outreach bid for one job request (SPEC §1, §5). */
export const OUTREACH_LIMIT_MESSAGE = `You can send up to ${OUTREACH_BID_LIMIT} talent outreach bids per job request.`;
export const DUPLICATE_PROPOSAL_MESSAGE =
  'You already have a pending or accepted proposal on this job request.';
export const DUPLICATE_OUTREACH_MESSAGE =
  'You already have a pending or accepted outreach bid to this talent for this job request.';
const BID_LINK = '/bid-manager';

/** What the bid service calls on the other services (the issue 4 contracts). */
export interface BidServiceDependencies {
  subscriptions: Pick<SubscriptionService, 'lockForQuota'>;
  notifications: {
    notify(
      q: Db | Tx,
      userId: number,
      n: { type: NotificationType; title: string; body: string; link: string | null },
    ): Promise<unknown>;
  };
  live: {
    publish(q: Db | Tx, userIds: number | readonly number[], event: LiveEvent): Promise<void>;
  };
  conversations: { openDirect(q: Db | Tx, userA: number, userB: number): Promise<{ id: number }> };
}

/** The parties of a bid, as the transition rules need them. */
export interface BidParties {
  kind: BidKind;
  status: BidStatus;
  employerId: number;
  talentId: number;
}

/** Who sent the bid: the talent for a proposal, the employer for an outreach. */
export const senderOf = (bid: Pick<BidParties, 'kind' | 'employerId' | 'talentId'>): number =>
  bid.kind === 'proposal' ? bid.talentId : bid.employerId;
/** Who received the bid: the request's employer for a proposal, the talent for an outreach. */
export const receiverOf = (bid: Pick<BidParties, 'kind' | 'employerId' | 'talentId'>): number =>
  bid.kind === 'proposal' ? bid.employerId : bid.talentId;

const VERB: Record<BidDecision, string> = {
  accepted: 'accept',
  declined: 'decline',
  withdrawn: 'withdraw',
};

/**
 * Why `callerId` (a party of the bid) may not move it to `next`, as the 409 message; null when
 * the change is allowed. Who may decide is checked before the status, so a receiver trying to
 * withdraw learns why whatever the bid's state.
 */
export function transitionProblem(
  bid: BidParties,
  callerId: number,
  next: BidDecision,
): string | null {
  const isSender = senderOf(bid) === callerId;
  if (next === 'withdrawn' && !isSender) return 'Only the sender of a bid can withdraw it.';
  if (next !== 'withdrawn' && isSender) return `Only the receiver of a bid can ${VERB[next]} it.`;
  if (bid.status !== 'pending') return `This bid can no longer be ${next}.`;
  return null;
}

const KIND_NOUN: Record<BidKind, string> = { proposal: 'proposal', outreach: 'outreach bid' };
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The notification a receiver gets for a new bid. */
export function bidReceivedNotification(kind: BidKind, senderName: string, requestTitle: string) {
  return {
    type: 'bid_received' as const,
    title: kind === 'proposal' ? 'New proposal' : 'New outreach bid',
    body:
      kind === 'proposal'
        ? `${senderName} sent a proposal for "${requestTitle}".`
        : `${senderName} invited you to "${requestTitle}".`,
    link: BID_LINK,
  };
}

/** The notification the other party gets when `actorName` moved the bid to `status`. */
export function bidStatusNotification(
  kind: BidKind,
  status: BidDecision,
  actorName: string,
  requestTitle: string,
) {
  const noun = KIND_NOUN[kind];
  const body =
    status === 'withdrawn'
      ? `${actorName} withdrew their ${noun} for "${requestTitle}".`
      : `${actorName} ${status} your ${noun} for "${requestTitle}".`;
  return {
    type: 'bid_status_changed' as const,
    title: `${capitalised(noun)} ${status}`,
    body,
    link: BID_LINK,
  };
}

const employer = alias(users, 'bid_employer');
const talent = alias(users, 'bid_talent');

const detailColumns = {
  id: bids.id,
  kind: bids.kind,
  status: bids.status,
  jobRequestId: bids.jobRequestId,
  employerId: bids.employerId,
  talentId: bids.talentId,
  rate: bids.rate,
  message: bids.message,
  conversationId: bids.conversationId,
  createdAt: bids.createdAt,
  updatedAt: bids.updatedAt,
  requestTitle: jobRequests.title,
  requestType: jobRequests.type,
  requestRateType: jobRequests.rateType,
  requestStatus: jobRequests.status,
  employerName: employer.name,
  employerRole: employer.role,
  employerLogo: employer.companyLogo,
  employerImage: employer.profileImage,
  talentName: talent.name,
  talentRole: talent.role,
  talentLogo: talent.companyLogo,
  talentImage: talent.profileImage,
  /** The sort key at full precision, for the next page's cursor. */
  cursorAt: sql<string>`to_char(${bids.createdAt} at time zone 'UTC', ${sql.raw(`'${CURSOR_TIMESTAMP_FORMAT}'`)})`,
};

interface DetailRow {
  id: number;
  kind: BidKind;
  status: BidStatus;
  jobRequestId: number;
  employerId: number;
  talentId: number;
  rate: number | null;
  message: string;
  conversationId: number | null;
  createdAt: Date;
  updatedAt: Date;
  requestTitle: string;
  requestType: BidDetails['jobRequest']['type'];
  requestRateType: BidDetails['jobRequest']['rateType'];
  requestStatus: BidDetails['jobRequest']['status'];
  employerName: string;
  employerRole: 'employer' | 'talent';
  employerLogo: string | null;
  employerImage: string | null;
  talentName: string;
  talentRole: 'employer' | 'talent';
  talentLogo: string | null;
  talentImage: string | null;
  cursorAt: string;
}

/** userSummarySchema: `image` is an employer's companyLogo or a talent's profileImage. */
const summary = (
  id: number,
  name: string,
  role: 'employer' | 'talent',
  logo: string | null,
  image: string | null,
): UserSummary => ({ id, name, role, image: role === 'employer' ? logo : image });

/** The API shape of a bid (bidDetailsSchema). */
export function toBidDetails(row: DetailRow): BidDetails {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    jobRequestId: row.jobRequestId,
    employerId: row.employerId,
    talentId: row.talentId,
    rate: row.rate,
    message: row.message,
    conversationId: row.conversationId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    jobRequest: {
      id: row.jobRequestId,
      title: row.requestTitle,
      type: row.requestType,
      rateType: row.requestRateType,
      status: row.requestStatus,
    },
    employer: summary(
      row.employerId,
      row.employerName,
      row.employerRole,
      row.employerLogo,
      row.employerImage,
    ),
    talent: summary(row.talentId, row.talentName, row.talentRole, row.talentLogo, row.talentImage),
  };
}

/** What the schema cannot know: rates the column can hold, no NUL (PostgreSQL text cannot). */
function validate(input: CreateBid): void {
  if (input.rate !== undefined && input.rate > MAX_RATE) {
    throw fieldError('rate', `Number must be less than or equal to ${MAX_RATE}`, input);
  }
  if (input.message.includes('\u0000')) throw fieldError('message', 'Invalid character', input);
}

/** `created_at desc, id desc`, spelled as the indexes are built (see jobRequests.ts). */
const NEWEST_FIRST = [
  sql`${bids.createdAt} desc nulls last`,
  sql`${bids.id} desc nulls last`,
] as const;

/** Rows strictly after the cursor in `(created_at desc, id desc)` order. */
function afterCursor(key: Keyset<number>): SQL {
  const at = sql`${key.at}::timestamptz`;
  return sql`(${bids.createdAt} <= ${at} and (${bids.createdAt} < ${at} or ${bids.id} < ${key.id}))`;
}

/** Newest first, then the higher id (the listing order). */
const newestFirst = (a: DetailRow, b: DetailRow) =>
  a.cursorAt === b.cursorAt ? b.id - a.id : a.cursorAt < b.cursorAt ? 1 : -1;

/**
 * The two halves of a listing: "sent" is proposals the caller made as talent plus outreach it
 * made as employer; "received" is proposals on its requests plus outreach to it. Each half is one
 * query walking its own index (`bids_talent_idx`, `bids_employer_idx`) in order, merged after.
 */
function sides(direction: 'sent' | 'received', userId: number): { kind: BidKind; who: SQL }[] {
  return direction === 'sent'
    ? [
        { kind: 'proposal', who: eq(bids.talentId, userId) },
        { kind: 'outreach', who: eq(bids.employerId, userId) },
      ]
    : [
        { kind: 'proposal', who: eq(bids.employerId, userId) },
        { kind: 'outreach', who: eq(bids.talentId, userId) },
      ];
}

export function createBidService(
  deps: ServiceDeps,
  { subscriptions, notifications, live, conversations }: BidServiceDependencies,
) {
  const { db, now } = deps;

  const details = (q: Db | Tx) =>
    q
      .select(detailColumns)
      .from(bids)
      .innerJoin(jobRequests, eq(jobRequests.id, bids.jobRequestId))
      .innerJoin(employer, eq(employer.id, bids.employerId))
      .innerJoin(talent, eq(talent.id, bids.talentId));

  async function readDetails(q: Db | Tx, id: number): Promise<DetailRow> {
    const [row] = await details(q).where(eq(bids.id, id));
    if (!row) throw problem(404, BID_NOT_FOUND);
    return row;
  }

  /** Inserts a pending bid; a conflict on the one-open-bid index is the duplicate 409. */
  async function insert(
    tx: Tx,
    values: Omit<typeof bids.$inferInsert, 'id' | 'status'>,
    duplicateMessage: string,
  ): Promise<DetailRow> {
    const at = now();
    const [created] = await tx
      .insert(bids)
      .values({ ...values, status: 'pending', createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning({ id: bids.id });
    if (!created) throw problem(409, duplicateMessage);
    const row = await readDetails(tx, created.id);
    const senderName = row.kind === 'proposal' ? row.talentName : row.employerName;
    await notifications.notify(
      tx,
      receiverOf(row),
      bidReceivedNotification(row.kind, senderName, row.requestTitle),
    );
    return row;
  }

  /** An open bid of `kind` already there for this request and talent (the unique index's rows). */
  async function hasOpenBid(tx: Tx, kind: BidKind, jobRequestId: number, talentId: number) {
    const [open] = await tx
      .select({ id: bids.id })
      .from(bids)
      .where(
        and(
          eq(bids.jobRequestId, jobRequestId),
          eq(bids.talentId, talentId),
          eq(bids.kind, kind),
          sql`${bids.status} in ('pending', 'accepted')`,
        ),
      )
      .limit(1);
    return open !== undefined;
  }

  async function propose(tx: Tx, talentId: number, input: ProposalInput): Promise<DetailRow> {
    const quota = await subscriptions.lockForQuota(tx, talentId, 'talent');
    if (!quota?.active) throw problem(403, SUBSCRIPTION_REQUIRED_MESSAGE);
    // FOR SHARE: the request cannot be closed under a proposal being made.
    const [request] = await tx
      .select({
        employerId: jobRequests.employerId,
        status: jobRequests.status,
        requestTarget: jobRequests.requestTarget,
        talentId: jobRequests.talentId,
      })
      .from(jobRequests)
      .where(eq(jobRequests.id, input.jobRequestId))
      .for('share');
    const visible =
      request &&
      (request.requestTarget === 'public' ||
        request.talentId === talentId ||
        request.employerId === talentId);
    if (!visible) throw problem(404, JOB_REQUEST_NOT_FOUND);
    if (request.employerId === talentId) {
      throw problem(409, 'You cannot send a proposal on your own job request.');
    }
    if (request.status !== 'active') {
      throw problem(409, 'This job request is no longer accepting proposals.');
    }
    if (await hasOpenBid(tx, 'proposal', input.jobRequestId, talentId)) {
      throw problem(409, DUPLICATE_PROPOSAL_MESSAGE);
    }
    return insert(
      tx,
      {
        kind: 'proposal',
        jobRequestId: input.jobRequestId,
        employerId: request.employerId,
        talentId,
        rate: input.rate,
        message: input.message,
      },
      DUPLICATE_PROPOSAL_MESSAGE,
    );
  }

  async function reachOut(tx: Tx, employerId: number, input: OutreachInput): Promise<DetailRow> {
    const quota = await subscriptions.lockForQuota(tx, employerId, 'employer');
    if (!quota?.active) throw problem(403, SUBSCRIPTION_REQUIRED_MESSAGE);
    // The lock every outreach for this request queues on: count and insert cannot interleave.
    const [request] = await tx
      .select({ status: jobRequests.status })
      .from(jobRequests)
      .where(and(eq(jobRequests.id, input.jobRequestId), eq(jobRequests.employerId, employerId)))
      .for('update');
    if (!request) throw problem(404, JOB_REQUEST_NOT_FOUND);
    if (request.status !== 'active') {
      throw problem(409, 'Outreach bids can only be sent for an active job request.');
    }
    if (input.talentId === employerId) {
      throw fieldError('talentId', 'You cannot send an outreach bid to yourself', input);
    }
    const [person] = isInt4Id(input.talentId)
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, input.talentId), eq(users.role, 'talent')))
      : [];
    if (!person) throw fieldError('talentId', 'No talent with this id', input);
    if (await hasOpenBid(tx, 'outreach', input.jobRequestId, input.talentId)) {
      throw problem(409, DUPLICATE_OUTREACH_MESSAGE);
    }
    const [sent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(bids)
      .where(and(eq(bids.jobRequestId, input.jobRequestId), eq(bids.kind, 'outreach')));
    if (!canSendOutreachBid(sent?.count ?? 0)) throw problem(409, OUTREACH_LIMIT_MESSAGE);
    return insert(
      tx,
      {
        kind: 'outreach',
        jobRequestId: input.jobRequestId,
        employerId,
        talentId: input.talentId,
        rate: input.rate ?? null,
        message: input.message,
      },
      DUPLICATE_OUTREACH_MESSAGE,
    );
  }

  return {
    /**
     * POST /api/bids: a proposal (talent) or an outreach (employer); the receiver is notified.
     * Order of answers: 400 (fields), 403 (subscription), 404/409 (job request), 400 (talent),
     * 409 (duplicate, then the outreach limit).
     */
    async create(userId: number, input: CreateBid): Promise<BidDetails> {
      validate(input);
      if (!isInt4Id(input.jobRequestId)) throw problem(404, JOB_REQUEST_NOT_FOUND);
      const row = await db.transaction((tx) =>
        input.kind === 'proposal' ? propose(tx, userId, input) : reachOut(tx, userId, input),
      );
      return toBidDetails(row);
    },

    /** GET /api/bids/{id}: for either party of the bid; anyone else 404. */
    async get(userId: number, id: number): Promise<BidDetails> {
      if (!isInt4Id(id)) throw problem(404, BID_NOT_FOUND);
      const [row] = await details(db).where(
        and(eq(bids.id, id), or(eq(bids.employerId, userId), eq(bids.talentId, userId))),
      );
      if (!row) throw problem(404, BID_NOT_FOUND);
      return toBidDetails(row);
    },

    /**
     * PATCH /api/bids/{id}: accept or decline (the receiver), withdraw (the sender). Accepting
     * opens the pair's direct conversation and stores it on the bid. The bid row is locked, so
     * two parallel decisions cannot both pass the `pending` check.
     */
    async setStatus(userId: number, id: number, next: BidDecision): Promise<BidDetails> {
      if (!isInt4Id(id)) throw problem(404, BID_NOT_FOUND);
      const row = await db.transaction(async (tx) => {
        const [bid] = await tx
          .select({
            kind: bids.kind,
            status: bids.status,
            employerId: bids.employerId,
            talentId: bids.talentId,
            jobRequestId: bids.jobRequestId,
          })
          .from(bids)
          .where(and(eq(bids.id, id), or(eq(bids.employerId, userId), eq(bids.talentId, userId))))
          .for('update');
        if (!bid) throw problem(404, BID_NOT_FOUND);
        const refusal = transitionProblem(bid, userId, next);
        if (refusal) throw problem(409, refusal);

        const conversationId =
          next === 'accepted'
            ? (await conversations.openDirect(tx, bid.employerId, bid.talentId)).id
            : undefined;
        await tx
          .update(bids)
          .set({ status: next, updatedAt: now(), ...(conversationId ? { conversationId } : {}) })
          .where(eq(bids.id, id));

        const updated = await readDetails(tx, id);
        const other = userId === bid.employerId ? bid.talentId : bid.employerId;
        const actorName = userId === bid.employerId ? updated.employerName : updated.talentName;
        await notifications.notify(
          tx,
          other,
          bidStatusNotification(bid.kind, next, actorName, updated.requestTitle),
        );
        await live.publish(tx, [bid.employerId, bid.talentId], {
          type: 'bid-status',
          data: { bidId: id, jobRequestId: bid.jobRequestId, status: next },
        });
        return updated;
      });
      return toBidDetails(row);
    },

    /** GET /api/bids/sent and /api/bids/received: newest first, filtered, keyset-paged. */
    async list(userId: number, direction: 'sent' | 'received', query: BidsQuery): Promise<BidPage> {
      const empty: BidPage = { items: [], nextCursor: null };
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(bids.status, query.status));
      if (query.jobRequestId !== undefined) {
        if (!isInt4Id(query.jobRequestId)) return empty;
        filters.push(eq(bids.jobRequestId, query.jobRequestId));
      }
      if (query.cursor) filters.push(afterCursor(decodeCursor(query.cursor, 'int')));

      const pages: DetailRow[][] = [];
      for (const side of sides(direction, userId)) {
        if (query.kind && query.kind !== side.kind) continue;
        pages.push(
          await details(db)
            .where(and(side.who, eq(bids.kind, side.kind), ...filters))
            .orderBy(...NEWEST_FIRST)
            .limit(query.limit + 1),
        );
      }
      const rows = pages
        .flat()
        .sort(newestFirst)
        .slice(0, query.limit + 1);
      const items = rows.slice(0, query.limit);
      const last = items[items.length - 1];
      return {
        items: items.map(toBidDetails),
        nextCursor:
          rows.length > query.limit && last
            ? encodeCursor({ at: last.cursorAt, id: last.id })
            : null,
      };
    },
  };
}
export type BidService = ReturnType<typeof createBidService>;
