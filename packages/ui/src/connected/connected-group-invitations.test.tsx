import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBrowser,
  startTestServer,
  type HireloopTestServer,
} from '@hireloop/server/testing';
import type { AccountType, GroupDetails } from '@hireloop/sdk';
import { ConnectedGroupInvitations } from '../index';
import { renderApp } from '../../test/renderApp';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signUp(role: AccountType, name: string) {
  const browser = createTestBrowser(server);
  const user = await browser.client.auth.register({
    email: `groups-${role}-${Math.random().toString(36).slice(2, 10)}@example.com`,
    password: 'correct horse battery',
    name,
    role,
  });
  return { browser, user };
}

describe('ConnectedGroupInvitations (issue 14)', () => {
  it('lists the pending invitations; Accept joins the group, Decline turns one down', async () => {
    const owner = await signUp('employer', 'Olivia Owner');
    const invitee = await signUp('talent', 'Ivan Invitee');
    const crew = await owner.browser.client.groups.create({
      name: 'Launch crew',
      memberIds: [invitee.user.id],
    });
    await owner.browser.client.groups.create({
      name: 'Side project',
      memberIds: [invitee.user.id],
    });
    const accepted: GroupDetails[] = [];
    renderApp(<ConnectedGroupInvitations onAccepted={(g) => accepted.push(g)} />, invitee.browser);

    const region = await screen.findByRole('region', { name: /Group invitations/ });
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(region.textContent).toContain('Olivia Owner invited you to Launch crew');

    await userEvent.click(
      within(region).getByRole('button', { name: 'Accept the invitation to Launch crew' }),
    );
    await waitFor(() => expect(accepted.map((g) => g.id)).toEqual([crew.id]));
    expect(accepted[0]?.memberCount).toBe(2);
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));

    await userEvent.click(
      within(region).getByRole('button', { name: 'Decline the invitation to Side project' }),
    );
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(await invitee.browser.client.groups.invitations()).toEqual([]);
    expect((await invitee.browser.client.groups.list())?.map((g) => g.id)).toEqual([crew.id]);
  });

  it('says so when an invitation was revoked meanwhile', async () => {
    const owner = await signUp('employer', 'Olivia Owner');
    const invitee = await signUp('talent', 'Ivan Invitee');
    const group = await owner.browser.client.groups.create({
      name: 'Book club',
      memberIds: [invitee.user.id],
    });
    renderApp(<ConnectedGroupInvitations />, invitee.browser);
    const accept = await screen.findByRole('button', {
      name: 'Accept the invitation to Book club',
    });
    await owner.browser.client.groups.revokeInvitation(group.id, group.invitations[0]!.id);
    await userEvent.click(accept);
    expect((await screen.findByRole('alert')).textContent).toBe('Invitation not found');
  });
});
