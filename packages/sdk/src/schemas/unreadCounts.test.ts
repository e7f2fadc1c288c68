import { describe, expect, it } from 'vitest';
import { unreadCountSchema, unreadCountsSchema } from './unreadCounts';

describe('unread counts (SPEC §3)', () => {
  it('has directMessages and groups, each with unreadCount', () => {
    const counts = { directMessages: { unreadCount: 3 }, groups: { unreadCount: 0 } };
    expect(unreadCountsSchema.parse(counts)).toEqual(counts);
    expect(
      unreadCountsSchema.safeParse({
        directMessages: { unreadCount: -1 },
        groups: { unreadCount: 0 },
      }).success,
    ).toBe(false);
  });

  it('has the sticky-message unreadCount', () => {
    expect(unreadCountSchema.parse({ unreadCount: 1 })).toEqual({ unreadCount: 1 });
  });
});
