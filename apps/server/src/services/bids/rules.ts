/**
 * The pure rules of bids: who sent and who receives a bid, which status changes each party may
 * make (and the 409 texts of the others), and what the other party is told.
 */
import { OUTREACH_BID_LIMIT } from '@hireloop/sdk';
import type { BidDecision, BidKind, BidStatus } from '@hireloop/sdk/schemas';

export const BID_NOT_FOUND = 'Bid not found';
export const JOB_REQUEST_NOT_FOUND = 'Job request not found';
/** The 409 of the 4th outreach bid for one job request (SPEC §1, §5). */
export const OUTREACH_LIMIT_MESSAGE = `You can send up to ${OUTREACH_BID_LIMIT} talent outreach bids per job request.`;
export const DUPLICATE_PROPOSAL_MESSAGE =
  'You already have a pending or accepted proposal on this job request.';
export const DUPLICATE_OUTREACH_MESSAGE =
  'You already have a pending or accepted outreach bid to this talent for this job request.';
const BID_LINK = '/bid-manager';
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
