import { describe, expect, it } from 'vitest';
import { notificationsApi } from './notifications';
import { recordingTransport } from './recordingTransport';

describe('notificationsApi', () => {
  it('list reads GET /api/notifications, with optional filters', async () => {
    const { transport, calls } = recordingTransport();
    await notificationsApi(transport).list();
    await notificationsApi(transport).list({ unreadOnly: true, cursor: 'c' });
    expect(calls).toEqual([
      { kind: 'read', path: '/api/notifications', options: { query: {} } },
      {
        kind: 'read',
        path: '/api/notifications',
        options: { query: { unreadOnly: true, cursor: 'c' } },
      },
    ]);
  });

  it('markRead posts to /api/notifications/{id}/read and markAllRead to /api/notifications/read-all', async () => {
    const { transport, calls } = recordingTransport();
    await notificationsApi(transport).markRead(3);
    await notificationsApi(transport).markAllRead();
    expect(calls).toEqual([
      { kind: 'request', path: '/api/notifications/3/read', options: { method: 'POST' } },
      { kind: 'request', path: '/api/notifications/read-all', options: { method: 'POST' } },
    ]);
  });
});
