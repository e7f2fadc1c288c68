import { describe, expect, it } from 'vitest';
import { collectivesApi } from './collectives';
import { recordingTransport } from './recordingTransport';

describe('collectivesApi', () => {
  it('lists, reads by id or slug, creates and edits under /api/collectives', async () => {
    const { transport, calls } = recordingTransport();
    const api = collectivesApi(transport);
    await api.list({ q: 'pixel', skill: 3, size: 'small', maxRate: 90 });
    await api.mine();
    await api.get('pixel-guild');
    await api.get(7);
    await api.create({ name: 'Pixel Guild' });
    await api.update(7, { tagline: 'Design' });
    await api.removeLogo(7);
    expect(calls).toEqual([
      {
        kind: 'read',
        path: '/api/collectives',
        options: { query: { q: 'pixel', skill: 3, size: 'small', maxRate: 90 } },
      },
      { kind: 'read', path: '/api/collectives/mine', options: {} },
      { kind: 'read', path: '/api/collectives/pixel-guild', options: {} },
      { kind: 'read', path: '/api/collectives/7', options: {} },
      {
        kind: 'request',
        path: '/api/collectives',
        options: { method: 'POST', body: { name: 'Pixel Guild' } },
      },
      {
        kind: 'request',
        path: '/api/collectives/7',
        options: { method: 'PATCH', body: { tagline: 'Design' } },
      },
      { kind: 'request', path: '/api/collectives/7/logo', options: { method: 'DELETE' } },
    ]);
  });

  it('sends the logo as multipart form data in the `logo` field', async () => {
    const { transport, calls } = recordingTransport();
    await collectivesApi(transport).uploadLogo(7, new Blob(['x'], { type: 'image/png' }));
    expect(calls[0]?.path).toBe('/api/collectives/7/logo');
    expect(calls[0]?.options?.method).toBe('POST');
    const form = calls[0]?.options?.form;
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('logo')).toBeInstanceOf(Blob);
  });

  it('manages memberships with one path each', async () => {
    const { transport, calls } = recordingTransport();
    const api = collectivesApi(transport);
    await api.join(7);
    await api.leave(7);
    await api.invite(7, 3);
    await api.accept(7);
    await api.decline(7);
    await api.approve(7, 3);
    await api.deny(7, 3);
    await api.changeRole(7, 3, 'admin');
    await api.removeMember(7, 3);
    await api.transferOwnership(7, 3);
    await api.contact(7);
    expect(calls.map((c) => `${String(c.options?.method)} ${c.path}`)).toEqual([
      'POST /api/collectives/7/join',
      'POST /api/collectives/7/leave',
      'POST /api/collectives/7/invites',
      'POST /api/collectives/7/accept',
      'POST /api/collectives/7/decline',
      'POST /api/collectives/7/requests/3/approve',
      'POST /api/collectives/7/requests/3/deny',
      'PATCH /api/collectives/7/members/3',
      'DELETE /api/collectives/7/members/3',
      'POST /api/collectives/7/owner',
      'POST /api/collectives/7/contact',
    ]);
    expect(calls[2]?.options?.body).toEqual({ userId: 3 });
    expect(calls[7]?.options?.body).toEqual({ role: 'admin' });
    expect(calls[9]?.options?.body).toEqual({ userId: 3 });
  });
});
