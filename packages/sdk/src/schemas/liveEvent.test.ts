import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_TYPES } from '../vocabulary';
import { liveEventSchema } from './liveEvent';

describe('live events', () => {
  it('has one type per event of issue 4', () => {
    expect(LIVE_EVENT_TYPES).toEqual([
      'message',
      'unread-counts',
      'notification',
      'bid-status',
      'subscription',
    ]);
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
  });

  it('refuses an unknown type or mismatched data', () => {
    expect(liveEventSchema.safeParse({ type: 'ping', data: {} }).success).toBe(false);
    expect(liveEventSchema.safeParse({ type: 'bid-status', data: { bidId: 1 } }).success).toBe(
      false,
    );
  });
});
