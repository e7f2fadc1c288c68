import type { JobRequest, JobRequestDetails } from '@hireloop/sdk';
import { CalendarDays, Gavel, MapPin, Send } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../primitives/card';
import { formatDate } from './format-date';
import { formatRate } from './format-rate';
import {
  JOB_REQUEST_STATUS_BADGES,
  JOB_REQUEST_TYPE_LABELS,
  LOCATION_TYPE_LABELS,
  bidsCountLabel,
} from '../../labels';
import { SaveToggle } from './save-toggle';
import { SkillList } from './skill-list';
import { namesOf, type SkillNames } from './skill-names';

export type JobRequestCardProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The job request; with the listing details (bids count, employer) when the API gives them. */
  jobRequest: JobRequest | JobRequestDetails;
  /** Skill names by id (`toSkillNames(skills)`); unknown ids are not shown. */
  skillNames?: SkillNames;
  /** Whether the request is in the user's saved items. @default false */
  saved?: boolean;
  /** Called with the new saved state; the Save toggle shows only when given. */
  onSavedChange?: (saved: boolean) => void;
  /** Called by "Send proposal"; the button shows only when given. */
  onSendProposal?: (jobRequest: JobRequest | JobRequestDetails) => void;
  /** Disables "Send proposal" (say, while the bid modal opens or after a proposal was sent). */
  sendProposalDisabled?: boolean;
};

/**
 * A job request in a listing: title, type and status badges, the rate ("$50–$90 / hour"), where,
 * the skills, the bids count, a Save toggle and "Send proposal".
 */
export function JobRequestCard({
  jobRequest,
  skillNames,
  saved = false,
  onSavedChange,
  onSendProposal,
  sendProposalDisabled,
  className,
  ...props
}: JobRequestCardProps) {
  const titleId = useId();
  const status = JOB_REQUEST_STATUS_BADGES[jobRequest.status];
  const details = 'bidsCount' in jobRequest ? jobRequest : undefined;
  const where = [
    jobRequest.location,
    jobRequest.locationType ? LOCATION_TYPE_LABELS[jobRequest.locationType] : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const skills = namesOf(jobRequest.skills, skillNames);

  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      data-slot="job-request-card"
      className={cn('gap-4', className)}
      {...props}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{JOB_REQUEST_TYPE_LABELS[jobRequest.type]}</Badge>
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
        <CardTitle>
          <h3 id={titleId} className="text-base leading-snug font-semibold">
            {jobRequest.title}
          </h3>
        </CardTitle>
        {details ? (
          <CardDescription>{details.companyName ?? details.employerName}</CardDescription>
        ) : null}
        {onSavedChange ? (
          <CardAction>
            <SaveToggle saved={saved} onSavedChange={onSavedChange} />
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-lg font-semibold" data-slot="job-request-rate">
          {formatRate(jobRequest)}
        </p>
        <p className="line-clamp-3 text-sm text-muted-foreground">{jobRequest.description}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {where ? (
            <li className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {where}
            </li>
          ) : null}
          {details ? (
            <li className="inline-flex items-center gap-1.5">
              <Gavel aria-hidden="true" className="size-4" />
              {bidsCountLabel(details.bidsCount)}
            </li>
          ) : null}
          <li className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <span>
              Posted <time dateTime={jobRequest.createdAt}>{formatDate(jobRequest.createdAt)}</time>
            </span>
          </li>
        </ul>
        <SkillList names={skills} />
      </CardContent>
      {onSendProposal ? (
        <CardFooter className="justify-end">
          <Button
            type="button"
            disabled={sendProposalDisabled}
            onClick={() => onSendProposal(jobRequest)}
          >
            <Send aria-hidden="true" />
            Send proposal
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
