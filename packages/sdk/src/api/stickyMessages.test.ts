import { describe, expect, it } from 'vitest';
import { recordingTransport } from './recordingTransport';
import { stickyMessagesApi } from './stickyMessages';

describe('stickyMessagesApi', () => {
  it('list and unreadCount read the two SPEC §7 paths', async () => {
    const { transport, calls } = recordingTransport();
    await stickyMessagesApi(transport).list();
    await stickyMessagesApi(transport).unreadCount();
    expect(calls).toEqual([
      { kind: 'read', path: '/api/admin/sticky-messages', options: {} },
      { kind: 'read', path: '/api/admin/sticky-messages/unread-count', options: {} },
    ]);
  });

  it('markRead posts to /api/admin/sticky-messages/{id}/read', async () => {
    const { transport, calls } = recordingTransport();
    await stickyMessagesApi(transport).markRead(2);
    expect(calls).toEqual([
      { kind: 'request', path: '/api/admin/sticky-messages/2/read', options: { method: 'POST' } },
    ]);
  });

  it('manage, create, update and retire use the admin paths', async () => {
    const { transport, calls } = recordingTransport();
    const api = stickyMessagesApi(transport);
    await api.manage();
    await api.create({ title: 'Hi', body: 'Hello' });
    await api.update(2, { endsAt: null });
    await api.retire(2);
    expect(calls).toEqual([
      { kind: 'read', path: '/api/admin/sticky-messages/manage', options: {} },
      {
        kind: 'request',
        path: '/api/admin/sticky-messages',
        options: { method: 'POST', body: { title: 'Hi', body: 'Hello' } },
      },
      {
        kind: 'request',
        path: '/api/admin/sticky-messages/2',
        options: { method: 'PATCH', body: { endsAt: null } },
      },
      { kind: 'request', path: '/api/admin/sticky-messages/2/retire', options: { method: 'POST' } },
    ]);
  });
});
