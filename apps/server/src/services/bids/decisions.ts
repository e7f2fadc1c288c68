/** A bid's status changes: accept or decline by the receiver, withdraw by the sender. */
import { and, eq, or } from 'drizzle-orm';
import type { BidDecision, BidDetails } from '@hireloop/sdk/schemas';
import { bids } from '../../db/schema';
import { problem } from '../../errors';
import { recordActivity } from '../activity/record';
import { startEngagement } from '../checkins/start';
import { assertMayWriteForRequests, bidInCompaniesOf } from '../companies/scope';
import type { ServiceDeps } from '../deps';
import { isInt4Id } from '../pageCursor';
import type { BidServiceDependencies } from './dependencies';
import { readDetails, toBidDetails } from './rows';
import { BID_NOT_FOUND, bidStatusNotification, transitionProblem } from './rules';

export function createBidDecisions(
  deps: ServiceDeps,
  {
    notifications,
    live,
    conversations,
  }: Pick<BidServiceDependencies, 'notifications' | 'live' | 'conversations'>,
) {
  const { db, now } = deps;

  return {
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
          .where(
            and(
              eq(bids.id, id),
              or(eq(bids.employerId, userId), eq(bids.talentId, userId), bidInCompaniesOf(userId)),
            ),
          )
          .for('update', { of: bids });
        if (!bid) throw problem(404, BID_NOT_FOUND);
        // Issue 16: on the employer side the decision is the company's: any of its writing
        // members makes it for the bid's employer; viewers cannot.
        const employerSide = userId !== bid.talentId;
        if (employerSide) await assertMayWriteForRequests(tx, userId, bid.jobRequestId);
        const actor = employerSide ? bid.employerId : userId;
        const refusal = transitionProblem(bid, actor, next);
        if (refusal) throw problem(409, refusal);

        const conversationId =
          next === 'accepted'
            ? (await conversations.openDirect(tx, bid.employerId, bid.talentId)).id
            : undefined;
        await tx
          .update(bids)
          .set({ status: next, updatedAt: now(), ...(conversationId ? { conversationId } : {}) })
          .where(eq(bids.id, id));
        // Issue 16: an accepted bid starts its engagement (check-ins), in this same transaction.
        if (next === 'accepted') await startEngagement(tx, { id, ...bid }, now());
        await recordActivity(tx, {
          kind: `bid_${next}`,
          actorId: userId,
          jobRequestId: bid.jobRequestId,
          bidId: id,
          at: now(),
        });

        const updated = await readDetails(tx, id);
        const other = actor === bid.employerId ? bid.talentId : bid.employerId;
        const actorName = actor === bid.employerId ? updated.employerName : updated.talentName;
        // Both parties' live locks at once, in id order, before the notification takes the
        // other's alone (services/live.ts: no two transactions lock recipients in opposite orders).
        await live.publish(tx, [bid.employerId, bid.talentId], {
          type: 'bid-status',
          data: { bidId: id, jobRequestId: bid.jobRequestId, status: next },
        });
        await notifications.notify(
          tx,
          other,
          bidStatusNotification(bid.kind, next, actorName, updated.requestTitle),
        );
        return updated;
      });
      return toBidDetails(row);
    },
  };
}
