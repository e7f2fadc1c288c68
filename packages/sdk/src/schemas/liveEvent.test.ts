import { describe, expect, it } from 'vitest';
import { GROUP_CHANGES, LIVE_EVENT_TYPES, STICKY_MESSAGE_CHANGES } from '../vocabulary';
import { liveEventSchema } from './liveEvent';

describe('live events', () => {
  it('has one type per event of issue 4, and the group and sticky message events of issue 14', () => {
    expect(LIVE_EVENT_TYPES).toEqual([
      'message',
      'unread-counts',
      'notification',
      'bid-status',
      'subscription',
      'group',
      'sticky-message',
      'team',
      'checkin',
      'event',
      'feed-post',
      'collective',
      'verification',
      'marketplace-order',
    ]);
    expect(GROUP_CHANGES).toEqual([
      'invited',
      'invitation-revoked',
      'invitation-declined',
      'joined',
      'left',
      'removed',
      'renamed',
    ]);
    expect(STICKY_MESSAGE_CHANGES).toEqual(['created', 'updated', 'retired', 'ended']);
  });

  it('parses each event by its type', () => {
    const counts = {
      type: 'unread-counts',
      data: { directMessages: { unreadCount: 1 }, groups: { unreadCount: 0 } },
    };
    expect(liveEventSchema.parse(counts)).toEqual(counts);
    const bid = { type: 'bid-status', data: { bidId: 1, jobRequestId: 2, status: 'accepted' } };
    expect(liveEventSchema.parse(bid)).toEqual(bid);
    const subscription = { type: 'subscription', data: { accountType: 'talent' } };
    expect(liveEventSchema.parse(subscription)).toEqual(subscription);
    const group = { type: 'group', data: { groupId: 6, change: 'joined' } };
    expect(liveEventSchema.parse(group)).toEqual(group);
    const team = { type: 'team', data: { companyId: 2, change: 'role-changed' } };
    expect(liveEventSchema.parse(team)).toEqual(team);
    const verification = { type: 'verification', data: { kind: 'identity', state: 'verified' } };
    expect(liveEventSchema.parse(verification)).toEqual(verification);
    const checkin = {
      type: 'checkin',
      data: { engagementId: 4, checkinId: null, change: 'paused' },
    };
    expect(liveEventSchema.parse(checkin)).toEqual(checkin);
    const event = { type: 'event', data: { eventId: 9, change: 'offered' } };
    expect(liveEventSchema.parse(event)).toEqual(event);
    const sticky = { type: 'sticky-message', data: { stickyMessageId: 3, change: 'retired' } };
    expect(liveEventSchema.parse(sticky)).toEqual(sticky);
  });

  it('refuses an unknown type or mismatched data', () => {
    expect(liveEventSchema.safeParse({ type: 'ping', data: {} }).success).toBe(false);
    expect(liveEventSchema.safeParse({ type: 'bid-status', data: { bidId: 1 } }).success).toBe(
      false,
    );
    expect(
      liveEventSchema.safeParse({ type: 'group', data: { groupId: 6, change: 'exploded' } })
        .success,
    ).toBe(false);
  });
});
