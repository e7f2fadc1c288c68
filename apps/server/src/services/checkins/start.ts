/**
 * An engagement starts when a bid is accepted (issue 16): called inside the acceptance's
 * transaction (services/bids/decisions.ts), so an accepted bid always has its engagement. A bid
 * that already has one keeps it.
 */
import type { Tx } from '../../db';
import { engagements } from '../../db/schemaCheckins';

export async function startEngagement(
  tx: Tx,
  bid: { id: number; jobRequestId: number; employerId: number; talentId: number },
  at: Date,
): Promise<void> {
  await tx
    .insert(engagements)
    .values({
      bidId: bid.id,
      jobRequestId: bid.jobRequestId,
      employerId: bid.employerId,
      talentId: bid.talentId,
      startedAt: at,
    })
    .onConflictDoNothing({ target: engagements.bidId });
}
