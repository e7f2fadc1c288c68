import type { AccountType } from './accounts';

/** Conversation kinds (issue 2: direct and group). */
export const CONVERSATION_KINDS = ['direct', 'group'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/**
 * Server-sent event types of GET /api/live (not shown; issue 4): new message, unread counts
 * changed, notification, bid status changed, subscription changed; (issue 14) a group changed for
 * this user (see GROUP_CHANGES) and a sticky message for their audience changed.
 */
export const LIVE_EVENT_TYPES = [
  'message',
  'unread-counts',
  'notification',
  'bid-status',
  'subscription',
  'group',
  'sticky-message',
  // Issue 16: this person's role or membership in a company changed (TEAM_CHANGES).
  'team',
  // Issue 16: an engagement's schedule or status, or one of its check-ins, changed.
  'checkin',
  // Issue 17: an event, or this person's registration for it, changed (EVENT_CHANGES).
  'event',
  // Issue 17: someone this person follows posted (the feed shows "N new posts").
  'feed-post',
  // Issue 17: a collective this person belongs to, manages or is invited to changed.
  'collective',
  // Issue 18: one of this person's verifications changed state.
  'verification',
  // Issue 18: one of this person's marketplace orders changed (ORDER_CHANGES).
  'marketplace-order',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/**
 * What happened to a group, as a `group` live event says (issue 14): someone was invited, an
 * invitation was revoked by the owner or declined by the invitee, someone joined (accepted),
 * left, or was removed, or the group was renamed.
 */
export const GROUP_CHANGES = [
  'invited',
  'invitation-revoked',
  'invitation-declined',
  'joined',
  'left',
  'removed',
  'renamed',
] as const;
export type GroupChange = (typeof GROUP_CHANGES)[number];

/**
 * What happened to a sticky message, as a `sticky-message` live event says (issue 14): created,
 * edited, retired by an admin, or ended (its end time passed).
 */
export const STICKY_MESSAGE_CHANGES = ['created', 'updated', 'retired', 'ended'] as const;
export type StickyMessageChange = (typeof STICKY_MESSAGE_CHANGES)[number];

/**
 * The SSE event a live stream gets just before the server closes it because the same user opened
 * more streams than the server allows (issue 14: the oldest goes). Not a data event: it tells the
 * client not to reconnect on its own (the hooks reopen it when the tab is shown again).
 */
export const LIVE_STREAM_REPLACED_EVENT = 'stream-replaced';

/** Who a sticky message is shown to (not shown: everyone, or one account type). */
export const STICKY_MESSAGE_AUDIENCES = ['all', 'employer', 'talent'] as const satisfies readonly (
  'all' | AccountType
)[];
export type StickyMessageAudience = (typeof STICKY_MESSAGE_AUDIENCES)[number];

/** How a sticky message is styled (not shown in SPEC). */
export const STICKY_MESSAGE_LEVELS = ['info', 'warning', 'critical'] as const;
export type StickyMessageLevel = (typeof STICKY_MESSAGE_LEVELS)[number];

/**
 * Why the signed-in person cannot start a conversation with someone yet (issue 20; the rule is
 * `messagingBlock` in the rules, the words `MESSAGING_BLOCK_TEXTS`):
 * - `employer-needs-introduction`: a talent writing to an employer with whom nothing ties them yet
 *   (no invitation or outreach from the employer's side, no open proposal on one of their
 *   requests, no direct request, engagement, conversation or shared group).
 * - `other-company-employer`: an employer writing to an employer of another company with whom
 *   they share no conversation or group.
 */
export const MESSAGING_BLOCKS = ['employer-needs-introduction', 'other-company-employer'] as const;
export type MessagingBlock = (typeof MESSAGING_BLOCKS)[number];

/** Most people one "New message" search answers (GET /api/messages/people), and its default. */
export const MESSAGE_PEOPLE_MAX = 20;
