import type { BidDetails } from '@hireloop/sdk';
import { useId } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../overlays/dialog';
import { GeneratedAvatar } from '../../primitives/avatar';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { Spinner } from '../../primitives/spinner';
import { formatRate } from '../lists/format-rate';
import { BID_KIND_LABELS, BID_STATUS_BADGES, JOB_REQUEST_TYPE_LABELS } from '../../labels';

/** "Mar 5, 2025, 12:00 PM" in the viewer's time zone. */
const formatDateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One line of a bid's history. */
interface HistoryEntry {
  label: string;
  at: string;
}

/**
 * The bid's history. The bid details carry no list of status changes (issue 4's schema), so it is
 * read from what they do carry: sent at `createdAt`, and a decision at `updatedAt` — the receiver
 * accepts or declines, the sender withdraws (the only moves a bid can make).
 */
function historyOf(bid: BidDetails, sender: string, receiver: string): HistoryEntry[] {
  const entries: HistoryEntry[] = [{ label: `Sent by ${sender}`, at: bid.createdAt }];
  if (bid.status !== 'pending') {
    const by = bid.status === 'withdrawn' ? sender : receiver;
    entries.push({ label: `${BID_STATUS_BADGES[bid.status].label} by ${by}`, at: bid.updatedAt });
  }
  return entries;
}

/** The person who sent the bid and the one who received it. */
const bidParties = (bid: BidDetails) =>
  bid.kind === 'proposal'
    ? { sender: bid.talent, receiver: bid.employer }
    : { sender: bid.employer, receiver: bid.talent };

export interface BidDetailsModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bid shown; nothing is rendered without one. */
  bid: BidDetails | null | undefined;
  /** The signed-in user: decides which actions show. */
  viewerId: number;
  /** The receiver accepts a pending bid. */
  onAccept: (bidId: number) => void;
  /** The receiver declines a pending bid. */
  onDecline: (bidId: number) => void;
  /** The sender withdraws a pending bid. */
  onWithdraw: (bidId: number) => void;
  /** A decision is being saved: the actions are disabled. @default false */
  pending?: boolean;
  /** The server's refusal of a decision (e.g. a 409 when the bid was already decided). */
  error?: string | null;
}

/**
 * A bid's details (issue 4): status, job request, rate, message and history, with the actions the
 * viewer may take — the receiver of a pending bid accepts or declines it, its sender withdraws it;
 * a decided bid has none.
 */
export function BidDetailsModal({
  open,
  onOpenChange,
  bid,
  viewerId,
  onAccept,
  onDecline,
  onWithdraw,
  pending = false,
  error,
}: BidDetailsModalProps) {
  const id = useId();
  if (!bid) return null;
  const { sender, receiver } = bidParties(bid);
  const isPending = bid.status === 'pending';
  const canDecide = isPending && viewerId === receiver.id;
  const canWithdraw = isPending && viewerId === sender.id;
  const other = viewerId === sender.id ? receiver : sender;
  const status = BID_STATUS_BADGES[bid.status];
  const kind = BID_KIND_LABELS[bid.kind];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="bid-details-modal" data-status={bid.status}>
        <DialogHeader>
          <DialogTitle>{bid.jobRequest.title}</DialogTitle>
          <DialogDescription>{`${kind} from ${sender.name} to ${receiver.name}`}</DialogDescription>
        </DialogHeader>

        <div className="flex items-center gap-3">
          <GeneratedAvatar name={other.name} src={other.image} alt="" />
          <p className="grid flex-1 text-sm">
            <span className="font-medium">{other.name}</span>
            <span className="text-muted-foreground">
              {other.role === 'employer' ? 'Employer' : 'Talent'}
            </span>
          </p>
        </div>

        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Status</dt>
          <dd>
            <Badge variant={status.variant}>{status.label}</Badge>
          </dd>
          <dt className="text-muted-foreground">Request type</dt>
          <dd>{JOB_REQUEST_TYPE_LABELS[bid.jobRequest.type]}</dd>
          <dt className="text-muted-foreground">
            {bid.kind === 'proposal' ? 'Rate asked' : 'Rate offered'}
          </dt>
          <dd>
            {bid.rate === null
              ? 'No rate given'
              : formatRate({
                  minRate: bid.rate,
                  maxRate: bid.rate,
                  rateType: bid.jobRequest.rateType,
                })}
          </dd>
        </dl>

        <section aria-labelledby={`${id}-message`} className="grid gap-1.5">
          <h3 id={`${id}-message`} className="text-sm font-semibold">
            Message
          </h3>
          <p className="text-sm break-words whitespace-pre-wrap">{bid.message}</p>
        </section>

        <section aria-labelledby={`${id}-history`} className="grid gap-1.5">
          <h3 id={`${id}-history`} className="text-sm font-semibold">
            History
          </h3>
          <ol className="grid gap-2 border-l-2 border-border pl-4 text-sm">
            {historyOf(bid, sender.name, receiver.name).map((entry) => (
              <li key={entry.label} className="grid">
                <span>{entry.label}</span>
                <time dateTime={entry.at} className="text-muted-foreground">
                  {formatDateTime(entry.at)}
                </time>
              </li>
            ))}
          </ol>
        </section>

        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}

        {canDecide || canWithdraw ? (
          <DialogFooter>
            {canWithdraw ? (
              <Button
                type="button"
                variant="destructive"
                disabled={pending}
                aria-busy={pending}
                onClick={() => onWithdraw(bid.id)}
              >
                {pending ? <Spinner /> : null}
                Withdraw
              </Button>
            ) : (
              <>
                <Button
                  type="button"
                  variant="outline"
                  disabled={pending}
                  onClick={() => onDecline(bid.id)}
                >
                  Decline
                </Button>
                <Button
                  type="button"
                  disabled={pending}
                  aria-busy={pending}
                  onClick={() => onAccept(bid.id)}
                >
                  {pending ? <Spinner /> : null}
                  Accept
                </Button>
              </>
            )}
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
