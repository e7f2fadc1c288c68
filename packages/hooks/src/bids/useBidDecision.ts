import { useMutation } from '@tanstack/react-query';
import type { BidDecision } from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';
import { invalidateBids } from './invalidateBids';

export interface BidDecisionInput {
  id: number;
  /** `accepted` or `declined` (the receiver), `withdrawn` (the sender). */
  status: BidDecision;
}

/**
 * Accepts, declines or withdraws a bid (only a pending one; the server answers 409 otherwise).
 * Accepting opens the pair's direct conversation (`bid.conversationId`), so the conversation list
 * refreshes too; the bid, the bid lists and the job request lists always do.
 */
export function useBidDecision() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, status }: BidDecisionInput) => client.bids.setStatus(id, status),
    onSuccess: async (bid) => {
      queryClient.setQueryData(queryKeys.bid(bid.id), bid);
      await Promise.all([
        invalidateBids(queryClient),
        bid.status === 'accepted'
          ? queryClient.invalidateQueries({ queryKey: queryKeys.conversations() })
          : undefined,
      ]);
    },
  });
}
