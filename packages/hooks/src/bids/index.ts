export { useBid } from './useBid';
export { useBidDecision } from './useBidDecision';
export { useCreateBid } from './useCreateBid';
export { useReceivedBids } from './useReceivedBids';
export { useRemainingOutreachBids } from './useRemainingOutreachBids';
export { useSentBids } from './useSentBids';

export type { BidDecisionInput } from './useBidDecision';
export type { OutreachBidsLeft } from './useRemainingOutreachBids';
