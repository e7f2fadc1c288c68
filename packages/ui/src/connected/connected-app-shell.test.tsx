import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBrowser,
  startTestServer,
  type HireloopTestServer,
} from '@hireloop/server/testing';
import { ConnectedAppShell } from '../index';
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
    email: `shell-${role}-${Math.random().toString(36).slice(2, 10)}@example.com`,
    password: 'correct horse battery',
    name: role === 'employer' ? 'Erin Employer' : 'Tariq Talent',
    role,
  });
  return { browser, user };
}

const page = <p>The page</p>;

/**
 * An item of the account menu once it has opened. The menu's code loads on first use: the first
 * time in a run, Vitest transforms it and Radix's menu then, which can take seconds on a busy CI
 * machine, beyond findBy's 1 s default.
 */
const findMenuItem = (name: string) => screen.findByRole('menuitem', { name }, { timeout: 15_000 });

describe('ConnectedAppShell', () => {
  it('for an employer without a plan: employer navs, "Start Subscription", "Job Request", company prompt', async () => {
    const { browser } = await signUp('employer');
    renderApp(<ConnectedAppShell currentPath="/">{page}</ConnectedAppShell>, browser);
    // The navs follow the account type once the session has loaded.
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(main).findByRole('link', { name: /Team/ })).toBeTruthy();
    expect(within(main).queryByRole('link', { name: /Events/ })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Start Subscription' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Job Request' })).toBeTruthy();
    expect(await screen.findByText('Complete company profile')).toBeTruthy();
    expect(screen.getByText('The page')).toBeTruthy();
  });

  it('hides the upgrade button once the account has an active subscription', async () => {
    const { browser, user } = await signUp('employer');
    await server.activateSubscription(user.id, 'employer-month');
    renderApp(<ConnectedAppShell>{page}</ConnectedAppShell>, browser);
    await screen.findByRole('button', { name: 'Job Request' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Start Subscription' })).toBeNull(),
    );
  });

  it('for talent: "Upgrade to Lite", talent navs, no "Job Request"; switching to employer changes the navs and goes to /', async () => {
    const { browser } = await signUp('talent');
    const app = renderApp(<ConnectedAppShell>{page}</ConnectedAppShell>, browser);
    expect(await screen.findByRole('button', { name: 'Upgrade to Lite' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Opportunities' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Job Request' })).toBeNull();
    expect(screen.getByText('Talent Account')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await findMenuItem('Switch to Employer'));
    expect(await screen.findByRole('button', { name: 'Job Request' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Requests' })).toBeTruthy();
    await waitFor(() => expect(app.navigations).toEqual(['/']));
  });

  it('Log Out ends the session and goes to /auth', async () => {
    const { browser } = await signUp('talent');
    const app = renderApp(<ConnectedAppShell>{page}</ConnectedAppShell>, browser);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await findMenuItem('Log Out'));
    await waitFor(() => expect(app.navigations).toEqual(['/auth']));
    expect(await browser.client.auth.me()).toBeNull();
  });
});
