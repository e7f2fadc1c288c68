import { describe, expect, it } from 'vitest';
import { recordingTransport } from './recordingTransport';
import { unreadCountsApi } from './unreadCounts';

describe('unreadCountsApi', () => {
  it('get reads GET /api/unread-counts', async () => {
    const counts = { directMessages: { unreadCount: 2 }, groups: { unreadCount: 1 } };
    const { transport, calls } = recordingTransport(counts);
    expect(await unreadCountsApi(transport).get()).toBe(counts);
    expect(calls).toEqual([{ kind: 'read', path: '/api/unread-counts', options: {} }]);
  });
});
