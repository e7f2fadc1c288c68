import { useAccount, useSetJobRequestStatus } from '@hireloop/hooks';
import type { JobRequestDetails, JobRequestStatus } from '@hireloop/sdk';
import { Button, JobRequestCard, type SkillNames } from '@hireloop/ui';
import { AppLink } from '../../lib/AppLink';

export interface RequestItemProps {
  request: JobRequestDetails;
  skillNames: SkillNames;
  /** Opens the outreach flow (talent picker, then the bid modal) for this request. */
  onOutreach: (request: JobRequestDetails) => void;
}

/** The status changes offered from each status (the server allows any; these are the useful ones). */
const NEXT: Readonly<
  Record<JobRequestStatus, readonly { status: JobRequestStatus; label: string }[]>
> = {
  active: [
    { status: 'paused', label: 'Pause' },
    { status: 'closed', label: 'Close' },
  ],
  paused: [
    { status: 'active', label: 'Resume' },
    { status: 'closed', label: 'Close' },
  ],
  closed: [{ status: 'active', label: 'Reopen' }],
  filled: [{ status: 'active', label: 'Reopen' }],
};

/**
 * One own job request: the card (type, status, rate, bids count, posted date, skills) and its
 * actions — edit, the status changes, outreach and "Find talent". Each action's accessible name
 * ends with the request's title, so a screen reader tells the many "Edit" buttons apart.
 */
export function RequestItem({ request, skillNames, onOutreach }: RequestItemProps) {
  const { openJobModal } = useAccount();
  const setStatus = useSetJobRequestStatus();
  const changing = setStatus.isPending;
  const forTitle = <span className="sr-only"> {request.title}</span>;

  return (
    <div className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <JobRequestCard
        jobRequest={request}
        skillNames={skillNames}
        className="rounded-none border-0 shadow-none"
      />
      <div className="flex flex-wrap gap-2 border-t px-6 py-4">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => openJobModal({ jobRequest: request })}
        >
          Edit{forTitle}
        </Button>
        {NEXT[request.status].map(({ status, label }) => (
          <Button
            key={status}
            type="button"
            variant="outline"
            size="sm"
            disabled={changing}
            aria-busy={changing && setStatus.variables?.status === status}
            onClick={() => setStatus.mutate({ id: request.id, status })}
          >
            {label}
            {forTitle}
          </Button>
        ))}
        {request.status === 'active' ? (
          <Button type="button" size="sm" onClick={() => onOutreach(request)}>
            Outreach{forTitle}
          </Button>
        ) : null}
        <Button asChild variant="ghost" size="sm">
          <AppLink href="/explorer">Find talent</AppLink>
        </Button>
      </div>
    </div>
  );
}
