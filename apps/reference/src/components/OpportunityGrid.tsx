import { useState } from 'react';
import { useSavedItems } from '@hireloop/hooks';
import type { JobRequestDetails } from '@hireloop/sdk';
import { JobRequestCard, type SkillNames } from '@hireloop/ui';
import { LazyBidModal } from './LazyBidModals';

export interface OpportunityGridProps {
  items: readonly JobRequestDetails[];
  skillNames: SkillNames;
}

/**
 * Public job requests as cards a talent can save (locally and on the server) and send a proposal
 * on, through the bid modal.
 */
export function OpportunityGrid({ items, skillNames }: OpportunityGridProps) {
  const { isSaved, save, remove } = useSavedItems();
  const [proposalFor, setProposalFor] = useState<JobRequestDetails | null>(null);
  return (
    <>
      <ul className="grid gap-4 lg:grid-cols-2">
        {items.map((request) => (
          <li key={request.id} className="grid">
            <JobRequestCard
              jobRequest={request}
              skillNames={skillNames}
              className="[&>[data-slot=card-footer]]:mt-auto"
              saved={isSaved(request.id, request.type)}
              onSavedChange={(saved) =>
                saved ? save(request.id, request.type) : remove(request.id, request.type)
              }
              onSendProposal={() => setProposalFor(request)}
            />
          </li>
        ))}
      </ul>
      {proposalFor ? (
        <LazyBidModal
          key={proposalFor.id}
          open
          onOpenChange={(open) => {
            if (!open) setProposalFor(null);
          }}
          kind="proposal"
          jobRequest={{
            id: proposalFor.id,
            title: proposalFor.title,
            rateType: proposalFor.rateType,
          }}
        />
      ) : null}
    </>
  );
}
