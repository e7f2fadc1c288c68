import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceApi } from '@hireloop/sdk';
import {
  createTestBrowser,
  startTestServer,
  type HireloopTestServer,
} from '@hireloop/server/testing';
import {
  ConnectedMarketplace,
  ConnectedOrderPage,
  ConnectedServiceEditor,
  ConnectedServicePage,
  MARKET_TEXTS as TEXTS,
} from '../index';
import { renderApp } from '../../test/renderApp';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const account = (role: 'employer' | 'talent', name: string) => ({
  email: `market-${role}-${Math.random().toString(36).slice(2, 10)}@example.com`,
  password: 'correct horse battery',
  name,
  role,
});

describe('the connected marketplace, against the real server', () => {
  it('a talent creates a service in the editor; an employer chooses a tier and is sent to pay, then answers the requirements', async () => {
    const user = userEvent.setup();
    const talent = createTestBrowser(server);
    await talent.client.auth.register(account('talent', 'Tia Talent'));

    // The talent's marketplace: no services yet, "New service" goes to the editor.
    const home = renderApp(<ConnectedMarketplace />, talent);
    await screen.findByText(TEXTS.noMyServices);
    expect(screen.getByRole('tab', { name: TEXTS.sales })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: TEXTS.newService }));
    expect(home.navigations).toEqual(['/marketplace/services/new']);
    home.unmount();

    const editor = renderApp(<ConnectedServiceEditor onSaved={() => undefined} />, talent);
    await user.type(await screen.findByLabelText(TEXTS.title), 'Proofreading in English');
    await user.type(screen.getByLabelText(TEXTS.description), 'Two passes, tracked changes.');
    const tier = screen.getByRole('group', { name: TEXTS.tier(1) });
    await user.type(within(tier).getByLabelText(TEXTS.tierName), 'Short');
    await user.type(within(tier).getByLabelText(TEXTS.price), '60');
    await user.type(within(tier).getByLabelText(TEXTS.deliveryDaysLabel), '2');
    await user.click(screen.getByRole('button', { name: TEXTS.addQuestion }));
    await user.type(screen.getByLabelText(TEXTS.question(1)), 'Paste the text or a link');
    await user.click(screen.getByRole('button', { name: TEXTS.createDraft }));
    await waitFor(async () => {
      const mine = await marketplaceApi(talent.client).services({ scope: 'mine' });
      expect(mine?.items.map((s) => s.title)).toEqual(['Proofreading in English']);
    });
    editor.unmount();
    const serviceId = (await marketplaceApi(talent.client).services({ scope: 'mine' }))!.items[0]!
      .id;

    // Its page for the seller: a draft, published from the seller's tools.
    const sellerPage = renderApp(<ConnectedServicePage id={serviceId} />, talent);
    const tools = await screen.findByRole('region', { name: TEXTS.sellerTools });
    await user.click(within(tools).getByRole('button', { name: TEXTS.publish }));
    await within(tools).findByRole('button', { name: TEXTS.pause });
    expect(screen.getByText(TEXTS.ownServiceNotice)).toBeTruthy();
    sellerPage.unmount();

    // The employer buys: the browser is sent to the checkout.
    const employer = createTestBrowser(server);
    await employer.client.auth.register(account('employer', 'Eli Employer'));
    const buying = renderApp(<ConnectedServicePage id={serviceId} />, employer);
    await user.click(await screen.findByRole('button', { name: TEXTS.buy('$60') }));
    await waitFor(() => expect(buying.redirects).toHaveLength(1));
    const checkoutId = new URL(buying.redirects[0]!).pathname.split('/').pop();
    buying.unmount();
    const paid = await employer.client.request<{ redirect: string }>(
      `/api/checkout/${checkoutId}/complete`,
      { method: 'POST' },
    );
    const orderId = Number(/\/orders\/(\d+)/.exec(paid.redirect)![1]);

    // Back on the order: the requirement is required, then sent; the clock starts.
    renderApp(<ConnectedOrderPage id={orderId} checkoutResult="paid" />, employer);
    await screen.findByText(TEXTS.paymentReturned);
    await user.click(screen.getByRole('button', { name: TEXTS.actions.submit_requirements }));
    expect(await screen.findByText('Answer this question')).toBeTruthy();
    await user.type(screen.getByLabelText('Paste the text or a link'), 'https://docs.example/1');
    await user.click(screen.getByRole('button', { name: TEXTS.actions.submit_requirements }));
    await waitFor(() =>
      expect(screen.getByTestId('order-state').textContent).toBe(TEXTS.states.in_progress),
    );
    expect(screen.getByText('https://docs.example/1')).toBeTruthy();
  });
});
