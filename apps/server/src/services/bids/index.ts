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
import type { ServiceDeps } from '../deps';
import { createBidCreation } from './create';
import { createBidDecisions } from './decisions';
import type { BidServiceDependencies } from './dependencies';
import { createBidListing } from './list';

export type { BidServiceDependencies } from './dependencies';
export { toBidDetails } from './rows';
export {
  BID_NOT_FOUND,
  bidReceivedNotification,
  bidStatusNotification,
  DUPLICATE_OUTREACH_MESSAGE,
  DUPLICATE_PROPOSAL_MESSAGE,
  JOB_REQUEST_NOT_FOUND,
  OUTREACH_LIMIT_MESSAGE,
  receiverOf,
  senderOf,
  transitionProblem,
} from './rules';
export type { BidParties } from './rules';

export function createBidService(deps: ServiceDeps, others: BidServiceDependencies) {
  return {
    ...createBidCreation(deps, others),
    ...createBidDecisions(deps, others),
    ...createBidListing(deps),
  };
}
export type BidService = ReturnType<typeof createBidService>;
