import { useState } from 'react';
import {
  serverMessage,
  useCreateBid,
  useJobRequests,
  useRemainingOutreachBids,
} from '@hireloop/hooks';
import type { BidKind } from '@hireloop/sdk';
import { BidModal, type BidJobRequest, type BidTalent } from '../marketplace/forms/bid-modal';

export interface ConnectedBidModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `proposal`: talent → a job request; `outreach`: employer → a talent. */
  kind: BidKind;
  /** The job request a proposal answers (proposal). */
  jobRequest?: BidJobRequest;
  /** The talent an outreach goes to (outreach); the employer picks one of their active requests. */
  talent?: BidTalent | null;
}

/**
 * The bid modal fed from the hooks: a proposal for `jobRequest`, or an outreach to `talent` for
 * one of the employer's active job requests, with the outreach bids left out of 3 for the chosen
 * request (`useRemainingOutreachBids`). Closes once the server has the bid; its refusal (e.g. the
 * 409 of a fourth outreach) shows in the modal.
 */
export function ConnectedBidModal({
  open,
  onOpenChange,
  kind,
  jobRequest,
  talent,
}: ConnectedBidModalProps) {
  const create = useCreateBid();
  const own = useJobRequests({ status: 'active' });
  const choices: readonly BidJobRequest[] =
    kind === 'proposal'
      ? jobRequest
        ? [jobRequest]
        : []
      : (own.data?.pages.flatMap((page) => page?.items ?? []) ?? []);
  const [chosen, setChosen] = useState<number | undefined>(jobRequest?.id);
  const requestId = chosen ?? choices[0]?.id;
  const outreach = useRemainingOutreachBids(kind === 'outreach' ? requestId : undefined);
  return (
    <BidModal
      // The form reads its default request once: start it afresh when the requests arrive.
      key={choices.length ? 'ready' : 'loading'}
      open={open}
      onOpenChange={(next) => {
        if (!next) create.reset();
        onOpenChange(next);
      }}
      kind={kind}
      jobRequests={choices}
      defaultJobRequestId={requestId}
      talent={talent}
      // Unknown until the request and its outreach count have loaded (no count is shown meanwhile).
      sentOutreach={
        requestId === undefined || !outreach.data ? undefined : { [requestId]: outreach.data.sent }
      }
      onJobRequestChange={setChosen}
      onSubmit={(input) =>
        create.mutate(input, {
          onSuccess: () => onOpenChange(false),
        })
      }
      pending={create.isPending}
      error={create.error ? (serverMessage(create.error) ?? create.error.message) : null}
    />
  );
}
