import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { COLLECTIVE_SLUG_TAKEN_MESSAGE } from '@hireloop/sdk/schemas';
import { fieldErrorsOf } from '../core/serverMessage';
import { useGroups } from '../messaging';
import { useLiveUpdates } from '../live/useLiveUpdates';
import {
  useCollective,
  useCollectiveMemberAction,
  useCollectiveMembership,
  useCollectives,
  useCreateCollective,
  useMyCollectives,
  useUpdateCollective,
} from './index';
import { signUp } from '../../test/accounts';
import { renderWithHireloop } from '../../test/render';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('collectives hooks (issue 17)', () => {
  it('an owner creates and invites; the invitee sees it live, accepts and gets the group; the owner’s page follows', async () => {
    const owner = await signUp(server, 'talent');
    const ownerView = renderWithHireloop(
      () => ({
        live: useLiveUpdates(),
        create: useCreateCollective(),
        update: useUpdateCollective(),
        act: useCollectiveMemberAction(),
        list: useCollectives({ q: 'Hook Guild' }),
      }),
      owner.browser,
    );
    await waitFor(() => expect(ownerView.result.current.list.isSuccess).toBe(true));
    const created = await act(() =>
      ownerView.result.current.create.mutateAsync({ name: 'Hook Guild', joinPolicy: 'invite' }),
    );
    expect(created).toMatchObject({ slug: 'hook-guild', membership: { role: 'owner' } });
    await waitFor(() =>
      expect(ownerView.result.current.list.data?.pages[0]?.items.map((c) => c.id)).toContain(
        created.id,
      ),
    );

    // A slug taken: the server's field error.
    await act(async () => {
      await ownerView.result.current.create
        .mutateAsync({ name: 'Another', slug: 'hook-guild' })
        .catch(() => undefined);
    });
    expect(fieldErrorsOf(ownerView.result.current.create.error)).toEqual({
      slug: [COLLECTIVE_SLUG_TAKEN_MESSAGE],
    });

    const invitee = await signUp(server, 'talent');
    const inviteeView = renderWithHireloop(
      () => ({
        live: useLiveUpdates(),
        mine: useMyCollectives(),
        groups: useGroups(),
        page: useCollective('hook-guild'),
        membership: useCollectiveMembership(),
      }),
      invitee.browser,
    );
    await waitFor(() => expect(inviteeView.result.current.mine.data).toEqual([]));
    await waitFor(() => expect(invitee.browser.eventSources[0]?.readyState).toBe(1));
    await waitFor(() => expect(owner.browser.eventSources[0]?.readyState).toBe(1));

    const ownerPage = renderWithHireloop(
      () => ({ live: useLiveUpdates(), page: useCollective(created.id) }),
      owner.browser,
    );
    await waitFor(() => expect(ownerPage.result.current.page.data?.memberCount).toBe(1));

    await act(() =>
      ownerView.result.current.act.mutateAsync({
        id: created.id,
        userId: invitee.user.id,
        action: { kind: 'invite' },
      }),
    );
    // The invitation reaches the invitee live.
    await waitFor(() =>
      expect(inviteeView.result.current.mine.data).toEqual([
        expect.objectContaining({
          state: 'invited',
          collective: expect.objectContaining({ id: created.id }),
        }),
      ]),
    );
    await act(() =>
      inviteeView.result.current.membership.mutateAsync({ id: created.id, action: 'accept' }),
    );
    await waitFor(() =>
      expect(inviteeView.result.current.groups.data?.map((g) => g.id)).toContain(
        created.conversationId,
      ),
    );
    expect(inviteeView.result.current.page.data?.membership).toEqual({
      role: 'member',
      state: 'active',
    });
    // The owner's open page counts the new member without a reload.
    await waitFor(() => expect(ownerPage.result.current.page.data?.memberCount).toBe(2));

    // Editing: the edit is there for both.
    await act(() =>
      ownerView.result.current.update.mutateAsync({
        id: created.id,
        update: { tagline: 'Hooks all the way' },
      }),
    );
    await waitFor(() =>
      expect(inviteeView.result.current.page.data?.tagline).toBe('Hooks all the way'),
    );

    // The invitee leaves: out of the group.
    await act(() =>
      inviteeView.result.current.membership.mutateAsync({ id: created.id, action: 'leave' }),
    );
    await waitFor(() =>
      expect(inviteeView.result.current.groups.data?.map((g) => g.id)).not.toContain(
        created.conversationId,
      ),
    );
    await waitFor(() => expect(ownerPage.result.current.page.data?.memberCount).toBe(1));
  });
});
