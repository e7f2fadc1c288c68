// The README's minimal example, run as written against the in-process server: a component tree
// with the three providers, signing in and out by clicking.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { AccountProvider, AuthProvider, HireloopProvider, useAuth, useToast } from './index';
import { signUp } from '../test/accounts';
import { createTestBrowser } from '../test/browser';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the README example', () => {
  it('signs in and out from a component', async () => {
    const { account } = await signUp(server, 'talent');
    const browser = createTestBrowser(server);
    const paths: string[] = [];
    const navigate = (path: string) => void paths.push(path);

    function Greeting() {
      const { user, isLoading, login, logout } = useAuth();
      if (isLoading) return <p>Loading…</p>;
      if (!user)
        return (
          <button onClick={() => login({ email: account.email, password: account.password })}>
            Sign in
          </button>
        );
      return <button onClick={logout}>Sign out {user.name}</button>;
    }
    function Toasts() {
      const { toasts } = useToast();
      return <output>{toasts.map((t) => t.title).join()}</output>;
    }

    render(
      <HireloopProvider client={browser.client} navigate={navigate}>
        <AuthProvider>
          <AccountProvider>
            <Greeting />
            <Toasts />
          </AccountProvider>
        </AuthProvider>
      </HireloopProvider>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    fireEvent.click(await screen.findByRole('button', { name: `Sign out ${account.name}` }));
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(paths).toEqual(['/', '/auth']));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
