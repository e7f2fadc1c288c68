/**
 * Bid kinds (issue 2): a talent's `proposal` on a public job request, and an employer's
 * `outreach` to a talent for one of its own job requests (SPEC §1, up to 3 per request).
 */
export const BID_KINDS = ['proposal', 'outreach'] as const;
export type BidKind = (typeof BID_KINDS)[number];

/**
 * Bid statuses (issue 2). SPEC §4 leaves them "not shown"; only pending → accepted or declined
 * (by the receiver) and pending → withdrawn (by the sender) are allowed (issue 4).
 */
export const BID_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

/** The statuses a bid can be moved to: every status but `pending` (issue 4). */
export const BID_DECISIONS = ['accepted', 'declined', 'withdrawn'] as const;
export type BidDecision = (typeof BID_DECISIONS)[number];

/** The statuses of a bid still in play: at most one such bid per request, talent and kind. */
export const OPEN_BID_STATUSES = ['pending', 'accepted'] as const;
export type OpenBidStatus = (typeof OPEN_BID_STATUSES)[number];
