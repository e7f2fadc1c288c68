import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { isHttpError } from '@hireloop/sdk';
import { CACHING } from '@hireloop/sdk/constants';
import { serverMessage } from '../core/serverMessage';
import {
  useCreateStickyMessage,
  useInfiniteNotifications,
  useManageStickyMessages,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useMarkStickyMessageRead,
  useNotifications,
  useRetireStickyMessage,
  useStickyMessages,
  useStickyUnreadCount,
  useUpdateStickyMessage,
} from './index';
import { signUp } from '../../test/accounts';
import { renderWithHireloop } from '../../test/render';
import { eventually } from '../../test/realTime';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A message from a new user: the recipient, not watching, gets a "new_message" notification. */
async function messageFrom(recipientId: number, body: string) {
  const sender = await signUp(server, 'employer');
  const conversation = await sender.browser.client.messages.open(recipientId);
  await sender.browser.client.messages.send(conversation.id, { body });
}

describe('notifications', () => {
  it('refetches the notifications every 5 minutes (SPEC §7)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { browser } = await signUp(server, 'talent');
    const view = renderWithHireloop(() => useNotifications(), browser);
    await act(() => eventually(() => expect(view.result.current.data?.items).toEqual([])));
    const reads = () => browser.requests.filter((r) => r === 'GET /api/notifications').length;
    expect(reads()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(CACHING.notificationsRefetchInterval - 1));
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => eventually(() => expect(reads()).toBe(2)));
  });

  it('refetches the notifications on every window focus, fresh or not (SPEC §7)', async () => {
    const { browser } = await signUp(server, 'talent');
    const view = renderWithHireloop(() => useNotifications(), browser);
    await waitFor(() => expect(view.result.current.data?.items).toEqual([]));
    const reads = () => browser.requests.filter((r) => r === 'GET /api/notifications').length;
    expect(reads()).toBe(1);
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('marks one read, then all, in the polled page and the full list alike', async () => {
    const { browser, user } = await signUp(server, 'talent');
    await messageFrom(user.id, 'Are you free on Monday?');
    await messageFrom(user.id, 'We loved your profile.');
    const view = renderWithHireloop(
      () => ({
        latest: useNotifications(),
        all: useInfiniteNotifications(),
        markRead: useMarkNotificationRead(),
        markAllRead: useMarkAllNotificationsRead(),
      }),
      browser,
    );
    await waitFor(() => expect(view.result.current.latest.data?.unreadCount).toBe(2));
    await waitFor(() => expect(view.result.current.all.data?.pages[0]?.items).toHaveLength(2));
    const [newest, older] = view.result.current.latest.data!.items;
    expect(newest).toMatchObject({ type: 'new_message', read: false });

    await act(() => view.result.current.markRead.mutateAsync(newest!.id));
    expect(view.result.current.latest.data).toMatchObject({
      unreadCount: 1,
      items: [
        { id: newest!.id, read: true },
        { id: older!.id, read: false },
      ],
    });
    expect(view.result.current.all.data?.pages[0]).toMatchObject({
      unreadCount: 1,
      items: [{ read: true }, { read: false }],
    });

    await act(() => view.result.current.markAllRead.mutateAsync());
    expect(view.result.current.latest.data?.unreadCount).toBe(0);
    expect(view.result.current.latest.data?.items.every((n) => n.read)).toBe(true);
    expect(view.result.current.all.data?.pages[0]?.items.every((n) => n.read)).toBe(true);
  });

  it("marking someone else's or an unknown notification fails with the server's 404", async () => {
    const { browser } = await signUp(server, 'talent');
    const view = renderWithHireloop(() => useMarkNotificationRead(), browser);
    await act(async () => {
      await view.result.current.mutateAsync(987654).catch(() => undefined);
    });
    const { error } = view.result.current;
    expect(isHttpError(error) && error.status).toBe(404);
  });
});

describe('sticky messages', () => {
  it('a user who is not an admin sees none, never asks for the admin list, and is refused managing them', async () => {
    const { browser } = await signUp(server, 'employer');
    const view = renderWithHireloop(
      () => ({
        list: useStickyMessages(),
        unread: useStickyUnreadCount(),
        manage: useManageStickyMessages(),
        create: useCreateStickyMessage(),
        update: useUpdateStickyMessage(),
        retire: useRetireStickyMessage(),
      }),
      browser,
    );
    await waitFor(() => expect(view.result.current.list.data).toEqual([]));
    await waitFor(() => expect(view.result.current.unread.data).toEqual({ unreadCount: 0 }));
    expect(view.result.current.manage.fetchStatus).toBe('idle');
    expect(browser.requests).not.toContain('GET /api/admin/sticky-messages/manage');

    await act(async () => {
      await view.result.current.create
        .mutateAsync({ title: 'Maintenance', body: 'Down at 2am UTC.' })
        .catch(() => undefined);
      await view.result.current.update
        .mutateAsync({ id: 1, title: 'Later' })
        .catch(() => undefined);
      await view.result.current.retire.mutateAsync(1).catch(() => undefined);
    });
    for (const mutation of ['create', 'update', 'retire'] as const) {
      const { error } = view.result.current[mutation];
      expect(isHttpError(error) && error.status).toBe(403);
      expect(serverMessage(error)).toBe('Admins only');
    }
  });

  it('marking an unknown sticky message read fails with a 404 and changes nothing', async () => {
    const { browser } = await signUp(server, 'talent');
    const view = renderWithHireloop(
      () => ({ unread: useStickyUnreadCount(), markRead: useMarkStickyMessageRead() }),
      browser,
    );
    await waitFor(() => expect(view.result.current.unread.data).toEqual({ unreadCount: 0 }));
    await act(async () => {
      await view.result.current.markRead.mutateAsync(424242).catch(() => undefined);
    });
    const { error } = view.result.current.markRead;
    expect(isHttpError(error) && error.status).toBe(404);
    expect(view.result.current.unread.data).toEqual({ unreadCount: 0 });
  });

  it('an admin creates, edits and retires one; another user sees it, reads it, and it goes away', async () => {
    const admin = await signUp(server, 'employer');
    await server.makeAdmin(admin.user.id);
    const desk = renderWithHireloop(
      () => ({
        manage: useManageStickyMessages(),
        create: useCreateStickyMessage(),
        update: useUpdateStickyMessage(),
        retire: useRetireStickyMessage(),
      }),
      admin.browser,
    );
    await waitFor(() => expect(desk.result.current.manage.isSuccess).toBe(true));
    const created = await act(() =>
      desk.result.current.create.mutateAsync({ title: 'Maintenance', body: 'Down at 2am UTC.' }),
    );
    await act(() =>
      desk.result.current.update.mutateAsync({ id: created.id, title: 'Maintenance tonight' }),
    );
    await waitFor(() =>
      expect(desk.result.current.manage.data?.map((m) => m.title)).toContain('Maintenance tonight'),
    );

    const reader = await signUp(server, 'talent');
    const banner = renderWithHireloop(
      () => ({
        list: useStickyMessages(),
        unread: useStickyUnreadCount(),
        markRead: useMarkStickyMessageRead(),
      }),
      reader.browser,
    );
    await waitFor(() =>
      expect(banner.result.current.list.data?.map((m) => m.title)).toEqual(['Maintenance tonight']),
    );
    await waitFor(() => expect(banner.result.current.unread.data).toEqual({ unreadCount: 1 }));
    await act(() => banner.result.current.markRead.mutateAsync(created.id));
    await waitFor(() => expect(banner.result.current.unread.data).toEqual({ unreadCount: 0 }));

    await act(() => desk.result.current.retire.mutateAsync(created.id));
    await waitFor(() =>
      expect(
        desk.result.current.manage.data?.find((m) => m.id === created.id)?.retiredAt,
      ).not.toBeNull(),
    );
    const later = renderWithHireloop(() => useStickyMessages(), reader.browser);
    await waitFor(() => expect(later.result.current.data).toEqual([]));
  });
});
