import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { isHttpError } from '@hireloop/sdk';
import { TAKEOVER_REQUIRED_MESSAGE } from '@hireloop/sdk/schemas';
import { fieldErrorsOf } from '../core/serverMessage';
import {
  useAcceptInvite,
  useChangeMemberRole,
  useCompanies,
  useInviteMember,
  useInvitePreview,
  useRemoveMember,
  useRevokeInvite,
  useSwitchCompany,
  useTeam,
  useTeamActivity,
  useTransferOwnership,
  useUpdateCompany,
} from './index';
import { signUp } from '../../test/accounts';
import { createTestBrowser } from '../../test/browser';
import { renderWithHireloop } from '../../test/render';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The token of the newest invite mail to `email`, read from the outbox. */
async function inviteToken(email: string): Promise<string> {
  const [mail] = await server.outbox(email);
  const token = /\/team\/invites\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invite mail to ${email}`);
  return token;
}

/** The team page's hooks together. */
const useTeamPage = () => ({
  team: useTeam(),
  activity: useTeamActivity(),
  companies: useCompanies(),
  invite: useInviteMember(),
  revoke: useRevokeInvite(),
  changeRole: useChangeMemberRole(),
  remove: useRemoveMember(),
  transfer: useTransferOwnership(),
  update: useUpdateCompany(),
  switchTo: useSwitchCompany(),
});

describe('team hooks (issue 16)', () => {
  it('signed out, nothing is asked and an invite fails with a 401', async () => {
    const browser = createTestBrowser(server);
    const view = renderWithHireloop(useTeamPage, browser);
    await view.sessionLoaded();
    expect(view.result.current.team.fetchStatus).toBe('idle');
    expect(browser.requests).not.toContain('GET /api/team');
    await act(async () => {
      await view.result.current.invite
        .mutateAsync({ email: 'a@example.com', role: 'viewer' })
        .catch(() => undefined);
    });
    const { error } = view.result.current.invite;
    expect(isHttpError(error) && error.status).toBe(401);
  });

  it('an owner invites a recruiter who previews and accepts the link; roles and the team follow', async () => {
    const owner = await signUp(server, 'employer');
    const view = renderWithHireloop(useTeamPage, owner.browser);
    await waitFor(() => expect(view.result.current.team.isSuccess).toBe(true));
    expect(view.result.current.team.data?.role).toBe('owner');

    const bad = await act(() =>
      view.result.current.invite.mutateAsync({ email: 'nope', role: 'recruiter' }).catch((e) => e),
    );
    expect(Object.keys(fieldErrorsOf(bad) ?? {})).toEqual(['email']);

    const invitee = await signUp(server, 'employer');
    await act(() =>
      view.result.current.invite.mutateAsync({ email: invitee.account.email, role: 'recruiter' }),
    );
    await waitFor(() =>
      expect(view.result.current.team.data?.invites.map((i) => i.email)).toEqual([
        invitee.account.email,
      ]),
    );
    const token = await inviteToken(invitee.account.email);

    const useInvitePage = () => ({ preview: useInvitePreview(token), accept: useAcceptInvite() });
    const other = renderWithHireloop(useInvitePage, invitee.browser);
    await waitFor(() => expect(other.result.current.preview.data?.state).toBe('pending'));
    const joined = await act(() => other.result.current.accept.mutateAsync(token));
    expect(joined).toMatchObject({ role: 'recruiter', active: true });

    await act(() => view.queryClient.invalidateQueries());
    await waitFor(() => expect(view.result.current.team.data?.members).toHaveLength(2));
    await act(() =>
      view.result.current.changeRole.mutateAsync({ userId: invitee.user.id, role: 'viewer' }),
    );
    await waitFor(() =>
      expect(
        view.result.current.team.data?.members.find((m) => m.userId === invitee.user.id)?.role,
      ).toBe('viewer'),
    );
  });

  it('removing a member with open work needs a takeover; ownership is handed over', async () => {
    const owner = await signUp(server, 'employer');
    await server.activateSubscription(owner.user.id, 'employer-lifetime');
    const recruiter = await signUp(server, 'employer');
    const talent = await signUp(server, 'talent');
    const view = renderWithHireloop(useTeamPage, owner.browser);
    await waitFor(() => expect(view.result.current.team.isSuccess).toBe(true));
    await act(() =>
      view.result.current.invite.mutateAsync({ email: recruiter.account.email, role: 'recruiter' }),
    );
    await recruiter.browser.client.team.acceptInvite(await inviteToken(recruiter.account.email));
    const request = await recruiter.browser.client.jobRequests.create({
      title: 'Data engineer',
      description: 'Pipelines',
      type: 'job',
    });
    await recruiter.browser.client.bids.create({
      kind: 'outreach',
      jobRequestId: request.id,
      talentId: talent.user.id,
      message: 'Would you bid?',
    });

    const refused = await act(() =>
      view.result.current.remove.mutateAsync({ userId: recruiter.user.id }).catch((e) => e),
    );
    expect(fieldErrorsOf(refused)).toEqual({ takeoverUserId: [TAKEOVER_REQUIRED_MESSAGE] });
    await act(() =>
      view.result.current.remove.mutateAsync({
        userId: recruiter.user.id,
        takeoverUserId: owner.user.id,
      }),
    );
    await waitFor(() => expect(view.result.current.team.data?.members).toHaveLength(1));

    // The activity log shows the recruiter's creation.
    await act(() => view.queryClient.invalidateQueries());
    await waitFor(() =>
      expect(view.result.current.activity.data?.pages[0]?.items[0]).toMatchObject({
        kind: 'request_created',
        jobRequestTitle: 'Data engineer',
      }),
    );

    const admin = await signUp(server, 'employer');
    await act(() =>
      view.result.current.invite.mutateAsync({ email: admin.account.email, role: 'admin' }),
    );
    await admin.browser.client.team.acceptInvite(await inviteToken(admin.account.email));
    const handed = await act(() => view.result.current.transfer.mutateAsync(admin.user.id));
    expect(handed.members.find((m) => m.userId === admin.user.id)?.role).toBe('owner');
    await waitFor(() => expect(view.result.current.team.data?.role).toBe('admin'));
  });

  it('a person switches company and the company edits and revokes follow', async () => {
    const person = await signUp(server, 'employer');
    const other = await signUp(server, 'employer');
    await other.browser.client.team.invite({ email: person.account.email, role: 'viewer' });
    await person.browser.client.team.acceptInvite(await inviteToken(person.account.email));
    const view = renderWithHireloop(useTeamPage, person.browser);
    await waitFor(() => expect(view.result.current.companies.data).toHaveLength(2));
    const own = view.result.current.companies.data!.find((c) => !c.active)!;
    await act(() => view.result.current.switchTo.mutateAsync(own.company.id));
    await waitFor(() => expect(view.result.current.team.data?.company.id).toBe(own.company.id));
    await act(() => view.result.current.update.mutateAsync({ name: 'Renamed Ltd' }));
    await waitFor(() => expect(view.result.current.team.data?.company.name).toBe('Renamed Ltd'));
    const invite = await act(() =>
      view.result.current.invite.mutateAsync({ email: 'later@example.com', role: 'viewer' }),
    );
    await act(() => view.result.current.revoke.mutateAsync(invite.id));
    await waitFor(() => expect(view.result.current.team.data?.invites).toEqual([]));
  });
});
