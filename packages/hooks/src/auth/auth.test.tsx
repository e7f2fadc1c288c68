import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from '@hireloop/sdk';
import { TEXTS } from '@hireloop/sdk/constants';
import { queryKeys, toastStore, useAuth } from '../index';
import { newAccount, signUp } from '../../test/accounts';
import { createTestBrowser } from '../../test/browser';
import { renderWithHireloop } from '../../test/render';
import { eventually } from '../../test/realTime';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A server that is gone: every call to it fails before any answer (started once, closed). */
let gone: Promise<HireloopTestServer> | undefined;
const goneServer = () =>
  (gone ??= startTestServer().then(async (stopped) => {
    await stopped.close();
    return stopped;
  }));

const shownToast = () => toastStore.getState().toasts[0];

describe('the session', () => {
  it('starts signed out: GET /api/user answers 401, which reads as no user', async () => {
    const browser = createTestBrowser(server);
    const { result } = renderWithHireloop(() => useAuth(), browser);
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
    expect(browser.requests).toEqual(['GET /api/user']);
  });

  it('restores a signed-in session from the cookie', async () => {
    const { browser, user } = await signUp(server, 'talent');
    const { result } = renderWithHireloop(() => useAuth(), browser);
    await waitFor(() => expect(result.current.user).toMatchObject({ id: user.id }));
    expect(result.current.isAuthenticated).toBe(true);
  });

  it('refetches the user on window focus, even though it was just fetched (SPEC §7)', async () => {
    const { browser } = await signUp(server, 'talent');
    const { result } = renderWithHireloop(() => useAuth(), browser);
    await waitFor(() => expect(result.current.user).not.toBeNull());
    const reads = () => browser.requests.filter((r) => r === 'GET /api/user').length;
    expect(reads()).toBe(1);
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('treats a user fetch that fails for another reason than 401 as signed out, after one retry 1 s later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const browser = createTestBrowser(await goneServer());
    const { result } = renderWithHireloop(() => useAuth(), browser);
    await act(() => eventually(() => expect(browser.requests).toEqual(['GET /api/user'])));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(browser.requests).toHaveLength(1);
    expect(result.current.isLoading).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => eventually(() => expect(result.current.isLoading).toBe(false)));
    expect(browser.requests).toEqual(['GET /api/user', 'GET /api/user']);
    expect(result.current.user).toBeNull();
  });

  it('registers: stores the user, goes to /onboarding and identifies the user to analytics', async () => {
    const browser = createTestBrowser(server);
    const identify = vi.fn();
    const view = renderWithHireloop(() => useAuth(), browser, { analytics: { identify } });
    await waitFor(() => expect(view.result.current.isLoading).toBe(false));
    const account = newAccount('talent');
    await act(() => view.result.current.register(account));
    const user = view.result.current.user;
    expect(user).toMatchObject({ email: account.email, name: account.name, role: 'talent' });
    expect(view.navigations).toEqual(['/onboarding']);
    expect(identify).toHaveBeenCalledTimes(1);
    expect(identify).toHaveBeenCalledWith({
      id: user?.id,
      email: account.email,
      name: account.name,
      role: 'talent',
      title: user?.title,
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.registrationTime)).toMatch(/^\d{4}-/);
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEYS.talentRegistered)).toBe('true');
  });

  it('shows "Registration failed" with the server message when the email is taken', async () => {
    const { account } = await signUp(server);
    const view = renderWithHireloop(() => useAuth(), createTestBrowser(server));
    await waitFor(() => expect(view.result.current.isLoading).toBe(false));
    let answer: unknown = 'pending';
    await act(async () => {
      answer = await view.result.current.register(account);
    });
    expect(answer).toBeNull();
    expect(view.navigations).toEqual([]);
    expect(shownToast()).toMatchObject({ title: TEXTS.registrationFailed, variant: 'destructive' });
    expect(shownToast()?.description).toMatch(/\S/);
    expect(shownToast()?.description).not.toMatch(/^\d{3}:/);
  });

  it('logs in, goes to /, and refreshes the five SPEC reads 100 ms later, not before', async () => {
    const { account } = await signUp(server);
    const browser = createTestBrowser(server);
    const view = renderWithHireloop(() => useAuth(), browser);
    await waitFor(() => expect(view.result.current.isLoading).toBe(false));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    browser.requests.length = 0;
    await act(() =>
      view.result.current.login({ email: account.email, password: account.password }),
    );
    expect(view.result.current.user?.email).toBe(account.email);
    expect(view.navigations).toEqual(['/']);
    expect(browser.requests).toEqual(['POST /api/login']);

    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(browser.requests).toEqual(['POST /api/login']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() =>
      eventually(() =>
        expect([...browser.requests].sort()).toEqual([
          'GET /api/admin/sticky-messages',
          'GET /api/groups',
          'GET /api/notifications',
          'GET /api/stripe/subscription',
          'GET /api/user/profiling',
          'POST /api/login',
        ]),
      ),
    );
    // The subscription refreshed is the one of the account type the user acts as.
    const subscriptionCall = browser.sent.find((r) => r.path === '/api/stripe/subscription');
    expect(subscriptionCall?.query.get('accountType')).toBe('employer');
    await act(() =>
      eventually(() =>
        expect(view.queryClient.getQueryData(queryKeys.profiling())).toMatchObject({
          email: account.email,
        }),
      ),
    );
  });

  it('shows "Login failed" with the server message on a wrong password, and stays on the page', async () => {
    const { account } = await signUp(server);
    const view = renderWithHireloop(() => useAuth(), createTestBrowser(server));
    await waitFor(() => expect(view.result.current.isLoading).toBe(false));
    let answer: unknown = 'pending';
    await act(async () => {
      answer = await view.result.current.login({
        email: account.email,
        password: 'wrong password!',
      });
    });
    expect(answer).toBeNull();
    expect(view.result.current.user).toBeNull();
    expect(view.navigations).toEqual([]);
    expect(shownToast()).toMatchObject({ title: TEXTS.loginFailed, variant: 'destructive' });
    expect(shownToast()?.description).toMatch(/\S/);
  });

  it('shows the bare "Login failed" when there is no server message (the server is unreachable)', async () => {
    const view = renderWithHireloop(() => useAuth(), createTestBrowser(await goneServer()));
    await act(() => view.result.current.login({ email: 'a@example.com', password: 'whatever1' }));
    expect(shownToast()).toMatchObject({ title: TEXTS.loginFailed, description: undefined });
  });

  it('logs out: clears cached data and SPEC storage keys, ends the server session, user none, /auth', async () => {
    const { browser, user } = await signUp(server);
    const view = renderWithHireloop(() => useAuth(), browser);
    await waitFor(() => expect(view.result.current.user?.id).toBe(user.id));
    view.queryClient.setQueryData(queryKeys.groups(), []);
    window.localStorage.setItem(STORAGE_KEYS.hasActiveSubscription, 'true');
    window.localStorage.setItem(STORAGE_KEYS.currentAccountType(user.id), 'talent');
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.waitlistShouldShow, 'true');

    await act(() => view.result.current.logout());

    expect(view.result.current.user).toBeNull();
    expect(view.navigations).toEqual(['/auth']);
    expect(browser.requests).toContain('GET /api/logout-simple');
    expect(view.queryClient.getQueryData(queryKeys.groups())).toBeUndefined();
    expect(window.localStorage.getItem(STORAGE_KEYS.hasActiveSubscription)).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEYS.waitlistShouldShow)).toBeNull();
    // Per-user keys stay (SPEC §4 "persisted per user").
    expect(window.localStorage.getItem(STORAGE_KEYS.currentAccountType(user.id))).toBe('talent');
    expect(shownToast()).toBeUndefined();
    // The session is over on the server too.
    expect(await browser.client.auth.me()).toBeNull();
  });

  it('on a logout the server did not confirm, still clears the user, shows "Logout issue" and goes to /auth', async () => {
    const flaky = await startTestServer();
    const { browser } = await signUp(flaky);
    const view = renderWithHireloop(() => useAuth(), browser);
    await waitFor(() => expect(view.result.current.user).not.toBeNull());
    await flaky.close();

    await act(() => view.result.current.logout());

    expect(view.result.current.user).toBeNull();
    expect(view.navigations).toEqual(['/auth']);
    expect(shownToast()).toMatchObject({
      title: 'Logout issue',
      description:
        "You've been logged out, but there might have been an issue with the server. Please refresh the page.",
    });
    expect(view.logged.length).toBeGreaterThan(0);
  });
});

describe('the providers', () => {
  it('useAuth outside its provider throws a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
  });
});
