import { describe, expect, it } from 'vitest';
import { marketplaceApi } from './marketplace';
import { recordingTransport } from './recordingTransport';

describe('marketplaceApi', () => {
  it('reads services, orders, reviews and disputes under /api/marketplace', async () => {
    const { transport, calls } = recordingTransport();
    const api = marketplaceApi(transport);
    await api.services({ q: 'logo', skill: 3, priceMax: 200, deliveryMax: 5, ratingMin: 4 });
    await api.service(7);
    await api.sellers();
    await api.orders({ role: 'seller', filter: 'open' });
    await api.order(9);
    await api.reviews({ serviceId: 7 });
    await api.disputes();
    await api.adminOrder(9);
    expect(calls).toEqual([
      {
        kind: 'read',
        path: '/api/marketplace/services',
        options: { query: { q: 'logo', skill: 3, priceMax: 200, deliveryMax: 5, ratingMin: 4 } },
      },
      { kind: 'read', path: '/api/marketplace/services/7', options: {} },
      { kind: 'read', path: '/api/marketplace/sellers', options: {} },
      {
        kind: 'read',
        path: '/api/marketplace/orders',
        options: { query: { role: 'seller', filter: 'open' } },
      },
      { kind: 'read', path: '/api/marketplace/orders/9', options: {} },
      { kind: 'read', path: '/api/marketplace/reviews', options: { query: { serviceId: 7 } } },
      { kind: 'read', path: '/api/admin/marketplace/disputes', options: { query: {} } },
      { kind: 'read', path: '/api/admin/marketplace/orders/9', options: {} },
    ]);
  });

  it('sends each write with its method and body', async () => {
    const { transport, calls } = recordingTransport();
    const api = marketplaceApi(transport);
    const service = {
      title: 'Logo design',
      description: 'A logo',
      tiers: [{ name: 'Basic', price: 50, deliveryDays: 3, revisions: 1 }],
    };
    await api.createService(service);
    await api.updateService(7, service);
    await api.setServiceStatus(7, { status: 'published' });
    await api.createOrder({ serviceId: 7, tierIndex: 0, addOnIndexes: [1] });
    await api.checkout(9);
    await api.submitRequirements(9, { answers: ['Blue'] });
    await api.deliver(9, { message: 'Here it is' });
    await api.requestRevision(9, { message: 'Greener' });
    await api.complete(9);
    await api.cancel(9);
    await api.dispute(9, { reason: 'Late' });
    await api.review(9, { rating: 5, body: 'Great' });
    await api.resolveDispute(9, { resolution: 'refund', note: 'Never delivered' });
    expect(calls.map((c) => [c.path, (c.options as { method?: string }).method])).toEqual([
      ['/api/marketplace/services', 'POST'],
      ['/api/marketplace/services/7', 'PUT'],
      ['/api/marketplace/services/7/status', 'POST'],
      ['/api/marketplace/orders', 'POST'],
      ['/api/marketplace/orders/9/checkout', 'POST'],
      ['/api/marketplace/orders/9/requirements', 'POST'],
      ['/api/marketplace/orders/9/deliver', 'POST'],
      ['/api/marketplace/orders/9/request-revision', 'POST'],
      ['/api/marketplace/orders/9/complete', 'POST'],
      ['/api/marketplace/orders/9/cancel', 'POST'],
      ['/api/marketplace/orders/9/dispute', 'POST'],
      ['/api/marketplace/orders/9/review', 'PUT'],
      ['/api/admin/marketplace/orders/9/resolve', 'POST'],
    ]);
    expect((calls[3]!.options as { body: unknown }).body).toEqual({
      serviceId: 7,
      tierIndex: 0,
      addOnIndexes: [1],
    });
    expect((calls[9]!.options as { body: unknown }).body).toEqual({});
  });
});
