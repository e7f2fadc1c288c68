import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toastStore } from '@hireloop/hooks';
import {
  createTestBrowser,
  startTestServer,
  type HireloopTestServer,
} from '@hireloop/server/testing';
import { ConnectedAppShell, ConnectedWaitlistModal } from '../index';
import { renderApp } from '../../test/renderApp';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('ConnectedWaitlistModal', () => {
  it('"Upgrade to Lite" opens it with the queue figures; buying annual Lite prepares the checkout and redirects', async () => {
    const browser = createTestBrowser(server);
    await browser.client.auth.register({
      email: `waitlist-${Math.random().toString(36).slice(2, 10)}@example.com`,
      password: 'correct horse battery',
      name: 'Wren Waiting',
      role: 'talent',
    });
    const app = renderApp(
      <>
        <ConnectedAppShell>
          <p>Home</p>
        </ConnectedAppShell>
        <ConnectedWaitlistModal closableAfterMs={0} />
      </>,
      browser,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Lite' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('#120')).toBeTruthy());
    expect(within(dialog).getByText('12,980')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('radio', { name: /Annual \(Save 71%\)/ }));
    const buy = within(dialog).getByRole('button', { name: 'Skip the waitlist' });
    await waitFor(() =>
      expect(within(dialog).queryByRole('status', { name: 'Loading Plans' })).toBeNull(),
    );
    await userEvent.click(buy);
    await waitFor(() => expect(app.redirects).toHaveLength(1));
    expect(new URL(app.redirects[0]!).origin).toBe(server.appOrigin);
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Preparing Checkout' });
  });
});
