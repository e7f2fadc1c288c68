import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { useLiveUpdates } from '../live/useLiveUpdates';
import {
  useAcceptGroupInvitation,
  useDeclineGroupInvitation,
  useGroup,
  useGroupInvitations,
  useGroups,
  useRevokeGroupInvitation,
  useStickyMessages,
  useStickyUnreadCount,
} from './index';
import { signUp } from '../../test/accounts';
import { renderWithHireloop } from '../../test/render';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const OPEN = 1;

describe('group invitations (issue 14)', () => {
  it('an invitation appears from the live stream alone; accepting joins, declining drops it', async () => {
    const owner = await signUp(server, 'employer');
    const invitee = await signUp(server, 'talent');
    const view = renderWithHireloop(() => {
      useLiveUpdates();
      return {
        invitations: useGroupInvitations(),
        groups: useGroups(),
        accept: useAcceptGroupInvitation(),
        decline: useDeclineGroupInvitation(),
      };
    }, invitee.browser);
    await waitFor(() => expect(view.result.current.invitations.data).toEqual([]));
    await waitFor(() => expect(invitee.browser.eventSources[0]?.readyState).toBe(OPEN));

    const first = await owner.browser.client.groups.create({
      name: 'Launch crew',
      memberIds: [invitee.user.id],
    });
    await waitFor(() =>
      expect(view.result.current.invitations.data).toMatchObject([
        {
          groupId: first.id,
          groupName: 'Launch crew',
          memberCount: 1,
          invitedBy: { id: owner.user.id },
        },
      ]),
    );
    expect(view.result.current.groups.data).toEqual([]);

    const invitationId = view.result.current.invitations.data![0]!.id;
    const joined = await act(() => view.result.current.accept.mutateAsync(invitationId));
    expect(joined.memberCount).toBe(2);
    expect(view.queryClient.getQueryData(['/api/groups', first.id])).toEqual(joined);
    await waitFor(() =>
      expect(view.result.current.groups.data?.map((g) => g.id)).toEqual([first.id]),
    );
    expect(view.result.current.invitations.data).toEqual([]);

    const second = await owner.browser.client.groups.create({
      name: 'Side project',
      memberIds: [invitee.user.id],
    });
    await waitFor(() =>
      expect(view.result.current.invitations.data?.map((i) => i.groupId)).toEqual([second.id]),
    );
    await act(() =>
      view.result.current.decline.mutateAsync(view.result.current.invitations.data![0]!.id),
    );
    expect(view.result.current.invitations.data).toEqual([]);
    expect(view.result.current.groups.data?.map((g) => g.id)).toEqual([first.id]);
  });

  it('the owner revokes an invitation; it leaves the invitee’s list through the stream', async () => {
    const owner = await signUp(server, 'employer');
    const invitee = await signUp(server, 'talent');
    const group = await owner.browser.client.groups.create({
      name: 'Book club',
      memberIds: [invitee.user.id],
    });
    const inviteeView = renderWithHireloop(() => {
      useLiveUpdates();
      return useGroupInvitations();
    }, invitee.browser);
    await waitFor(() => expect(inviteeView.result.current.data).toHaveLength(1));
    await waitFor(() => expect(invitee.browser.eventSources[0]?.readyState).toBe(OPEN));

    const ownerView = renderWithHireloop(
      () => ({ group: useGroup(group.id), revoke: useRevokeGroupInvitation() }),
      owner.browser,
    );
    await waitFor(() => expect(ownerView.result.current.group.data?.invitations).toHaveLength(1));
    const invitationId = ownerView.result.current.group.data!.invitations[0]!.id;
    await act(() => ownerView.result.current.revoke.mutateAsync({ id: group.id, invitationId }));
    expect(ownerView.result.current.group.data?.invitations).toEqual([]);
    await waitFor(() => expect(inviteeView.result.current.data).toEqual([]));
  });
});

describe('sticky message live events (issue 14)', () => {
  it('a notice an admin creates and retires reaches the list and the unread count from the stream', async () => {
    const admin = await signUp(server, 'employer');
    await server.makeAdmin(admin.user.id);
    const talent = await signUp(server, 'talent');
    const view = renderWithHireloop(() => {
      useLiveUpdates();
      return { notices: useStickyMessages(), unread: useStickyUnreadCount() };
    }, talent.browser);
    await waitFor(() => expect(view.result.current.notices.data).toBeDefined());
    await waitFor(() => expect(talent.browser.eventSources[0]?.readyState).toBe(OPEN));
    const before = view.result.current.unread.data?.unreadCount ?? 0;

    const notice = await admin.browser.client.stickyMessages.create({
      title: 'Maintenance tonight',
      body: 'From 22:00 to 23:00',
      audience: 'talent',
    });
    await waitFor(() =>
      expect(view.result.current.notices.data?.map((n) => n.title)).toContain(
        'Maintenance tonight',
      ),
    );
    await waitFor(() => expect(view.result.current.unread.data?.unreadCount).toBe(before + 1));

    await admin.browser.client.stickyMessages.retire(notice.id);
    await waitFor(() =>
      expect(view.result.current.notices.data?.map((n) => n.id)).not.toContain(notice.id),
    );
    await waitFor(() => expect(view.result.current.unread.data?.unreadCount).toBe(before));
  });
});
