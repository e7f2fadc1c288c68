import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { TEXTS } from '@hireloop/sdk/constants';
import { useAuth, toastStore } from '../index';
import { createTestBrowser } from '../../test/browser';
import { renderWithHireloop } from '../../test/render';
import { eventually } from '../../test/realTime';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let counter = 0;
const newAccount = (role: 'employer' | 'talent' = 'employer') => ({
  email: `auth${++counter}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'correct horse battery',
  name: `Auth User ${counter}`,
  role,
});

describe('the session', () => {
  it('starts signed out: GET /api/user answers 401, which reads as no user', async () => {
    const browser = createTestBrowser(server);
    const { result } = renderWithHireloop(() => useAuth(), browser);
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(browser.requests).toContain('GET /api/user');
  });

  it('registers: stores the user and goes to /onboarding', async () => {
    const browser = createTestBrowser(server);
    const view = renderWithHireloop(() => useAuth(), browser);
    await waitFor(() => expect(view.result.current.isLoading).toBe(false));
    const account = newAccount('talent');
    await act(() => view.result.current.register(account));
    expect(view.result.current.user).toMatchObject({ email: account.email, role: 'talent' });
    expect(view.navigations).toEqual(['/onboarding']);
  });

  it('logs in, goes to /, and refreshes the five SPEC reads 100 ms later', async () => {
    const account = newAccount();
    await createTestBrowser(server).client.auth.register(account);
    const browser = createTestBrowser(server);
    const view = renderWithHireloop(() => useAuth(), browser);
    await waitFor(() => expect(view.result.current.isLoading).toBe(false));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    browser.requests.length = 0;
    await act(() => view.result.current.login({ email: account.email, password: account.password }));
    expect(view.result.current.user?.email).toBe(account.email);
    expect(view.navigations).toEqual(['/']);
    expect(browser.requests).toEqual(['POST /api/login']);

    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(browser.requests).toEqual(['POST /api/login']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await eventually(() =>
      expect([...browser.requests].sort()).toEqual(
        [
          'GET /api/admin/sticky-messages',
          'GET /api/groups',
          'GET /api/login',
          'GET /api/notifications',
          'GET /api/stripe/subscription',
          'GET /api/user/profiling',
        ]
          .filter((r) => r !== 'GET /api/login')
          .concat('POST /api/login')
          .sort(),
      ),
    );
  });

  it('shows "Login failed" with the server message on a wrong password', async () => {
    const account = newAccount();
    await createTestBrowser(server).client.auth.register(account);
    const browser = createTestBrowser(server);
    const view = renderWithHireloop(() => useAuth(), browser);
    await waitFor(() => expect(view.result.current.isLoading).toBe(false));
    let answer: unknown = 'pending';
    await act(async () => {
      answer = await view.result.current.login({ email: account.email, password: 'wrong password!' });
    });
    expect(answer).toBeNull();
    expect(view.result.current.user).toBeNull();
    expect(view.navigations).toEqual([]);
    const [shown] = toastStore.getState().toasts;
    expect(shown).toMatchObject({ title: TEXTS.loginFailed, variant: 'destructive', open: true });
    expect(shown?.description).toMatch(/\S/);
  });
});
