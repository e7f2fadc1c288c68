/**
 * Every label @hireloop/ui designed, in one module: how the sdk's values read (SPEC gives the
 * values, not their words), the plans' names and billing words, and the shell's texts. SPEC's own
 * texts are the sdk's `TEXTS` and are only referred to here, never retyped. Records are typed over
 * the sdk's value lists, so a new value fails to compile until it has a label.
 */
import type {
  BidKind,
  BidStatus,
  BillingPeriod,
  Duration,
  ExperienceLevel,
  JobRequestStatus,
  JobRequestType,
  LocationType,
  NotificationType,
  PlanInterval,
  RateType,
  StickyMessageLevel,
  SubscriptionStatus,
} from '@hireloop/sdk';
import {
  JOB_REQUEST_MODAL_TITLES,
  SHELL_LABELS,
  TALENT_LITE_ANNUAL_LABEL,
} from '@hireloop/sdk/constants';
import { formatCount } from '@hireloop/sdk/constants';

/** The look of a status badge: green for what is live or won, amber for what waits, grey for ended. */
export type StatusBadgeVariant =
  'default' | 'secondary' | 'destructive' | 'outline' | 'success' | 'warning';

/** A status as a badge shows it. */
export interface StatusBadge {
  label: string;
  variant: StatusBadgeVariant;
}

// Job requests

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

export const RATE_TYPE_LABELS: Readonly<Record<RateType, string>> = {
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  annual: 'Annual',
  fixed: 'Fixed price',
  per_unit: 'Per unit',
};

/**
 * What one rate is paid for, as the rate fields' labels and amounts say it ("USD per hour"). Fixed
 * has none: its one field is labelled with SPEC §4's `TEXTS.fixedPrice`.
 */
export const RATE_UNIT_LABELS: Readonly<Record<RateType, string | null>> = {
  hourly: 'per hour',
  daily: 'per day',
  weekly: 'per week',
  monthly: 'per month',
  annual: 'per year',
  fixed: null,
  per_unit: 'per unit',
};

export const EXPERIENCE_LEVEL_LABELS: Readonly<Record<ExperienceLevel, string>> = {
  junior: 'Junior',
  mid: 'Mid-level',
  senior: 'Senior',
  expert: 'Expert',
};

export const DURATION_LABELS: Readonly<Record<Duration, string>> = {
  '1-week': '1 week',
  '2-weeks': '2 weeks',
  '1-month': '1 month',
  '3-months': '3 months',
  '6-months': '6 months',
  ongoing: 'Ongoing',
};

export const JOB_REQUEST_STATUS_BADGES: Record<JobRequestStatus, StatusBadge> = {
  active: { label: 'Active', variant: 'success' },
  paused: { label: 'Paused', variant: 'warning' },
  closed: { label: 'Closed', variant: 'secondary' },
  filled: { label: 'Filled', variant: 'default' },
};

/** SPEC §2 "Job request modal titles", by the modal's mode (the sdk's). */
export { JOB_REQUEST_MODAL_TITLES };

// Bids and notifications

export const BID_STATUS_BADGES: Record<BidStatus, StatusBadge> = {
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
  subscription_renewed: 'Subscription renewed',
  subscription_past_due: 'Payment failed',
  subscription_canceled: 'Subscription ended',
  group_invitation: 'Group invitation',
  checkin_due: 'Check-in due',
  checkin_late: 'Check-in late',
  checkin_submitted: 'Check-in submitted',
  checkin_reviewed: 'Check-in reviewed',
  event_offered: 'Event place offered',
  event_approved: 'Event registration approved',
  event_cancelled: 'Event cancelled',
  event_reminder: 'Event reminder',
  event_message: 'Message from event hosts',
  event_declined: 'Event registration declined',
  collective_invited: 'Collective invitation',
  collective_requested: 'Request to join your collective',
  collective_approved: 'Joined a collective',
  collective_role_changed: 'Collective role changed',
  collective_removed: 'Removed from a collective',
  // Issue 18: verification
  verification_approved: 'Verification approved',
  verification_rejected: 'Verification not approved',
  verification_expired: 'Verification expired',
  // Issue 18: services marketplace orders
  order_paid: 'New order',
  order_requirements: 'Order requirements in',
  order_delivered: 'Order delivered',
  order_revision: 'Revision requested',
  order_completed: 'Order completed',
  order_cancelled: 'Order cancelled',
  order_disputed: 'Order disputed',
  order_resolved: 'Dispute resolved',
  order_reviewed: 'New review',
  post_reaction: 'Reaction to your post',
  post_comment: 'Comment on your post',
  comment_reply: 'Reply to your comment',
  new_follower: 'New follower',
};

// Group invitations (issue 14: members consent)

export const GROUP_INVITATION_LABELS = {
  /** The invitee's list heading. */
  received: 'Group invitations',
  /** The owner's list heading. */
  pending: 'Invited, not yet joined',
  accept: 'Accept',
  decline: 'Decline',
  revoke: 'Revoke',
  /** "Aisha Bello invited you", or without a known inviter "You are invited". */
  invitedBy: (inviter: string | null) => (inviter ? `${inviter} invited you` : 'You are invited'),
  acceptLabel: (group: string) => `Accept the invitation to ${group}`,
  declineLabel: (group: string) => `Decline the invitation to ${group}`,
  revokeLabel: (person: string) => `Revoke the invitation of ${person}`,
  members: (count: number) => (count === 1 ? '1 member' : `${formatCount(count)} members`),
  invitedOn: (date: string) => `Invited ${date}`,
} as const;

/** "1 bid", "3 bids", "No bids yet". */
export const bidsCountLabel = (count: number): string =>
  count === 0 ? 'No bids yet' : count === 1 ? '1 bid' : `${formatCount(count)} bids`;

// Plans and subscriptions

/** Names of the employer plans by billing period (SPEC §9 gives prices only). */
export const EMPLOYER_PLAN_NAMES: Readonly<Record<BillingPeriod, string>> = {
  month: 'Monthly',
  year: 'Yearly',
  lifetime: 'Lifetime',
};

/** Lite's billing periods as talent choose them; the annual one is SPEC §9's label. */
export const LITE_PERIOD_LABELS: Readonly<Record<BillingPeriod, string>> = {
  month: 'Monthly',
  year: TALENT_LITE_ANNUAL_LABEL,
  lifetime: 'Lifetime',
};

/** How a price is billed, shown after it ("$99 / month"; lifetime is "one-time", SPEC §9). */
export const PLAN_INTERVAL_LABELS: Readonly<Record<PlanInterval, string>> = {
  month: '/ month',
  year: '/ year',
  'one-time': 'one-time',
};

/** How a billing period is charged, in a sentence's words. */
export const BILLING_PERIOD_DESCRIPTIONS: Readonly<Record<BillingPeriod, string>> = {
  month: 'Billed monthly',
  year: 'Billed yearly',
  lifetime: 'One-time payment, lifetime access',
};

/** Each subscription status as a badge shows it (SPEC §4 names only the active ones). */
export const SUBSCRIPTION_STATUS_BADGES: Readonly<Record<SubscriptionStatus, StatusBadge>> = {
  active: { label: 'Active', variant: 'success' },
  trialing: { label: 'Trial', variant: 'success' },
  lifetime: { label: 'Lifetime', variant: 'success' },
  none: { label: 'No subscription', variant: 'secondary' },
  incomplete: { label: 'Checkout not finished', variant: 'warning' },
  past_due: { label: 'Payment overdue', variant: 'warning' },
  canceled: { label: 'Canceled', variant: 'secondary' },
};

/**
 * The renewal section of a subscription (issue 14): when it renews, that it ends instead, that a
 * renewal payment failed, or when it ended; and its two actions.
 */
export const SUBSCRIPTION_RENEWAL_LABELS = {
  heading: 'Renewal',
  renewsOn: (date: string) => `Renews on ${date}`,
  renewsNote: 'You can cancel at any time: you keep your plan until the end of the period.',
  cancelsOn: (date: string) => `Cancels on ${date}`,
  cancelsNote:
    'Your plan will not renew. You keep it until then, and can undo this before that date.',
  pastDue: 'Payment failed',
  pastDueNote: (date: string | null) =>
    date
      ? `The renewal payment did not go through. It will be tried again on ${date}; until then your plan is paused.`
      : 'The renewal payment did not go through; your plan is paused.',
  endedOn: (date: string) => `Ended on ${date}`,
  endedNote: 'This plan has ended. Choose a plan to start again.',
  lifetime: 'Never renews',
  lifetimeNote: 'A lifetime plan is paid once and never lapses.',
  cancel: 'Cancel at period end',
  resume: 'Keep my plan',
} as const;

// The app shell

/** Sticky message levels as screen readers announce them. */
export const STICKY_MESSAGE_LEVEL_LABELS: Readonly<Record<StickyMessageLevel, string>> = {
  info: 'Information',
  warning: 'Warning',
  critical: 'Critical',
};

/**
 * The shell's texts: SPEC §2's (the sdk's `SHELL_LABELS`: the upgrade buttons, the job request
 * button, the profile card's, the account menu's) and the designed ones where SPEC says nothing
 * (labels for screen readers, the mobile menu's title, the sticky messages' button). The nav
 * labels are the sdk's `NAV_LABELS`.
 */
export const SHELL_TEXTS = {
  ...SHELL_LABELS,
  /** The bell's accessible name while some notifications are unread. */
  notificationsUnread: (count: number) => `Notifications (${count} unread)`,
  /** Read after "Messages" by screen readers when messages are unread. */
  messagesUnread: (count: number) => `(${count} unread)`,
  /** The account menu's trigger. */
  accountMenu: 'Account menu',
  /** The mobile menu button, and the slide-out menu's title and description. */
  openMenu: 'Open menu',
  menuTitle: 'Menu',
  menuDescription: 'Pages and tools of your account.',
  /** The first link of the page, for keyboard users. */
  skipToContent: 'Skip to content',
  /** The sidebar's landmark name (pages may have asides of their own). */
  sidebar: 'Sidebar',
  /** The names of the two navigation landmarks (sidebar and header). */
  primaryNav: 'Main',
  topNav: 'Tools',
  /** The employer logo's alternative text. */
  companyLogo: (companyName: string | null | undefined) =>
    companyName ? `${companyName} logo` : 'Company logo',
  /** The sticky messages' region, their level for screen readers, and the button. */
  announcements: 'Announcements',
  levels: STICKY_MESSAGE_LEVEL_LABELS,
  markAsRead: 'Mark as read',
} as const;

// The person's data: download it, delete the account (issue 14)

/** The texts of the account danger zone and its confirmation dialog. */
export const ACCOUNT_DATA_TEXTS = {
  heading: 'Your data and account',
  downloadTitle: 'Download my data',
  downloadDescription:
    'A JSON file of your profile, job requests, bids, the messages you sent, saved items, subscriptions, payments and notifications.',
  downloadButton: 'Download my data',
  downloadFailed: 'Your data could not be downloaded. Try again.',
  deleteTitle: 'Delete account',
  deleteDescription:
    'Erase your profile and close your account for good. You will be signed out everywhere.',
  deleteButton: 'Delete account',
  dialogTitle: 'Delete your account?',
  /**
   * Given the sdk's `DELETED_USER_NAME`. A function, so this module imports nothing for it: a
   * template over an import is kept in every bundle (the Button-alone budget).
   */
  dialogDescription: (deletedUserName: string) =>
    `This cannot be undone. Your profile, saved items and notifications are erased, your job requests close, your open bids end and your subscription is canceled. Messages you sent stay in other people's conversations, shown as "${deletedUserName}".`,
  passwordLabel: 'Password',
  passwordHint: 'Enter your password to confirm.',
  cancel: 'Cancel',
  confirm: 'Delete my account',
  deleteFailed: 'Your account could not be deleted. Try again.',
} as const;

// Partner sites (issue 15): the admin's registry of the sites that embed the widgets

/** The texts of the partner list, the partner form and the embed code shown once one is registered. */
export const PARTNER_TEXTS = {
  register: 'Register partner',
  emptyTitle: 'No partners yet',
  emptyDescription:
    'A partner is a site — a community, a bootcamp, a niche job board — that embeds the Hireloop widgets. Register one to get the publishable key its widgets use.',
  loading: 'Loading partners',
  loadFailed: 'The partners could not be loaded',
  key: 'Publishable key',
  origins: 'Allowed origins',
  registeredOn: (date: string) => `Registered ${date}`,
  revokedOn: (date: string) => `revoked ${date}`,
  revoked: 'Revoked',
  edit: 'Edit',
  revoke: 'Revoke',
  revokeTitle: (name: string) => `Revoke ${name}?`,
  revokeDescription:
    'Its widgets stop working on every site at once. This cannot be undone: to embed the widgets again, register the partner anew and give it the new key.',
  keep: 'Keep it',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  /** Read after "Copy" by screen readers: what is copied. */
  copyKeyOf: (name: string) => `the key of ${name}`,
  copyKey: 'the key',
  copySnippet: 'the embed code',
  createTitle: 'Register partner',
  createDescription:
    'Name the site and the origins its widgets run on. Its publishable key is made when you register it.',
  editTitle: 'Edit partner',
  editDescription:
    'Its publishable key stays the same. Widgets on an origin you remove stop working at once.',
  name: 'Name',
  originsHint:
    'The sites your widgets run on, e.g. https://partner.example — scheme, host and port, no path.',
  originLabel: (position: number) => `Origin ${position}`,
  addOrigin: 'Add origin',
  removeOrigin: (position: number) => `Remove origin ${position}`,
  originsMax: (max: number) => `Up to ${max} origins.`,
  cancel: 'Cancel',
  save: 'Save changes',
  saveFailed: 'The partner could not be saved. Try again.',
  createdTitle: (name: string) => `${name} is registered`,
  createdDescription:
    'Give the partner its publishable key and the embed code. The key is no secret — it shows in the page source — and works only on the allowed origins.',
  snippet: 'Embed code',
  done: 'Done',
  /** The toasts of the connected manager. */
  registeredToast: 'Partner registered',
  updatedToast: 'Partner updated',
  revokedToast: 'Partner revoked',
  revokedToastDescription: (name: string) => `The widgets of ${name} no longer work.`,
  revokeFailed: 'The partner could not be revoked',
} as const;
