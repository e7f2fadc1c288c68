import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBrowser,
  startTestServer,
  type HireloopTestServer,
} from '@hireloop/server/testing';
import type { AccountExport } from '@hireloop/sdk/schemas';
import { ACCOUNT_DATA_TEXTS, ConnectedAccountDangerZone } from '../index';
import { renderApp } from '../../test/renderApp';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signUp() {
  const browser = createTestBrowser(server);
  const account = {
    email: `privacy-${Math.random().toString(36).slice(2, 10)}@example.com`,
    password: 'correct horse battery',
    name: 'Pia Private',
    role: 'talent' as const,
  };
  const user = await browser.client.auth.register(account);
  return { browser, user, account };
}

describe('ConnectedAccountDangerZone', () => {
  it('downloads the signed-in person’s archive under its dated name', async () => {
    const { browser, user } = await signUp();
    const saved: Array<[AccountExport, string]> = [];
    renderApp(
      <ConnectedAccountDangerZone save={(archive, name) => saved.push([archive, name])} />,
      browser,
    );
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_DATA_TEXTS.downloadButton }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]![0].profile).toMatchObject({ userId: user.id, email: user.email });
    expect(saved[0]![1]).toMatch(/^hireloop-data-\d{4}-\d{2}-\d{2}\.json$/);
  });

  it('asks for the password: empty, wrong, then right — signed out and sent to /auth', async () => {
    const { browser, account } = await signUp();
    const view = renderApp(<ConnectedAccountDangerZone />, browser);
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_DATA_TEXTS.deleteButton }));
    const dialog = await screen.findByRole('dialog', { name: ACCOUNT_DATA_TEXTS.dialogTitle });
    const confirm = within(dialog).getByRole('button', { name: ACCOUNT_DATA_TEXTS.confirm });
    const password = within(dialog).getByLabelText(ACCOUNT_DATA_TEXTS.passwordLabel);

    await userEvent.click(confirm);
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(password, 'not my password');
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('Password is incorrect')).toBeTruthy();
    await expect(browser.client.auth.me()).resolves.toMatchObject({ email: account.email });

    await userEvent.clear(password);
    await userEvent.type(password, account.password);
    await userEvent.click(confirm);
    await waitFor(() => expect(view.navigations).toEqual(['/auth']));
    await expect(browser.client.auth.me()).resolves.toBeNull();
  });
});
