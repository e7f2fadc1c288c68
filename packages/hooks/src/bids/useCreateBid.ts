import { useMutation } from '@tanstack/react-query';
import type { CreateBidInput } from '@hireloop/sdk';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';
import { invalidateBids } from './invalidateBids';

/**
 * Sends a proposal (talent: `{ kind: 'proposal', jobRequestId, rate, message }`) or an outreach bid
 * (employer: `{ kind: 'outreach', jobRequestId, talentId, rate?, message }`). On success the bid
 * lists and job request lists (their bid counts) refresh. A refusal is the mutation's `error`;
 * `serverMessage(error)` has the server's words, e.g. the 409 of a 4th outreach bid (SPEC §1:
 * "up to 3 talent outreach bids per job request"). See `useRemainingOutreachBids` to warn first.
 */
export function useCreateBid() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (input: CreateBidInput) => client.bids.create(input),
    onSuccess: (bid) => {
      queryClient.setQueryData(queryKeys.bid(bid.id), bid);
      return invalidateBids(queryClient);
    },
  });
}
