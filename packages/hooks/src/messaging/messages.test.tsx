import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { isHttpError, type Message } from '@hireloop/sdk';
import { TEXTS } from '@hireloop/sdk/constants';
import { queryKeys } from '../core/queryKeys';
import { serverMessage } from '../core/serverMessage';
import { toastStore } from '../toast/toastStore';
import {
  isPendingMessage,
  useAddGroupMembers,
  useConversations,
  useCreateGroup,
  useGroup,
  useGroups,
  useMarkConversationRead,
  useMessages,
  useOpenConversation,
  useRemoveGroupMember,
  useSendMessage,
  useUnreadCounts,
  useUpdateGroup,
} from './index';
import { acceptInvitation, signUp } from '../../test/accounts';
import { useLiveUpdates } from '../live/useLiveUpdates';
import { renderWithHireloop } from '../../test/render';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const count = (requests: string[], request: string) => requests.filter((r) => r === request).length;

describe('conversations and messages', () => {
  it('opening a conversation puts it in the cached list without a refetch', async () => {
    const a = await signUp(server, 'employer');
    const b = await signUp(server, 'talent');
    const view = renderWithHireloop(
      () => ({ open: useOpenConversation(), conversations: useConversations() }),
      a.browser,
    );
    await waitFor(() => expect(view.result.current.conversations.data).toEqual([]));

    const opened = await act(() => view.result.current.open.mutateAsync(b.user.id));
    expect(view.result.current.conversations.data).toMatchObject([
      { id: opened.id, kind: 'direct', participant: { id: b.user.id }, unreadCount: 0 },
    ]);
    // Opening it again answers the same conversation, still listed once.
    await act(() => view.result.current.open.mutateAsync(b.user.id));
    expect(view.result.current.conversations.data).toHaveLength(1);
    expect(count(a.browser.requests, 'GET /api/messages/conversations')).toBe(1);
  });

  it('a sent message shows at once as pending, then as the message the server stored', async () => {
    const a = await signUp(server, 'employer');
    const b = await signUp(server, 'talent');
    const conversation = await a.browser.client.messages.open(b.user.id);
    const view = renderWithHireloop(
      () => ({ messages: useMessages(conversation.id), send: useSendMessage(conversation.id) }),
      a.browser,
    );
    await waitFor(() => expect(view.result.current.messages.data?.pages[0]?.items).toEqual([]));

    // Every state of the cached history, in order.
    const newest: (Message | undefined)[] = [];
    const hash = view.queryClient
      .getQueryCache()
      .find({ queryKey: queryKeys.messages(conversation.id) })!.queryHash;
    const unsubscribe = view.queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryHash === hash) {
        const data = event.query.state.data as { pages: { items: Message[] }[] } | undefined;
        newest.push(data?.pages[0]?.items[0]);
      }
    });
    const stored = await act(() => view.result.current.send.mutateAsync({ body: 'Hello there!' }));
    unsubscribe();

    const pendingAt = newest.findIndex((m) => m !== undefined && isPendingMessage(m));
    const storedAt = newest.findIndex((m) => m?.id === stored.id);
    expect(pendingAt).toBeGreaterThanOrEqual(0);
    expect(newest[pendingAt]).toMatchObject({
      body: 'Hello there!',
      senderId: a.user.id,
      senderName: a.user.name,
      conversationId: conversation.id,
    });
    expect(newest[pendingAt]!.id).toBeLessThan(0);
    expect(storedAt).toBeGreaterThan(pendingAt);
    expect(view.result.current.messages.data?.pages[0]?.items).toEqual([stored]);
    expect(stored).toMatchObject({ body: 'Hello there!', senderId: a.user.id });
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('a send the server refuses is taken back out and toasts "Error" with its message', async () => {
    const owner = await signUp(server, 'employer');
    const member = await signUp(server, 'talent');
    const group = await owner.browser.client.groups.create({
      name: 'Launch crew',
      memberIds: [member.user.id],
    });
    await acceptInvitation(member.browser, group.id);
    const view = renderWithHireloop(
      () => ({ messages: useMessages(group.id), send: useSendMessage(group.id) }),
      member.browser,
    );
    await waitFor(() => expect(view.result.current.messages.data?.pages[0]?.items).toEqual([]));
    // Removed from the group meanwhile: the conversation is no longer theirs.
    await owner.browser.client.groups.removeMember(group.id, member.user.id);

    const newest: (Message | undefined)[] = [];
    const unsubscribe = view.queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryKey[1] === group.id) {
        const data = event.query.state.data as { pages: { items: Message[] }[] } | undefined;
        newest.push(data?.pages[0]?.items[0]);
      }
    });
    await act(async () => {
      await view.result.current.send.mutateAsync({ body: 'Still here?' }).catch(() => undefined);
    });
    unsubscribe();

    expect(newest.some((m) => m?.body === 'Still here?' && isPendingMessage(m))).toBe(true);
    expect(view.result.current.messages.data?.pages[0]?.items).toEqual([]);
    const { error } = view.result.current.send;
    expect(isHttpError(error) && error.status).toBe(404);
    expect(toastStore.getState().toasts).toMatchObject([
      { title: TEXTS.error, description: serverMessage(error), variant: 'destructive' },
    ]);
    expect(serverMessage(error)).toMatch(/\S/);
  });

  it('marking a conversation read sets the unread counts from the answer, without refetching them', async () => {
    const a = await signUp(server, 'employer');
    const b = await signUp(server, 'talent');
    const conversation = await a.browser.client.messages.open(b.user.id);
    await a.browser.client.messages.send(conversation.id, { body: 'First' });
    await a.browser.client.messages.send(conversation.id, { body: 'Second' });

    const view = renderWithHireloop(
      () => ({
        unread: useUnreadCounts(),
        conversations: useConversations(),
        markRead: useMarkConversationRead(),
      }),
      b.browser,
    );
    await waitFor(() =>
      expect(view.result.current.unread.data?.directMessages.unreadCount).toBeGreaterThan(0),
    );
    await waitFor(() =>
      expect(view.result.current.conversations.data?.[0]?.unreadCount).toBeGreaterThan(0),
    );

    await act(() => view.result.current.markRead.mutateAsync(conversation.id));
    expect(view.result.current.unread.data).toEqual({
      directMessages: { unreadCount: 0 },
      groups: { unreadCount: 0 },
    });
    expect(view.result.current.conversations.data?.[0]).toMatchObject({
      id: conversation.id,
      unreadCount: 0,
    });
    expect(count(b.browser.requests, 'GET /api/unread-counts')).toBe(1);
    expect(count(b.browser.requests, 'GET /api/messages/conversations')).toBe(1);
  });
});

describe('groups', () => {
  it('the owner creates, renames and manages a group, kept current by live events; a member leaves it', async () => {
    const owner = await signUp(server, 'employer');
    const first = await signUp(server, 'talent');
    const second = await signUp(server, 'talent');
    let groupId: number | null = null;
    const view = renderWithHireloop(() => {
      useLiveUpdates();
      return {
        groups: useGroups(),
        group: useGroup(groupId),
        create: useCreateGroup(),
        update: useUpdateGroup(),
        add: useAddGroupMembers(),
        remove: useRemoveGroupMember(),
      };
    }, owner.browser);
    await waitFor(() => expect(view.result.current.groups.data).toEqual([]));

    const created = await act(() =>
      view.result.current.create.mutateAsync({ name: 'Hiring team', memberIds: [first.user.id] }),
    );
    expect(view.result.current.groups.data).toMatchObject([
      { id: created.id, name: 'Hiring team', ownerId: owner.user.id, memberCount: 1 },
    ]);
    groupId = created.id;
    view.rerender();
    // The created group was cached with its members and invitations: no GET /api/groups/{id}.
    expect(view.result.current.group.data?.members.map((m) => m.id)).toEqual([owner.user.id]);
    expect(view.result.current.group.data?.invitations.map((i) => i.user.id)).toEqual([
      first.user.id,
    ]);
    expect(owner.browser.requests).not.toContain(`GET /api/groups/${created.id}`);

    // The invitee accepts elsewhere: the `joined` event refreshes the owner's group and list.
    await acceptInvitation(first.browser, created.id);
    await waitFor(() => expect(view.result.current.group.data?.memberCount).toBe(2));
    expect(view.result.current.group.data?.invitations).toEqual([]);
    await waitFor(() => expect(view.result.current.groups.data?.[0]?.memberCount).toBe(2));

    await act(() => view.result.current.update.mutateAsync({ id: created.id, name: 'Core team' }));
    expect(view.result.current.group.data?.name).toBe('Core team');
    expect(view.result.current.groups.data?.[0]?.name).toBe('Core team');

    await act(() =>
      view.result.current.add.mutateAsync({ id: created.id, userIds: [second.user.id] }),
    );
    expect(view.result.current.group.data?.invitations.map((i) => i.user.id)).toEqual([
      second.user.id,
    ]);
    await acceptInvitation(second.browser, created.id);
    await waitFor(() => expect(view.result.current.group.data?.memberCount).toBe(3));

    await act(() =>
      view.result.current.remove.mutateAsync({ id: created.id, userId: second.user.id }),
    );
    await waitFor(() => expect(view.result.current.group.data?.memberCount).toBe(2));
    expect(view.result.current.groups.data?.[0]?.memberCount).toBe(2);

    // The remaining member leaves: the group is gone from their cache.
    const member = renderWithHireloop(
      () => ({ groups: useGroups(), remove: useRemoveGroupMember() }),
      first.browser,
    );
    await waitFor(() => expect(member.result.current.groups.data).toHaveLength(1));
    await act(() =>
      member.result.current.remove.mutateAsync({ id: created.id, userId: first.user.id }),
    );
    expect(member.result.current.groups.data).toEqual([]);
    expect(member.queryClient.getQueryData(queryKeys.group(created.id))).toBeUndefined();
  });

  it('only the owner may rename a group: a member gets the 403 as the mutation error', async () => {
    const owner = await signUp(server, 'employer');
    const member = await signUp(server, 'talent');
    const group = await owner.browser.client.groups.create({
      name: 'Book club',
      memberIds: [member.user.id],
    });
    await acceptInvitation(member.browser, group.id);
    const view = renderWithHireloop(() => useUpdateGroup(), member.browser);
    await act(async () => {
      await view.result.current
        .mutateAsync({ id: group.id, name: 'Mine now' })
        .catch(() => undefined);
    });
    expect(serverMessage(view.result.current.error)).toBe(
      'Only the group owner can rename the group',
    );
  });
});
