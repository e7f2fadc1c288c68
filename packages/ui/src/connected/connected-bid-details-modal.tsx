import { serverMessage, useAuth, useBid, useBidDecision } from '@hireloop/hooks';
import { BidDetailsModal } from '../marketplace/forms/bid-details-modal';

export interface ConnectedBidDetailsModalProps {
  /** The bid to show; nothing is fetched while it is undefined. */
  bidId: number | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The bid details modal fed from the hooks: the bid, and accept / decline (receiver of a pending
 * bid) or withdraw (its sender), which refresh the bids, job requests and conversations.
 */
export function ConnectedBidDetailsModal({
  bidId,
  open,
  onOpenChange,
}: ConnectedBidDetailsModalProps) {
  const { user } = useAuth();
  const bid = useBid(bidId);
  const decide = useBidDecision();
  const decideOn = (status: 'accepted' | 'declined' | 'withdrawn') => (id: number) =>
    decide.mutate({ id, status });
  return (
    <BidDetailsModal
      open={open}
      onOpenChange={(next) => {
        if (!next) decide.reset();
        onOpenChange(next);
      }}
      bid={bid.data}
      viewerId={user?.id ?? 0}
      onAccept={decideOn('accepted')}
      onDecline={decideOn('declined')}
      onWithdraw={decideOn('withdrawn')}
      pending={decide.isPending}
      error={decide.error ? (serverMessage(decide.error) ?? decide.error.message) : null}
    />
  );
}
