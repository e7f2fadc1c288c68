import { describe, expect, it } from 'vitest';
import { embedApi } from './embed';
import { partnersApi } from './partners';
import { recordingTransport } from './recordingTransport';

describe('partnersApi', () => {
  it('lists, creates, updates and revokes under /api/admin/partners', async () => {
    const { transport, calls } = recordingTransport();
    const api = partnersApi(transport);
    await api.list();
    await api.create({ name: 'Bootcamp', allowedOrigins: ['https://bootcamp.example'] });
    await api.update(4, { name: 'Bootcamp 2' });
    await api.revoke(4);
    expect(calls).toEqual([
      { kind: 'read', path: '/api/admin/partners', options: {} },
      {
        kind: 'request',
        path: '/api/admin/partners',
        options: {
          method: 'POST',
          body: { name: 'Bootcamp', allowedOrigins: ['https://bootcamp.example'] },
        },
      },
      {
        kind: 'request',
        path: '/api/admin/partners/4',
        options: { method: 'PATCH', body: { name: 'Bootcamp 2' } },
      },
      { kind: 'request', path: '/api/admin/partners/4/revoke', options: { method: 'POST' } },
    ]);
  });
});

describe('embedApi', () => {
  it('creates a token, signs out and reads a checkout with the partner key', async () => {
    const { transport, calls } = recordingTransport();
    const api = embedApi(transport);
    await api.createToken({ publishableKey: 'pk_1', origin: 'https://partner.example' });
    await api.signOut();
    await api.checkoutStatus('co_a/b', 'pk_1');
    expect(calls).toEqual([
      {
        kind: 'request',
        path: '/api/embed/tokens',
        options: {
          method: 'POST',
          body: { publishableKey: 'pk_1', origin: 'https://partner.example' },
        },
      },
      { kind: 'request', path: '/api/embed/sign-out', options: { method: 'POST' } },
      {
        kind: 'request',
        path: '/api/embed/checkouts/co_a%2Fb',
        options: { query: { key: 'pk_1' } },
      },
    ]);
  });
});
