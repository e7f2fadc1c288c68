import { useSavedItems } from '@hireloop/hooks';
import type { JobRequestDetails } from '@hireloop/sdk';
import { JobRequestCard, type SkillNames } from '@hireloop/ui';

export interface OpportunityGridProps {
  items: readonly JobRequestDetails[];
  skillNames: SkillNames;
  onSendProposal: (request: JobRequestDetails) => void;
}

/** Public job requests as cards a talent can save (locally and on the server) and bid on. */
export function OpportunityGrid({ items, skillNames, onSendProposal }: OpportunityGridProps) {
  const { isSaved, save, remove } = useSavedItems();
  return (
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
            onSendProposal={() => onSendProposal(request)}
          />
        </li>
      ))}
    </ul>
  );
}
