import { describe, expect, it } from 'vitest';
import { recordingTransport } from './recordingTransport';
import { subscriptionApi } from './subscription';

describe('subscriptionApi', () => {
  it('get reads GET /api/stripe/subscription?accountType=…', async () => {
    const { transport, calls } = recordingTransport();
    await subscriptionApi(transport).get('employer');
    await subscriptionApi(transport).get('talent');
    expect(calls).toEqual([
      {
        kind: 'read',
        path: '/api/stripe/subscription',
        options: { query: { accountType: 'employer' } },
      },
      {
        kind: 'read',
        path: '/api/stripe/subscription',
        options: { query: { accountType: 'talent' } },
      },
    ]);
  });

  it('usage reads GET /api/subscription/usage', async () => {
    const { transport, calls } = recordingTransport();
    await subscriptionApi(transport).usage();
    expect(calls).toEqual([{ kind: 'read', path: '/api/subscription/usage', options: {} }]);
  });

  it('config reads GET /api/stripe/config', async () => {
    const { transport, calls } = recordingTransport({ environment: 'local' });
    expect(await subscriptionApi(transport).config()).toEqual({ environment: 'local' });
    expect(calls).toEqual([{ kind: 'read', path: '/api/stripe/config', options: {} }]);
  });

  it('createCheckoutSession posts the employer payload and returns the url', async () => {
    const { transport, calls } = recordingTransport({ url: 'https://pay.example.com/1' });
    const body = { stripePriceId: 'price_1', isLifetime: true, isEmployer: true } as const;
    expect(await subscriptionApi(transport).createCheckoutSession(body)).toEqual({
      url: 'https://pay.example.com/1',
    });
    expect(calls).toEqual([
      {
        kind: 'request',
        path: '/api/stripe/create-checkout-session',
        options: { method: 'POST', body },
      },
    ]);
  });

  it('createCheckoutSession posts the talent payload as given', async () => {
    const { transport, calls } = recordingTransport();
    const body = { priceId: 'price_2', isEmployer: false, timestamp: 1700000000000 } as const;
    await subscriptionApi(transport).createCheckoutSession(body);
    expect(calls).toEqual([
      {
        kind: 'request',
        path: '/api/stripe/create-checkout-session',
        options: { method: 'POST', body },
      },
    ]);
  });

  it('cancelAtPeriodEnd and resume post POST /api/subscription/renewal with the flag', async () => {
    const { transport, calls } = recordingTransport({ status: 'active', subscription: null });
    const api = subscriptionApi(transport);
    expect(await api.cancelAtPeriodEnd('employer')).toEqual({
      status: 'active',
      subscription: null,
    });
    await api.resume('talent');
    expect(calls).toEqual([
      {
        kind: 'request',
        path: '/api/subscription/renewal',
        options: { method: 'POST', body: { accountType: 'employer', cancelAtPeriodEnd: true } },
      },
      {
        kind: 'request',
        path: '/api/subscription/renewal',
        options: { method: 'POST', body: { accountType: 'talent', cancelAtPeriodEnd: false } },
      },
    ]);
  });
});
