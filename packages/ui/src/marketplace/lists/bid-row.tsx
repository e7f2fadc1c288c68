import type { BidDetails, Role } from '@hireloop/sdk';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { GeneratedAvatar } from '../../primitives/avatar';
import { Badge } from '../../primitives/badge';
import { formatDate } from './format-date';
import { formatRate } from './format-rate';
import { BID_KIND_LABELS, BID_STATUS_BADGES, JOB_REQUEST_TYPE_LABELS } from '../../labels';

export type BidRowProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The bid with its job request and both people (GET /api/bids/sent or /received). */
  bid: BidDetails;
  /**
   * The account type the bid is seen as: the row shows the other side (an employer sees the
   * talent, a talent the employer).
   */
  viewerRole: Role;
  /** Called when the row is opened (the bid details modal); the row is a button when given. */
  onOpen?: (bid: BidDetails) => void;
};

/**
 * One bid in the bid manager: the job request, the counterpart, the amount offered, the date and
 * a status badge. With `onOpen` the whole row opens the bid (the title is the button; its hit
 * area covers the row).
 */
export function BidRow({ bid, viewerRole, onOpen, className, ...props }: BidRowProps) {
  const counterpart = viewerRole === 'employer' ? bid.talent : bid.employer;
  const status = BID_STATUS_BADGES[bid.status];
  const amount =
    bid.rate === null
      ? 'No rate offered'
      : formatRate({ minRate: bid.rate, maxRate: bid.rate, rateType: bid.jobRequest.rateType });

  return (
    <div
      data-slot="bid-row"
      data-status={bid.status}
      className={cn(
        // min-w-0: as a grid or flex item it may shrink below its titles (they truncate) at 375 px.
        'relative flex min-w-0 items-center gap-3 rounded-lg border border-border bg-card p-3 text-card-foreground',
        onOpen && 'hover:bg-accent/50 has-focus-visible:ring-2 has-focus-visible:ring-ring',
        className,
      )}
      {...props}
    >
      <GeneratedAvatar
        name={counterpart.name}
        src={counterpart.image}
        alt=""
        className="size-10 text-sm"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {onOpen ? (
          <button
            type="button"
            onClick={() => onOpen(bid)}
            className="truncate text-left text-sm font-semibold outline-none after:absolute after:inset-0 after:rounded-lg"
          >
            {bid.jobRequest.title}
          </button>
        ) : (
          <p className="truncate text-sm font-semibold">{bid.jobRequest.title}</p>
        )}
        <p className="truncate text-sm text-muted-foreground">
          {counterpart.name} · {BID_KIND_LABELS[bid.kind]} ·{' '}
          {JOB_REQUEST_TYPE_LABELS[bid.jobRequest.type]}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 text-right">
        <span className="text-sm font-semibold" data-slot="bid-amount">
          {amount}
        </span>
        <time dateTime={bid.createdAt} className="text-xs text-muted-foreground">
          {formatDate(bid.createdAt)}
        </time>
      </div>
      <Badge variant={status.variant} className="shrink-0">
        {status.label}
      </Badge>
    </div>
  );
}
