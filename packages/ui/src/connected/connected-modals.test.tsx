import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toastStore } from '@hireloop/hooks';
import {
  createTestBrowser,
  startTestServer,
  type HireloopTestServer,
} from '@hireloop/server/testing';
import {
  ConnectedAppShell,
  ConnectedBidDetailsModal,
  ConnectedEmployerSubscriptionModal,
  ConnectedJobRequestModal,
} from '../index';
import { renderApp } from '../../test/renderApp';
import type { AccountType } from '@hireloop/sdk';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signUp(role: AccountType) {
  const browser = createTestBrowser(server);
  const user = await browser.client.auth.register({
    email: `modal-${role}-${Math.random().toString(36).slice(2, 10)}@example.com`,
    password: 'correct horse battery',
    name: role === 'employer' ? 'Ezra Employer' : 'Tova Talent',
    role,
  });
  return { browser, user };
}

const EmployerDesk = () => (
  <>
    <ConnectedAppShell>
      <p>Home</p>
    </ConnectedAppShell>
    <ConnectedJobRequestModal />
    <ConnectedEmployerSubscriptionModal />
  </>
);

describe('the employer modals', () => {
  it('"Job Request" without a plan opens the subscription modal; Subscribe yearly goes to the checkout', async () => {
    const { browser } = await signUp('employer');
    const app = renderApp(<EmployerDesk />, browser);
    await userEvent.click(await screen.findByRole('button', { name: 'Job Request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start your employer subscription' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Yearly/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(app.redirects).toHaveLength(1));
    const body = browser.sent.find((r) => r.path === '/api/stripe/create-checkout-session')?.body;
    expect(body).toMatchObject({ isEmployer: true, isLifetime: false });
  });

  it('with a monthly plan: the job request modal validates, creates, closes; the second job opens the subscription modal with the quota', async () => {
    const { browser, user } = await signUp('employer');
    await server.activateSubscription(user.id, 'employer-month');
    renderApp(<EmployerDesk />, browser);
    // Clicked at once: the button waits for the subscription before it decides (SPEC §2).
    await userEvent.click(await screen.findByRole('button', { name: 'Job Request' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create New Job Request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post job request' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('Description is required')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Platform engineer');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Keep the lights on.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post job request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Job request created' });

    await userEvent.click(screen.getByRole('button', { name: 'Job Request' }));
    dialog = await screen.findByRole('dialog', { name: 'Create New Job Request' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Second engineer');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Also needed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post job request' }));
    const upsell = await screen.findByRole('dialog', { name: 'Start your employer subscription' });
    expect(within(upsell).getByText(/1 job per billing period/)).toBeTruthy();
  });
});

describe('ConnectedBidDetailsModal', () => {
  it('the employer accepts a pending proposal', async () => {
    const employer = await signUp('employer');
    await server.activateSubscription(employer.user.id, 'employer-lifetime');
    const request = await employer.browser.client.jobRequests.create({
      title: 'Data pipeline',
      description: 'Nightly loads',
      type: 'project',
    });
    const talent = await signUp('talent');
    await server.activateSubscription(talent.user.id, 'talent-year');
    const bid = await talent.browser.client.bids.create({
      kind: 'proposal',
      jobRequestId: request.id,
      rate: 80,
      message: 'I have built these before.',
    });

    function Details() {
      const [open, setOpen] = useState(true);
      return <ConnectedBidDetailsModal bidId={bid.id} open={open} onOpenChange={setOpen} />;
    }
    renderApp(<Details />, employer.browser);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Accept' })).toBeNull(),
    );
    expect((await employer.browser.client.bids.get(bid.id))?.status).toBe('accepted');
  });
});
