/**
 * Creating a bid: a talent's proposal, or an employer's outreach (see ./index.ts for the rules and
 * the locks that keep them under parallel requests).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  canSendOutreachBid,
  OPEN_BID_STATUSES,
  SUBSCRIPTION_REQUIRED_MESSAGE,
} from '@hireloop/sdk';
import type {
  BidDetails,
  BidKind,
  CreateBid,
  OutreachInput,
  ProposalInput,
} from '@hireloop/sdk/schemas';
import type { Tx } from '../../db';
import { bids, jobRequests, users } from '../../db/schema';
import { fieldError, problem } from '../../errors';
import { recordActivity } from '../activity/record';
import { activeMembership, assertCompanyCan } from '../companies/access';
import { lockCompanyQuota } from '../companies/quota';
import type { ServiceDeps } from '../deps';
import { isInt4Id } from '../pageCursor';
import type { BidServiceDependencies } from './dependencies';
import { readDetails, toBidDetails, type DetailRow } from './rows';
import {
  bidReceivedNotification,
  DUPLICATE_OUTREACH_MESSAGE,
  DUPLICATE_PROPOSAL_MESSAGE,
  JOB_REQUEST_NOT_FOUND,
  OUTREACH_LIMIT_MESSAGE,
  receiverOf,
} from './rules';

export function createBidCreation(
  deps: ServiceDeps,
  { subscriptions, notifications }: Pick<BidServiceDependencies, 'subscriptions' | 'notifications'>,
) {
  const { db, now } = deps;

  /** The sender's company, when their role there may write (else 403). */
  async function outreachWriter(userId: number) {
    const membership = await activeMembership(db, userId, now);
    assertCompanyCan(membership, 'write');
    return membership;
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
    await recordActivity(tx, {
      kind: 'bid_created',
      actorId: values.kind === 'proposal' ? values.talentId : values.employerId,
      jobRequestId: values.jobRequestId,
      bidId: created.id,
      at,
    });
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
          inArray(bids.status, OPEN_BID_STATUSES),
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

  async function reachOut(
    tx: Tx,
    employerId: number,
    companyId: number,
    input: OutreachInput,
  ): Promise<DetailRow> {
    // Issue 16: a writing member of the company, under the company's subscription.
    const quota = await lockCompanyQuota(tx, companyId, now());
    if (!quota?.active) throw problem(403, SUBSCRIPTION_REQUIRED_MESSAGE);
    // The lock every outreach for this request queues on (whichever member sends it): count and
    // insert cannot interleave, so the limit per request holds across the company's members.
    const [request] = await tx
      .select({ status: jobRequests.status })
      .from(jobRequests)
      .where(and(eq(jobRequests.id, input.jobRequestId), eq(jobRequests.companyId, companyId)))
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
          .where(
            and(eq(users.id, input.talentId), eq(users.role, 'talent'), isNull(users.deletedAt)),
          )
          // Shared with other bids, exclusive of an account deletion: a deletion under way is
          // waited for and then seen, so no open bid is left to a deleted person.
          .for('share')
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
      if (!isInt4Id(input.jobRequestId)) throw problem(404, JOB_REQUEST_NOT_FOUND);
      const sender = input.kind === 'outreach' ? await outreachWriter(userId) : null;
      const row = await db.transaction((tx) =>
        input.kind === 'proposal'
          ? propose(tx, userId, input)
          : reachOut(tx, userId, sender!.companyId, input),
      );
      return toBidDetails(row);
    },
  };
}
