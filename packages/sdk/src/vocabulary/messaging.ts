import type { AccountType } from './accounts';

/** Conversation kinds (issue 2: direct and group). */
export const CONVERSATION_KINDS = ['direct', 'group'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/**
 * What a notification is about (not shown in SPEC; issue 4 lists when they are created): a bid
 * received, a bid's status change, a direct job request, a subscription activated, a message in a
 * conversation the user is not watching; issue 14 adds a subscription renewed, past due (a renewal
 * payment failed) and canceled.
 */
export const NOTIFICATION_TYPES = [
  'bid_received',
  'bid_status_changed',
  'direct_job_request',
  'subscription_activated',
  'new_message',
  'subscription_renewed',
  'subscription_past_due',
  'subscription_canceled',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Server-sent event types of GET /api/live (not shown; issue 4): new message, unread counts
 * changed, notification, bid status changed, subscription changed.
 */
export const LIVE_EVENT_TYPES = [
  'message',
  'unread-counts',
  'notification',
  'bid-status',
  'subscription',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** Who a sticky message is shown to (not shown: everyone, or one account type). */
export const STICKY_MESSAGE_AUDIENCES = ['all', 'employer', 'talent'] as const satisfies readonly (
  'all' | AccountType
)[];
export type StickyMessageAudience = (typeof STICKY_MESSAGE_AUDIENCES)[number];

/** How a sticky message is styled (not shown in SPEC). */
export const STICKY_MESSAGE_LEVELS = ['info', 'warning', 'critical'] as const;
export type StickyMessageLevel = (typeof STICKY_MESSAGE_LEVELS)[number];
