import type {
  BidKind,
  BidStatus,
  JobRequestStatus,
  JobRequestType,
  NotificationType,
} from '@hireloop/sdk/schemas';
import type { LocationType } from '@hireloop/sdk/schemas';

// Display words for the sdk's enums (designed: SPEC gives the values, not how they read). Typed as
// records over the enums so a new value fails to compile until it has a label.

export const JOB_REQUEST_TYPE_LABELS: Record<JobRequestType, string> = {
  job: 'Job',
  project: 'Project',
  task: 'Task',
};

export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  remote: 'Remote',
  onsite: 'On-site',
  hybrid: 'Hybrid',
};

/** Badge look per status: green for what is live or won, amber for what waits, grey for ended. */
export type StatusBadgeVariant =
  'default' | 'secondary' | 'destructive' | 'outline' | 'success' | 'warning';

export const JOB_REQUEST_STATUS_BADGES: Record<
  JobRequestStatus,
  { label: string; variant: StatusBadgeVariant }
> = {
  active: { label: 'Active', variant: 'success' },
  paused: { label: 'Paused', variant: 'warning' },
  closed: { label: 'Closed', variant: 'secondary' },
  filled: { label: 'Filled', variant: 'default' },
};

export const BID_STATUS_BADGES: Record<BidStatus, { label: string; variant: StatusBadgeVariant }> =
  {
    pending: { label: 'Pending', variant: 'warning' },
    accepted: { label: 'Accepted', variant: 'success' },
    declined: { label: 'Declined', variant: 'destructive' },
    withdrawn: { label: 'Withdrawn', variant: 'secondary' },
  };

export const BID_KIND_LABELS: Record<BidKind, string> = {
  proposal: 'Proposal',
  outreach: 'Outreach',
};

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  bid_received: 'New bid',
  bid_status_changed: 'Bid update',
  direct_job_request: 'Direct job request',
  subscription_activated: 'Subscription',
  new_message: 'New message',
};

/** "1 bid", "3 bids", "No bids yet". */
export const bidsCountLabel = (count: number): string =>
  count === 0 ? 'No bids yet' : count === 1 ? '1 bid' : `${count.toLocaleString('en-US')} bids`;
