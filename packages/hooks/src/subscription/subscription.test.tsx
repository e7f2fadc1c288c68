import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { EMPLOYER_PLANS, STORAGE_KEYS } from '@hireloop/sdk';
import { TEXTS } from '@hireloop/sdk/constants';
import {
  queryKeys,
  toastStore,
  useAccount,
  useAuth,
  useCheckout,
  useCheckoutReturn,
  useIsSubscriptionActive,
  useLiteCheckout,
  usePlans,
  useSubscription,
  useSubscriptionRenewal,
} from '../index';
import { signUp } from '../../test/accounts';
import { createTestBrowser } from '../../test/browser';
import { renderWithHireloop } from '../../test/render';
import { eventually } from '../../test/realTime';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const shownToast = () => toastStore.getState().toasts[0];

describe('the subscription-active rule (SPEC §4)', () => {
  it('an active employer subscription is active for the employer account type only', async () => {
    const { browser, user } = await signUp(server, 'employer');
    await server.activateSubscription(user.id, 'employer-month');
    const { result } = renderWithHireloop(
      () => ({
        account: useAccount(),
        employer: useIsSubscriptionActive('employer'),
        talent: useIsSubscriptionActive('talent'),
        current: useIsSubscriptionActive(),
      }),
      browser,
    );
    await waitFor(() => expect(result.current.employer).toBe(true));
    expect(result.current.current).toBe(true);
    await waitFor(() => expect(result.current.talent).toBe(false));

    act(() => result.current.account.setAccountType('talent'));
    await waitFor(() => expect(result.current.current).toBe(false));
  });

  it('a lifetime talent plan is active for the talent account type', async () => {
    const { browser, user } = await signUp(server, 'talent');
    await server.activateSubscription(user.id, 'talent-lifetime');
    const { result } = renderWithHireloop(
      () => ({ active: useIsSubscriptionActive(), subscription: useSubscription() }),
      browser,
    );
    await waitFor(() => expect(result.current.active).toBe(true));
    expect(result.current.subscription.data?.status).toBe('lifetime');
  });

  it('is not active without a subscription, nor for a signed-out visitor (who fetches nothing)', async () => {
    const { browser } = await signUp(server, 'employer');
    const signedIn = renderWithHireloop(() => useSubscription(), browser);
    await waitFor(() => expect(signedIn.result.current.isSuccess).toBe(true));
    const visitor = createTestBrowser(server);
    const { result } = renderWithHireloop(
      () => ({ auth: useAuth(), active: useIsSubscriptionActive() }),
      visitor,
    );
    await waitFor(() => expect(result.current.auth.isLoading).toBe(false));
    expect(result.current.active).toBe(false);
    expect(visitor.requests).toEqual(['GET /api/user']);
  });
});

describe('plans', () => {
  it('lists the employer plans with SPEC prices', async () => {
    const { result } = renderWithHireloop(() => usePlans('employer'), createTestBrowser(server));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((plan) => [plan.interval, plan.price])).toEqual(
      expect.arrayContaining([
        ['month', EMPLOYER_PLANS.month.priceCents],
        ['year', EMPLOYER_PLANS.year.priceCents],
        ['one-time', EMPLOYER_PLANS.lifetime.priceCents],
      ]),
    );
  });

  it('asks for talent plans with a timestamp', async () => {
    const browser = createTestBrowser(server);
    const { result } = renderWithHireloop(() => usePlans('talent'), browser);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const call = browser.sent.find((r) => r.path === '/api/subscription/plans');
    expect(call?.query.get('role')).toBe('talent');
    expect(Number(call?.query.get('timestamp'))).toBeGreaterThan(0);
  });

  it('retries a failed plans fetch 3 times at 1 s, then errors', async () => {
    const gone = await startTestServer();
    await gone.close();
    const browser = createTestBrowser(gone);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result } = renderWithHireloop(() => usePlans('employer'), browser, { bare: true });
    const plansCalls = () => browser.requests.filter((r) => r.endsWith('/plans')).length;
    await act(() => eventually(() => expect(plansCalls()).toBe(1)));
    for (const expected of [2, 3, 4]) {
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(plansCalls()).toBe(expected - 1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      await act(() => eventually(() => expect(plansCalls()).toBe(expected)));
    }
    await act(() => eventually(() => expect(result.current.isError).toBe(true)));
  });
});

describe('checkout (SPEC §4, §7, §8)', () => {
  it('employer: sends the SPEC payload, redirects to the checkout, and the return refreshes after 500 ms', async () => {
    const { browser, user } = await signUp(server, 'employer');
    const view = renderWithHireloop(
      () => ({ checkout: useCheckout(), active: useIsSubscriptionActive('employer') }),
      browser,
    );
    await waitFor(() => expect(view.result.current.checkout.isPending).toBe(false));

    let started = false;
    await act(async () => {
      started = await view.result.current.checkout.startEmployerCheckout('year');
    });
    expect(started).toBe(true);
    const body = browser.sent.find((r) => r.path === '/api/stripe/create-checkout-session')?.body;
    expect(body).toEqual({
      stripePriceId: expect.any(String),
      isLifetime: false,
      isEmployer: true,
    });
    expect(view.redirects).toHaveLength(1);
    const checkoutUrl = new URL(view.redirects[0]!);
    expect(checkoutUrl.origin).toBe(server.appOrigin);

    // The person pays on the local checkout page.
    const id = checkoutUrl.pathname.split('/').pop();
    const paid = await browser.client.request<{ redirect: string }>(
      `/api/checkout/${id}/complete`,
      {
        method: 'POST',
      },
    );
    const back = new URL(paid.redirect);
    expect(back.searchParams.get('success')).toBe('true');
    view.unmount();

    // Back in the app: the return page handles ?success.
    window.localStorage.setItem(STORAGE_KEYS.currentAccountType(user.id), 'employer');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const returned = renderWithHireloop(
      () => ({
        status: useCheckoutReturn({ pathname: back.pathname, search: back.search }),
        subscription: useSubscription('employer'),
        account: useAccount(),
      }),
      browser,
    );
    await act(() => eventually(() => expect(returned.navigations).toEqual([back.pathname])));
    expect(returned.result.current.status).toBe('success');
    expect(returned.result.current.account.accountType).toBe('employer');
    await act(() =>
      eventually(() => expect(returned.result.current.subscription.isSuccess).toBe(true)),
    );
    const reads = () => browser.requests.filter((r) => r === 'GET /api/stripe/subscription').length;
    const before = reads();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(reads()).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => eventually(() => expect(reads()).toBe(before + 1)));
    await act(() =>
      eventually(() => expect(returned.result.current.subscription.data?.status).toBe('active')),
    );
  });

  it('employer lifetime sends isLifetime true', async () => {
    const { browser } = await signUp(server, 'employer');
    const { result } = renderWithHireloop(() => useCheckout(), browser);
    await act(() => result.current.startEmployerCheckout('lifetime'));
    const body = browser.sent.find((r) => r.path === '/api/stripe/create-checkout-session')?.body;
    expect(body).toMatchObject({ isLifetime: true, isEmployer: true });
  });

  it('employer failure: a destructive "Subscription Error" toast and no redirect', async () => {
    const visitor = createTestBrowser(server);
    const view = renderWithHireloop(() => useCheckout(), visitor);
    let started = true;
    await act(async () => {
      started = await view.result.current.startEmployerCheckout('month');
    });
    expect(started).toBe(false);
    expect(view.redirects).toEqual([]);
    expect(shownToast()).toMatchObject({
      title: 'Subscription Error',
      description: 'There was a problem initiating your subscription. Please try again.',
      variant: 'destructive',
    });
  });

  it('employer: no plan for the billing period is only logged', async () => {
    const { browser } = await signUp(server, 'employer');
    const view = renderWithHireloop(() => useCheckout(), browser);
    await view.sessionLoaded();
    // Only a monthly plan is known (as a server offering no yearly plan would answer).
    const monthly = (await browser.client.plans.list('employer'))!.filter(
      (plan) => plan.interval === 'month',
    );
    view.queryClient.setQueryData(queryKeys.plans('employer'), monthly);
    let started = true;
    await act(async () => {
      started = await view.result.current.startEmployerCheckout('year');
    });
    expect(started).toBe(false);
    expect(shownToast()).toBeUndefined();
    expect(view.logged).toHaveLength(1);
    expect(browser.requests).not.toContain('POST /api/stripe/create-checkout-session');
  });

  it('talent: sends priceId with a timestamp, stores lastCheckoutTime and lastCheckoutAction, redirects', async () => {
    const { browser } = await signUp(server, 'talent');
    const view = renderWithHireloop(
      () => ({ plans: usePlans('talent'), checkout: useCheckout() }),
      browser,
    );
    await waitFor(() => expect(view.result.current.plans.isSuccess).toBe(true));
    const annual = view.result.current.plans.data!.find((plan) => plan.interval === 'year')!;
    const before = Date.now();
    await act(() => view.result.current.checkout.startTalentCheckout(annual));
    const body = browser.sent.find((r) => r.path === '/api/stripe/create-checkout-session')?.body;
    expect(body).toEqual({
      priceId: annual.stripePriceId,
      isEmployer: false,
      timestamp: expect.any(Number),
    });
    expect((body as { timestamp: number }).timestamp).toBeGreaterThanOrEqual(before);
    expect(view.redirects).toHaveLength(1);
    expect(
      Number(window.localStorage.getItem(STORAGE_KEYS.lastCheckoutTime)),
    ).toBeGreaterThanOrEqual(before);
    expect(window.localStorage.getItem(STORAGE_KEYS.lastCheckoutAction)).toBe(
      `talent-checkout:${annual.id}`,
    );
  });

  it('talent failure: "Subscription Error" with the server message, and the error stored', async () => {
    const visitor = createTestBrowser(server);
    const view = renderWithHireloop(() => useCheckout(), visitor);
    await act(() =>
      view.result.current.startTalentCheckout({ id: 'talent-year', stripePriceId: 'price_x' }),
    );
    expect(view.redirects).toEqual([]);
    const shown = shownToast();
    expect(shown?.title).toBe(TEXTS.subscriptionError.title);
    expect(shown?.variant).toBe('default');
    expect(shown?.description).toMatch(/\S/);
    expect(window.localStorage.getItem(STORAGE_KEYS.lastCheckoutAction)).toBe(
      `talent-checkout-error:${shown?.description}`,
    );
  });

  it('a canceled return restores the account type saved before leaving, and clears the query string', async () => {
    const { browser, user } = await signUp(server, 'employer');
    // Before leaving for the checkout this employer was acting as talent.
    window.localStorage.setItem(STORAGE_KEYS.currentAccountType(user.id), 'talent');
    const view = renderWithHireloop(
      () => ({
        status: useCheckoutReturn({ pathname: '/subscription', search: '?canceled=true&x=1' }),
        account: useAccount(),
        auth: useAuth(),
      }),
      browser,
    );
    await waitFor(() => expect(view.navigations).toEqual(['/subscription']));
    expect(view.result.current.auth.user?.id).toBe(user.id);
    expect(view.result.current.account.accountType).toBe('talent');
    expect(view.result.current.status).toBe('canceled');
  });

  it('does nothing on a page reached without a checkout parameter', async () => {
    const { browser } = await signUp(server, 'employer');
    const view = renderWithHireloop(
      () => ({
        status: useCheckoutReturn({ pathname: '/', search: '?tab=plans' }),
        auth: useAuth(),
      }),
      browser,
    );
    await waitFor(() => expect(view.result.current.auth.isLoading).toBe(false));
    expect(view.result.current.status).toBeNull();
    expect(view.navigations).toEqual([]);
  });
});

describe('buying Lite from the waitlist (SPEC §8 waitlist toasts)', () => {
  it('says "Preparing Checkout" and redirects for a period with a plan', async () => {
    const { browser } = await signUp(server, 'talent');
    const view = renderWithHireloop(() => useLiteCheckout(), browser);
    await waitFor(() => expect(view.result.current.plansStatus).toBe('ready'));
    let started = false;
    await act(async () => {
      started = await view.result.current.checkout('year');
    });
    expect(started).toBe(true);
    expect(view.redirects).toHaveLength(1);
    expect(shownToast()).toMatchObject({
      title: 'Preparing Checkout',
      description: 'Setting up your payment session. Please wait...',
    });
  });

  it('says "Loading Plans" while they load, and "Plan Not Available" for a period without a plan', async () => {
    const { browser } = await signUp(server, 'talent');
    const view = renderWithHireloop(() => useLiteCheckout(), browser);
    expect(view.result.current.plansStatus).toBe('loading');
    await act(() => view.result.current.checkout('month'));
    expect(shownToast()).toMatchObject({
      title: 'Loading Plans',
      description: 'Please wait while we load the subscription plans.',
    });
    await waitFor(() => expect(view.result.current.plansStatus).toBe('ready'));
    // Only the monthly plan is offered (as a server without yearly Lite would answer).
    const monthly = view.result.current.plans.filter((plan) => plan.interval === 'month');
    act(() => void view.queryClient.setQueryData(queryKeys.plans('talent'), monthly));
    await waitFor(() => expect(view.result.current.plans).toHaveLength(1));
    await act(() => view.result.current.checkout('year'));
    expect(shownToast()).toMatchObject({
      title: 'Plan Not Available',
      description:
        'No subscription plan found for year billing period. Please try a different option.',
    });
    act(() => void view.queryClient.setQueryData(queryKeys.plans('talent'), []));
    await waitFor(() => expect(view.result.current.plans).toEqual([]));
    await act(() => view.result.current.checkout('month'));
    expect(shownToast()).toMatchObject({
      title: 'No Plans Available',
      description: 'No subscription plans are currently available. Please try again later.',
    });
    expect(view.redirects).toEqual([]);
  });
});

describe('useSubscriptionRenewal (issue 14)', () => {
  it('cancels at the period end and undoes it, the subscription query holding each answer', async () => {
    const { browser, user } = await signUp(server, 'employer');
    await server.activateSubscription(user.id, 'employer-month');
    const { result } = renderWithHireloop(
      () => ({ subscription: useSubscription(), renewal: useSubscriptionRenewal() }),
      browser,
    );
    await waitFor(() => expect(result.current.subscription.data?.status).toBe('active'));
    expect(result.current.subscription.data?.subscription?.cancelAtPeriodEnd).toBe(false);

    await act(() => result.current.renewal.cancelAtPeriodEnd());
    await waitFor(() =>
      expect(result.current.subscription.data?.subscription?.cancelAtPeriodEnd).toBe(true),
    );
    expect(shownToast()?.title).toBe('Your plan will not renew');
    expect(
      browser.sent.filter((r) => r.path === '/api/subscription/renewal').map((r) => r.body),
    ).toEqual([{ accountType: 'employer', cancelAtPeriodEnd: true }]);

    await act(() => result.current.renewal.resume());
    await waitFor(() =>
      expect(result.current.subscription.data?.subscription?.cancelAtPeriodEnd).toBe(false),
    );
    expect(shownToast()?.title).toBe('Your plan will renew');
  });

  it('toasts the server’s words when the plan cannot be changed (a lifetime plan)', async () => {
    const { browser, user } = await signUp(server, 'talent');
    await server.activateSubscription(user.id, 'talent-lifetime');
    const { result } = renderWithHireloop(() => useSubscriptionRenewal('talent'), browser);
    await act(async () => {
      expect(await result.current.cancelAtPeriodEnd()).toBeUndefined();
    });
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(shownToast()).toMatchObject({
      title: 'Your plan could not be changed',
      description: 'A lifetime plan never renews: there is nothing to cancel',
      variant: 'destructive',
    });
  });
});
