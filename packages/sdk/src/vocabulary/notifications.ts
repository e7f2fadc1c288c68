/**
 * The notification types, in a module of their own: only the notification schema (and the server)
 * read the list, so the app loads it with the schemas rather than in every page's core.
 */

/**
 * What a notification is about (not shown in SPEC; issue 4 lists when they are created): a bid
 * received, a bid's status change, a direct job request, a subscription activated, a message in a
 * conversation the user is not watching; issue 14 adds a subscription renewed, past due (a renewal
 * payment failed) and canceled, and an invitation to a group.
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
  'group_invitation',
  // Issue 16: a check-in fell due, turned late, was submitted (to the employer), was reviewed.
  'checkin_due',
  'checkin_late',
  'checkin_submitted',
  'checkin_reviewed',
  // Issue 17: a waitlist offer, an approval, a cancelled event, the 24 h reminder, a host's message,
  // a registration declined (or removed) by a host.
  'event_offered',
  'event_approved',
  'event_cancelled',
  'event_reminder',
  'event_message',
  'event_declined',
  // Issue 17 (career feed): a reaction to your post, a comment on it, a reply to your comment, a
  // new follower.
  'post_reaction',
  'post_comment',
  'comment_reply',
  'new_follower',
  // Issue 17: a collective's invitation, a join request (to its admins), a request approved, a
  // role changed (ownership too), a removal.
  'collective_invited',
  'collective_requested',
  'collective_approved',
  'collective_role_changed',
  'collective_removed',
  // Issue 18: verification — an admin approved or rejected a review, a verification expired.
  'verification_approved',
  'verification_rejected',
  'verification_expired',
  // Issue 18: services marketplace — an order paid (to the seller), the requirements in, a delivery,
  // a revision asked for, completed (by the buyer or automatically), cancelled (or expired and
  // refunded), disputed, a dispute resolved, a review written about you.
  'order_paid',
  'order_requirements',
  'order_delivered',
  'order_revision',
  'order_completed',
  'order_cancelled',
  'order_disputed',
  'order_resolved',
  'order_reviewed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
