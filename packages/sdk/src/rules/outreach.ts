import { OUTREACH_BID_LIMIT } from '../vocabulary';

/**
 * Outreach bids still allowed on a job request after `sent` were sent (SPEC §5: "Up to 3 talent
 * outreach bids per job request"); never below 0.
 */
export const remainingOutreachBids = (sent: number): number =>
  Math.max(OUTREACH_BID_LIMIT - sent, 0);

/** Whether one more outreach bid may be sent (SPEC §5: "Up to 3 talent outreach bids per job request"). */
export const canSendOutreachBid = (sent: number): boolean => sent < OUTREACH_BID_LIMIT;
