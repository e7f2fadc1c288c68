import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from '@hireloop/sdk';
import { useAccount, useAuth, useSubscription } from '../index';
import { signUp } from '../../test/accounts';
import { createTestBrowser } from '../../test/browser';
import { renderWithHireloop } from '../../test/render';
import { eventually } from '../../test/realTime';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const useBoth = () => ({ auth: useAuth(), account: useAccount() });

describe('the account type', () => {
  it('starts from the role: employer gives employer', async () => {
    const { browser, user } = await signUp(server, 'employer');
    const { result } = renderWithHireloop(useBoth, browser);
    await waitFor(() => expect(result.current.auth.user?.id).toBe(user.id));
    expect(result.current.account.accountType).toBe('employer');
    // …and is persisted for this user.
    expect(window.localStorage.getItem(STORAGE_KEYS.currentAccountType(user.id))).toBe('employer');
  });

  it('prefers the value stored for the user over the session value and the role', async () => {
    const { browser, user } = await signUp(server, 'employer');
    window.localStorage.setItem(STORAGE_KEYS.currentAccountType(user.id), 'talent');
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.initialAccountType, 'employer');
    const { result } = renderWithHireloop(useBoth, browser);
    await waitFor(() => expect(result.current.auth.user?.id).toBe(user.id));
    expect(result.current.account.accountType).toBe('talent');
  });

  it('uses the session initial account type when nothing is stored, then removes it', async () => {
    const { browser, user } = await signUp(server, 'talent');
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.initialAccountType, 'employer');
    const { result } = renderWithHireloop(useBoth, browser);
    await waitFor(() => expect(result.current.auth.user?.id).toBe(user.id));
    expect(result.current.account.accountType).toBe('employer');
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEYS.initialAccountType)).toBeNull();
  });

  it('is remembered per user and re-initialised when the user changes', async () => {
    const employer = await signUp(server, 'employer');
    const talent = await signUp(server, 'talent');
    window.localStorage.setItem(STORAGE_KEYS.currentAccountType(employer.user.id), 'talent');
    const browser = createTestBrowser(server);
    const { result } = renderWithHireloop(useBoth, browser);
    await waitFor(() => expect(result.current.auth.isLoading).toBe(false));

    await act(() => result.current.auth.login(employer.account));
    expect(result.current.account.accountType).toBe('talent');
    await act(() => result.current.auth.logout());
    await act(() => result.current.auth.login(talent.account));
    expect(result.current.account.accountType).toBe('talent');
    act(() => result.current.account.setAccountType('employer'));
    expect(window.localStorage.getItem(STORAGE_KEYS.currentAccountType(talent.user.id))).toBe(
      'employer',
    );
    // The employer's own choice is untouched.
    expect(window.localStorage.getItem(STORAGE_KEYS.currentAccountType(employer.user.id))).toBe(
      'talent',
    );
  });

  it('switching refreshes subscription data, goes to / after 50 ms and refetches 200 ms later', async () => {
    const { browser, user } = await signUp(server, 'employer');
    const useShell = () => ({ ...useBoth(), subscription: useSubscription() });
    const { result, navigations } = renderWithHireloop(useShell, browser);
    await waitFor(() => expect(result.current.subscription.isSuccess).toBe(true));
    const subscriptionReads = () =>
      browser.sent
        .filter((r) => r.path === '/api/stripe/subscription')
        .map((r) => r.query.get('accountType'));
    expect(subscriptionReads()).toEqual(['employer']);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => result.current.account.switchAccount('talent'));
    expect(result.current.account.accountType).toBe('talent');
    expect(window.localStorage.getItem(STORAGE_KEYS.currentAccountType(user.id))).toBe('talent');
    // Refreshed at once: subscription data is invalidated and the talent one is read.
    await act(() => eventually(() => expect(subscriptionReads().at(-1)).toBe('talent')));
    const afterSwitch = subscriptionReads().length;

    await act(() => vi.advanceTimersByTimeAsync(49));
    expect(navigations).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(navigations).toEqual(['/']);

    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(subscriptionReads()).toHaveLength(afterSwitch);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => eventually(() => expect(subscriptionReads()).toHaveLength(afterSwitch + 1)));
    expect(subscriptionReads().at(-1)).toBe('talent');
  });

  it('useAccount outside its provider throws a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAccount())).toThrow(
      'useAccount must be used within an AccountProvider',
    );
  });
});

describe('the job modal state', () => {
  it('opens with job and public by default', async () => {
    const { result } = renderWithHireloop(useAccount, createTestBrowser(server));
    expect(result.current.jobModal).toMatchObject({
      open: false,
      jobRequestType: 'job',
      requestTarget: 'public',
      selectedTalent: null,
    });
    act(() => result.current.openJobModal());
    expect(result.current.jobModal).toMatchObject({
      open: true,
      jobRequest: null,
      jobRequestType: 'job',
      requestTarget: 'public',
      selectedTalent: null,
    });
  });

  it('keeps the selected talent only for a direct request, and closing clears it', async () => {
    const { result } = renderWithHireloop(useAccount, createTestBrowser(server));
    const talent = { id: 7, name: 'Grace' };
    act(() => result.current.openJobModal({ type: 'task', target: 'public', talent }));
    expect(result.current.jobModal.selectedTalent).toBeNull();
    act(() => result.current.openJobModal({ type: 'project', target: 'direct', talent }));
    expect(result.current.jobModal).toMatchObject({
      open: true,
      jobRequestType: 'project',
      requestTarget: 'direct',
      selectedTalent: talent,
    });
    act(() => result.current.closeJobModal());
    expect(result.current.jobModal).toMatchObject({ open: false, selectedTalent: null });
  });

  it('holds the employer subscription modal reason', async () => {
    const { result } = renderWithHireloop(useAccount, createTestBrowser(server));
    expect(result.current.subscriptionModal.open).toBe(false);
    for (const reason of ['no-subscription', 'no-job-request', 'other'] as const) {
      act(() => result.current.openSubscriptionModal(reason));
      expect(result.current.subscriptionModal).toMatchObject({ open: true, reason });
    }
    act(() => result.current.closeSubscriptionModal());
    expect(result.current.subscriptionModal.open).toBe(false);
  });
});
