/**
 * Issue 15: an embedded widget's checkout comes back to the partner's page. The widget's frame
 * gives HireloopProvider `checkoutReturnUrl`; useCheckout sends it, and the server returns there
 * with the result. Against the real server, with a real embed credential.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { createClient } from '@hireloop/sdk';
import { createHireloopQueryClient, HireloopProvider, useCheckout } from '../index';
import { signUp } from '../../test/accounts';
import { realNow, realSleep } from '../../test/realTime';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PARTNER = 'https://partner.example';

describe('checkout from an embedded widget', () => {
  it('sends checkoutReturnUrl, and the paid checkout returns to the partner page with the result', async () => {
    const admin = await signUp(server, 'employer');
    await server.makeAdmin(admin.user.id);
    const partner = await admin.browser.client.partners.create({
      name: 'Bootcamp',
      allowedOrigins: [PARTNER],
    });
    // The visitor signed in through the Hireloop window; the widget holds its credential.
    const visitor = await signUp(server, 'employer');
    const credential = await visitor.browser.client.embed.createToken({
      publishableKey: partner.publishableKey,
      origin: PARTNER,
    });
    const widgetClient = createClient({
      baseUrl: server.url,
      logger: false,
      now: realNow,
      sleep: realSleep,
      priorities: { '/api': 'critical' },
      headers: { authorization: `Bearer ${credential.token}` },
      // The frame is on Hireloop's own origin: its writes carry that Origin.
      fetch: (input, init = {}) =>
        fetch(input, {
          ...init,
          headers: { ...Object.fromEntries(new Headers(init.headers)), origin: server.appOrigin },
        }),
    });

    const redirects: string[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <HireloopProvider
        client={widgetClient}
        queryClient={createHireloopQueryClient()}
        navigate={() => undefined}
        redirect={(url) => void redirects.push(url)}
        logger={false}
        checkoutReturnUrl={`${PARTNER}/thanks?plan=pro`}
      >
        {children}
      </HireloopProvider>
    );
    const { result } = renderHook(() => useCheckout(), { wrapper });
    let started = false;
    await act(async () => {
      started = await result.current.startEmployerCheckout('month');
    });
    expect(started).toBe(true);
    const checkoutId = /\/checkout\/(co_[^/?#]+)$/.exec(redirects[0] ?? '')?.[1];
    expect(checkoutId).toBeDefined();

    // Paid on the local checkout page (the visitor's own first-party session).
    const paid = await visitor.browser.client.request<{ redirect: string }>(
      `/api/checkout/${checkoutId}/complete`,
      { method: 'POST' },
    );
    const back = new URL(paid.redirect);
    expect(back.origin + back.pathname).toBe(`${PARTNER}/thanks`);
    expect(back.searchParams.get('plan')).toBe('pro');
    expect(back.searchParams.get('hireloop_checkout')).toBe('success');
    expect(back.searchParams.get('hireloop_checkout_id')).toBe(checkoutId);
    await expect(
      visitor.browser.client.embed.checkoutStatus(checkoutId!, partner.publishableKey),
    ).resolves.toMatchObject({
      status: 'completed',
      accountType: 'employer',
      billingPeriod: 'month',
    });
  });
});
