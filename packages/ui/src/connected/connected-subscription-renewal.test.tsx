import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBrowser,
  startTestServer,
  type HireloopTestServer,
} from '@hireloop/server/testing';
import { ConnectedSubscriptionRenewal, formatDate } from '../index';
import { renderApp } from '../../test/renderApp';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('ConnectedSubscriptionRenewal', () => {
  it('cancels the plan at its period end and undoes it, against the real server', async () => {
    const browser = createTestBrowser(server);
    const user = await browser.client.auth.register({
      email: `renewal-${Math.random().toString(36).slice(2, 10)}@example.com`,
      password: 'correct horse battery',
      name: 'Rita Renewal',
      role: 'employer',
    });
    await server.activateSubscription(user.id, 'employer-month');
    const end = (await browser.client.subscription.get('employer'))!.subscription!
      .currentPeriodEnd!;

    renderApp(<ConnectedSubscriptionRenewal accountType="employer" />, browser);
    const section = await screen.findByRole('region', { name: 'Renewal' });
    const status = within(section).getByRole('status');
    expect(status.textContent).toContain(`Renews on ${formatDate(end)}`);

    await userEvent.click(within(section).getByRole('button', { name: 'Cancel at period end' }));
    await waitFor(() => expect(status.textContent).toContain(`Cancels on ${formatDate(end)}`));
    expect(
      (await browser.client.subscription.get('employer'))!.subscription!.cancelAtPeriodEnd,
    ).toBe(true);

    await userEvent.click(within(section).getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() => expect(status.textContent).toContain(`Renews on ${formatDate(end)}`));
    expect(
      (await browser.client.subscription.get('employer'))!.subscription!.cancelAtPeriodEnd,
    ).toBe(false);
  });

  it('renders nothing without a subscription', async () => {
    const browser = createTestBrowser(server);
    await browser.client.auth.register({
      email: `none-${Math.random().toString(36).slice(2, 10)}@example.com`,
      password: 'correct horse battery',
      name: 'Nora None',
      role: 'employer',
    });
    const { container } = renderApp(
      <ConnectedSubscriptionRenewal accountType="employer" />,
      browser,
    );
    await waitFor(() =>
      expect(browser.requests.some((r) => r.startsWith('GET /api/stripe/subscription'))).toBe(true),
    );
    expect(container.querySelector('[data-slot="subscription-renewal"]')).toBeNull();
  });
});
