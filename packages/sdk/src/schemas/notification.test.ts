import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../vocabulary';
import {
  notificationPageSchema,
  notificationSchema,
  notificationsQuerySchema,
} from './notification';

const notification = {
  id: 1,
  type: 'bid_received',
  title: 'New proposal',
  body: 'Bo sent a proposal for Logo',
  link: '/bid-manager',
  read: false,
  createdAt: '2025-01-03T09:00:00.000Z',
};

describe('notifications', () => {
  it('has one type per event of issue 4, and the lifecycle events and group invitation of issue 14', () => {
    expect(NOTIFICATION_TYPES).toEqual([
      'bid_received',
      'bid_status_changed',
      'direct_job_request',
      'subscription_activated',
      'new_message',
      'subscription_renewed',
      'subscription_past_due',
      'subscription_canceled',
      'group_invitation',
      'checkin_due',
      'checkin_late',
      'checkin_submitted',
      'checkin_reviewed',
      'event_offered',
      'event_approved',
      'event_cancelled',
      'event_reminder',
      'event_message',
      'event_declined',
      'post_reaction',
      'post_comment',
      'comment_reply',
      'new_follower',
      'collective_invited',
      'collective_requested',
      'collective_approved',
      'collective_role_changed',
      'collective_removed',
      'verification_approved',
      'verification_rejected',
      'verification_expired',
      'order_paid',
      'order_requirements',
      'order_delivered',
      'order_revision',
      'order_completed',
      'order_cancelled',
      'order_disputed',
      'order_resolved',
      'order_reviewed',
    ]);
  });

  it('parses a notification with its read flag (SPEC §3)', () => {
    expect(notificationSchema.parse(notification)).toEqual(notification);
    expect(notificationSchema.safeParse({ ...notification, read: undefined }).success).toBe(false);
  });

  it('pages notifications with the total unread count', () => {
    expect(
      notificationPageSchema.parse({ items: [notification], nextCursor: null, unreadCount: 1 })
        .unreadCount,
    ).toBe(1);
  });

  it("reads unreadOnly from 'true', 'false' or a boolean", () => {
    expect(notificationsQuerySchema.parse({ unreadOnly: 'true' }).unreadOnly).toBe(true);
    expect(notificationsQuerySchema.parse({ unreadOnly: 'false' }).unreadOnly).toBe(false);
    expect(notificationsQuerySchema.parse({ unreadOnly: true }).unreadOnly).toBe(true);
    expect(notificationsQuerySchema.parse({}).unreadOnly).toBeUndefined();
    expect(notificationsQuerySchema.safeParse({ unreadOnly: 'yes' }).success).toBe(false);
  });
});
