import { describe, expect, it } from 'vitest';
import { feedApi } from './feed';
import { recordingTransport } from './recordingTransport';

describe('feedApi', () => {
  it('reads the feed and writes posts, reactions, comments, reports and follows under /api/feed', async () => {
    const { transport, calls } = recordingTransport();
    const api = feedApi(transport);
    await api.feed({ order: 'relevant', cursor: 'c1' });
    await api.create({ body: 'Hello' });
    await api.update(3, { body: 'Edited' });
    await api.react(3, { kind: 'celebrate' });
    await api.unreact(3);
    await api.comment(3, { body: 'Nice', parentId: 9 });
    await api.removeComment(9);
    await api.report(3, { reason: 'spam' });
    await api.follow({ target: 'skill', id: 4 });
    await api.unfollow({ target: 'skill', id: 4 });
    await api.moderate(3, { action: 'pin' });
    await api.remove(3);
    expect(calls.map((c) => [c.kind, c.path, c.options?.method ?? 'GET'])).toEqual([
      ['read', '/api/feed', 'GET'],
      ['request', '/api/feed/posts', 'POST'],
      ['request', '/api/feed/posts/3', 'PATCH'],
      ['request', '/api/feed/posts/3/reaction', 'PUT'],
      ['request', '/api/feed/posts/3/reaction', 'DELETE'],
      ['request', '/api/feed/posts/3/comments', 'POST'],
      ['request', '/api/feed/comments/9', 'DELETE'],
      ['request', '/api/feed/posts/3/report', 'POST'],
      ['request', '/api/feed/follows', 'POST'],
      ['request', '/api/feed/follows', 'DELETE'],
      ['request', '/api/admin/feed/posts/3', 'POST'],
      ['request', '/api/feed/posts/3', 'DELETE'],
    ]);
    expect(calls[0]?.options?.query).toEqual({ order: 'relevant', cursor: 'c1' });
    expect(calls[9]?.options?.query).toEqual({ target: 'skill', id: 4 });
  });
});
