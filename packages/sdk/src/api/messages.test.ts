import { describe, expect, it } from 'vitest';
import { messagesApi } from './messages';
import { recordingTransport } from './recordingTransport';

describe('messagesApi', () => {
  it('conversations reads GET /api/messages/conversations', async () => {
    const { transport, calls } = recordingTransport([]);
    await messagesApi(transport).conversations();
    expect(calls).toEqual([{ kind: 'read', path: '/api/messages/conversations', options: {} }]);
  });

  it('open posts the other user id to /api/messages/conversations', async () => {
    const { transport, calls } = recordingTransport();
    await messagesApi(transport).open(4);
    expect(calls).toEqual([
      {
        kind: 'request',
        path: '/api/messages/conversations',
        options: { method: 'POST', body: { userId: 4 } },
      },
    ]);
  });

  it('people reads GET /api/messages/people with the search words', async () => {
    const { transport, calls } = recordingTransport({ items: [] });
    await messagesApi(transport).people({ q: 'acme', limit: 5 });
    await messagesApi(transport).people();
    expect(calls).toEqual([
      { kind: 'read', path: '/api/messages/people', options: { query: { q: 'acme', limit: 5 } } },
      { kind: 'read', path: '/api/messages/people', options: { query: {} } },
    ]);
  });

  it('history reads GET /api/messages/{id} with the page cursor', async () => {
    const { transport, calls } = recordingTransport();
    await messagesApi(transport).history(5, { cursor: 'older', limit: 50 });
    expect(calls).toEqual([
      { kind: 'read', path: '/api/messages/5', options: { query: { cursor: 'older', limit: 50 } } },
    ]);
  });

  it('send posts the body to /api/messages/{id} untouched', async () => {
    const { transport, calls } = recordingTransport();
    await messagesApi(transport).send(5, { body: '<script>x</script>' });
    expect(calls).toEqual([
      {
        kind: 'request',
        path: '/api/messages/5',
        options: { method: 'POST', body: { body: '<script>x</script>' } },
      },
    ]);
  });

  it('markRead posts to /api/messages/{id}/read without a body', async () => {
    const { transport, calls } = recordingTransport();
    await messagesApi(transport).markRead(5);
    expect(calls).toEqual([
      { kind: 'request', path: '/api/messages/5/read', options: { method: 'POST' } },
    ]);
  });
});
