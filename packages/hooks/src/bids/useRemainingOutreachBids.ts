import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { canSendOutreachBid, OUTREACH_BID_LIMIT, remainingOutreachBids } from '@hireloop/sdk';
import type { BidPage } from '@hireloop/sdk/schemas';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { sentBidsQuery } from '../queries/bids';

/** How many outreach bids a job request has had, and how many more it may have. */
export interface OutreachBidsLeft {
  /** Outreach bids sent for the request, whatever their status now (counted up to the limit). */
  sent: number;
  /** `remainingOutreachBids(sent)`: 3 down to 0. */
  remaining: number;
  /** `canSendOutreachBid(sent)`. */
  canSend: boolean;
}

/** Module level, so the selection is not redone on every render. */
const toOutreachBidsLeft = (data: InfiniteData<BidPage | null>): OutreachBidsLeft => {
  const sent = data.pages[0]?.items.length ?? 0;
  return { sent, remaining: remainingOutreachBids(sent), canSend: canSendOutreachBid(sent) };
};

/**
 * SPEC §1, §5: "Up to 3 talent outreach bids per job request", counted as the server counts them
 * (every outreach ever sent for the request; withdrawing frees no slot), from the employer's sent
 * outreach for that request. For the bid modal to say how many are left before a 409.
 */
export function useRemainingOutreachBids(jobRequestId: number | null | undefined) {
  const { client } = useHireloop();
  const { user } = useAuth();
  const filter = {
    jobRequestId: jobRequestId ?? 0,
    kind: 'outreach',
    limit: OUTREACH_BID_LIMIT,
  } as const;
  return useInfiniteQuery({
    ...sentBidsQuery(client, filter),
    enabled: user !== null && jobRequestId != null,
    select: toOutreachBidsLeft,
  });
}
