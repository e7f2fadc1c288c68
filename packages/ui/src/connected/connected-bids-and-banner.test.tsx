import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBrowser,
  startTestServer,
  type HireloopTestServer,
} from '@hireloop/server/testing';
import { ConnectedBidModal, ConnectedStickyMessageBanner } from '../index';
import { renderApp } from '../../test/renderApp';
import type { AccountType } from '@hireloop/sdk';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signUp(role: AccountType, name: string) {
  const browser = createTestBrowser(server);
  const user = await browser.client.auth.register({
    email: `bids-${role}-${Math.random().toString(36).slice(2, 10)}@example.com`,
    password: 'correct horse battery',
    name,
    role,
  });
  return { browser, user };
}

describe('ConnectedBidModal', () => {
  it('sends outreach for the employer’s request, counting down the 3 allowed, and refuses at 0', async () => {
    const employer = await signUp('employer', 'Odile Owner');
    await server.activateSubscription(employer.user.id, 'employer-lifetime');
    await employer.browser.client.jobRequests.create({
      title: 'Mobile app',
      description: 'React Native',
      type: 'project',
    });
    const talents = await Promise.all(
      ['Ann', 'Ben', 'Cai', 'Dee'].map((name) => signUp('talent', name)),
    );

    function Outreach({ index }: { index: number }) {
      const [open, setOpen] = useState(true);
      const talent = talents[index]!.user;
      return (
        <ConnectedBidModal
          open={open}
          onOpenChange={setOpen}
          kind="outreach"
          talent={{ id: talent.id, name: talent.name }}
        />
      );
    }

    for (const [index, left] of [
      [0, 3],
      [1, 2],
      [2, 1],
    ] as const) {
      const view = renderApp(<Outreach index={index} />, employer.browser);
      // Once the employer's requests have loaded, the only one is chosen.
      await screen.findByText('Mobile app');
      const dialog = screen.getByRole('dialog');
      await within(dialog).findByText(`${left} of 3 outreach bids left`);
      await userEvent.type(within(dialog).getByLabelText('Message'), 'Would you like to join?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send outreach' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      view.unmount();
    }

    renderApp(<Outreach index={3} />, employer.browser);
    await screen.findByText('Mobile app');
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText('0 of 3 outreach bids left');
    expect(within(dialog).getByRole('button', { name: 'Send outreach' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

describe('ConnectedStickyMessageBanner', () => {
  it('shows an admin’s sticky message until the user marks it read', async () => {
    const admin = await signUp('employer', 'Ada Admin');
    await server.makeAdmin(admin.user.id);
    await admin.browser.client.stickyMessages.create({
      title: 'Maintenance tonight',
      body: 'The site is down from 02:00 to 03:00 UTC.',
    });
    const reader = await signUp('talent', 'Rui Reader');
    renderApp(<ConnectedStickyMessageBanner />, reader.browser);
    expect(await screen.findByText('Maintenance tonight')).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: /Mark as read: Maintenance tonight/ }),
    );
    await waitFor(() => expect(screen.queryByText('Maintenance tonight')).toBeNull());
    expect(await reader.browser.client.stickyMessages.unreadCount()).toEqual({ unreadCount: 0 });
  });
});
