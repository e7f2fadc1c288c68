import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { useAuth } from '../auth/useAuth';
import { createHireloopQueryClient } from '../core/queryClient';
import { queryKeys } from '../core/queryKeys';
import { useUnreadCounts } from '../messaging/useUnreadCounts';
import {
  applyLiveEvent,
  LIVE_RECONNECT_INITIAL_DELAY,
  LIVE_RECONNECT_MAX_DELAY,
  liveReconnectDelay,
  useLiveUpdates,
} from './index';
import { createTestBrowser, type TestBrowser } from '../../test/browser';
import { signUp } from '../../test/accounts';
import { renderWithHireloop } from '../../test/render';
import { eventually } from '../../test/realTime';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const OPEN = 1;
const CLOSED = 2;
const unreadReads = (browser: TestBrowser) =>
  browser.requests.filter((r) => r === 'GET /api/unread-counts').length;

describe('useLiveUpdates', () => {
  it('raises the unread count when someone sends a message, from the stream alone', async () => {
    const a = await signUp(server, 'employer');
    const b = await signUp(server, 'talent');
    const conversation = await a.browser.client.messages.open(b.user.id);
    const view = renderWithHireloop(() => {
      useLiveUpdates();
      return useUnreadCounts();
    }, b.browser);
    await waitFor(() => expect(view.result.current.data?.directMessages.unreadCount).toBe(0));
    await waitFor(() => expect(b.browser.eventSources[0]?.readyState).toBe(OPEN));

    await a.browser.client.messages.send(conversation.id, { body: 'Hi, got a minute?' });
    await waitFor(() => expect(view.result.current.data?.directMessages.unreadCount).toBe(1));
    expect(unreadReads(b.browser)).toBe(1);
    expect(b.browser.eventSources).toHaveLength(1);
    expect(b.browser.eventSources[0]?.url).toBe(`${server.url}/api/live`);
  });

  it('opens no stream while signed out, and closes it on logout', async () => {
    const anonymous = createTestBrowser(server);
    const signedOut = renderWithHireloop(() => {
      useLiveUpdates();
      return useAuth();
    }, anonymous);
    await waitFor(() => expect(signedOut.result.current.isLoading).toBe(false));
    expect(anonymous.eventSources).toHaveLength(0);

    const { browser } = await signUp(server, 'talent');
    const view = renderWithHireloop(() => {
      useLiveUpdates();
      return useAuth();
    }, browser);
    await waitFor(() => expect(browser.eventSources[0]?.readyState).toBe(OPEN));
    await act(() => view.result.current.logout());
    expect(view.result.current.user).toBeNull();
    expect(browser.eventSources[0]?.readyState).toBe(CLOSED);
    expect(browser.eventSources).toHaveLength(1);
  });

  it('closes the stream on unmount', async () => {
    const { browser } = await signUp(server, 'talent');
    const view = renderWithHireloop(() => useLiveUpdates(), browser);
    await waitFor(() => expect(browser.eventSources[0]?.readyState).toBe(OPEN));
    view.unmount();
    expect(browser.eventSources[0]?.readyState).toBe(CLOSED);
  });

  it('reopens a refused stream after 1 s, then 2 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { browser } = await signUp(server, 'talent');
    // The stream goes out without the session cookie (say, third-party cookies blocked): 401.
    const cookieless = createTestBrowser(server);
    renderWithHireloop(() => useLiveUpdates(), {
      ...browser,
      createEventSource: cookieless.createEventSource,
    });
    const sources = cookieless.eventSources;
    await act(() => eventually(() => expect(sources[0]?.readyState).toBe(CLOSED)));

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(sources).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(sources).toHaveLength(2);

    await act(() => eventually(() => expect(sources[1]?.readyState).toBe(CLOSED)));
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(sources).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(sources).toHaveLength(3);
  });

  it('after a reopen refreshes what it may have missed, and a later refusal waits 1 s again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const a = await signUp(server, 'employer');
    const b = await signUp(server, 'talent');
    const conversation = await a.browser.client.messages.open(b.user.id);
    const cookieless = createTestBrowser(server);
    let withCookies = false;
    const view = renderWithHireloop(
      () => {
        useLiveUpdates();
        return useUnreadCounts();
      },
      {
        ...b.browser,
        createEventSource: (url) => (withCookies ? b.browser : cookieless).createEventSource(url),
      },
    );
    await act(() => eventually(() => expect(view.result.current.data).toBeDefined()));
    await act(() => eventually(() => expect(cookieless.eventSources[0]?.readyState).toBe(CLOSED)));
    expect(unreadReads(b.browser)).toBe(1);

    withCookies = true;
    await act(() => vi.advanceTimersByTimeAsync(LIVE_RECONNECT_INITIAL_DELAY));
    await act(() => eventually(() => expect(b.browser.eventSources[0]?.readyState).toBe(OPEN)));
    await act(() => eventually(() => expect(unreadReads(b.browser)).toBe(2)));

    // The session ends on the server: the next event closes the stream, the EventSource's own
    // retry (after the server's `retry: 3000`) is refused, and the backoff starts again at 1 s.
    await b.browser.client.auth.logout();
    await a.browser.client.messages.send(conversation.id, { body: 'Still there?' });
    const source = b.browser.eventSources[0]!;
    await act(() => eventually(() => expect(source.readyState).not.toBe(OPEN)));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await act(() => eventually(() => expect(source.readyState).toBe(CLOSED)));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(b.browser.eventSources).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(b.browser.eventSources).toHaveLength(2);
  });
});

describe('a stream replaced by a newer one (issue 14: streams per user are capped)', () => {
  it('stays closed until the page is shown again, then reopens and refreshes what it missed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const capped = await startTestServer({ liveMaxStreamsPerUser: 1 });
    try {
      const { browser } = await signUp(capped, 'talent');
      const older = renderWithHireloop(() => {
        useLiveUpdates();
        return useUnreadCounts();
      }, browser);
      await act(() => eventually(() => expect(browser.eventSources[0]?.readyState).toBe(OPEN)));
      await act(() => eventually(() => expect(older.result.current.data).toBeDefined()));
      const reads = unreadReads(browser);

      // Another tab of the same user opens its stream: the server replaces the older one.
      renderWithHireloop(() => useLiveUpdates(), browser);
      await act(() => eventually(() => expect(browser.eventSources[1]?.readyState).toBe(OPEN)));
      await act(() => eventually(() => expect(browser.eventSources[0]?.readyState).toBe(CLOSED)));
      // Neither its own retry nor the hook's backoff reopens it.
      await act(() => vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MAX_DELAY * 2));
      expect(browser.eventSources).toHaveLength(2);
      expect(browser.eventSources[1]?.readyState).toBe(OPEN);

      // Shown again: it reopens (replacing the other) and refetches what it may have missed.
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(browser.eventSources).toHaveLength(3);
      await act(() => eventually(() => expect(browser.eventSources[2]?.readyState).toBe(OPEN)));
      await act(() => eventually(() => expect(unreadReads(browser)).toBe(reads + 1)));
      await act(() => eventually(() => expect(browser.eventSources[1]?.readyState).toBe(CLOSED)));
    } finally {
      await capped.close();
    }
  });
});

describe('liveReconnectDelay', () => {
  it('doubles from 1 s and stays at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(liveReconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(LIVE_RECONNECT_INITIAL_DELAY).toBe(1000);
    expect(LIVE_RECONNECT_MAX_DELAY).toBe(30_000);
  });
});

describe('applyLiveEvent', () => {
  const counts = { directMessages: { unreadCount: 3 }, groups: { unreadCount: 1 } };

  it('stores the unread counts an event carries', async () => {
    const queryClient = createHireloopQueryClient();
    const raw = JSON.stringify({ type: 'unread-counts', data: counts });
    await expect(applyLiveEvent(queryClient, 'unread-counts', raw)).resolves.toBe(true);
    expect(queryClient.getQueryData(queryKeys.unreadCounts())).toEqual(counts);
  });

  it('refreshes the groups, the invitations and, after a removal, the group’s messages on a group event', async () => {
    const queryClient = createHireloopQueryClient();
    for (const key of [
      queryKeys.groups(),
      queryKeys.group(6),
      queryKeys.groupInvitations(),
      queryKeys.messages(6),
      queryKeys.messages(7),
    ]) {
      queryClient.setQueryData(key, {});
    }
    const stale = () =>
      [
        queryKeys.groups(),
        queryKeys.group(6),
        queryKeys.groupInvitations(),
        queryKeys.messages(6),
        queryKeys.messages(7),
      ].map((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated);
    const raw = (change: string) => JSON.stringify({ type: 'group', data: { groupId: 6, change } });
    await expect(applyLiveEvent(queryClient, 'group', raw('renamed'))).resolves.toBe(true);
    expect(stale()).toEqual([true, true, true, false, false]);
    await expect(applyLiveEvent(queryClient, 'group', raw('removed'))).resolves.toBe(true);
    expect(stale()).toEqual([true, true, true, true, false]);
    await expect(
      applyLiveEvent(queryClient, 'group', JSON.stringify({ type: 'group', data: {} })),
    ).resolves.toBe(false);
  });

  it('refreshes the sticky messages, their unread count and the admin list on a sticky-message event', async () => {
    const queryClient = createHireloopQueryClient();
    const keys = [
      queryKeys.stickyMessages(),
      queryKeys.stickyUnreadCount(),
      queryKeys.manageStickyMessages(),
    ];
    for (const key of keys) queryClient.setQueryData(key, {});
    const raw = JSON.stringify({
      type: 'sticky-message',
      data: { stickyMessageId: 3, change: 'created' },
    });
    await expect(applyLiveEvent(queryClient, 'sticky-message', raw)).resolves.toBe(true);
    expect(keys.map((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('leaves the cache alone for malformed events', async () => {
    const queryClient = createHireloopQueryClient();
    queryClient.setQueryData(queryKeys.unreadCounts(), counts);
    for (const raw of [
      'not json',
      undefined,
      'null',
      JSON.stringify({ type: 'notification', data: counts }),
      JSON.stringify({ type: 'unread-counts', data: { directMessages: { unreadCount: -1 } } }),
      JSON.stringify({ type: 'unread-counts' }),
    ]) {
      await expect(applyLiveEvent(queryClient, 'unread-counts', raw)).resolves.toBe(false);
    }
    await expect(
      applyLiveEvent(queryClient, 'message', JSON.stringify({ type: 'message', data: {} })),
    ).resolves.toBe(false);
    expect(queryClient.getQueryData(queryKeys.unreadCounts())).toEqual(counts);
  });
});
