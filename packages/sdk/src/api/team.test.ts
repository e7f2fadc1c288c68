import { describe, expect, it } from 'vitest';
import { recordingTransport } from './recordingTransport';
import { teamApi } from './team';

describe('teamApi', () => {
  it('reads the team and its activity, and manages members and invites under /api/team', async () => {
    const { transport, calls } = recordingTransport();
    const api = teamApi(transport);
    await api.get();
    await api.updateCompany({ name: 'Acme' });
    await api.activity({ cursor: 'c1', limit: 10 });
    await api.invite({ email: 'rae@example.com', role: 'recruiter' });
    await api.revokeInvite(7);
    await api.changeRole(3, { role: 'viewer' });
    await api.removeMember(3, { takeoverUserId: 4 });
    await api.transferOwnership(4);
    expect(calls).toEqual([
      { kind: 'read', path: '/api/team', options: {} },
      { kind: 'request', path: '/api/team', options: { method: 'PATCH', body: { name: 'Acme' } } },
      { kind: 'read', path: '/api/team/activity', options: { query: { cursor: 'c1', limit: 10 } } },
      {
        kind: 'request',
        path: '/api/team/invites',
        options: { method: 'POST', body: { email: 'rae@example.com', role: 'recruiter' } },
      },
      { kind: 'request', path: '/api/team/invites/7', options: { method: 'DELETE' } },
      {
        kind: 'request',
        path: '/api/team/members/3',
        options: { method: 'PATCH', body: { role: 'viewer' } },
      },
      {
        kind: 'request',
        path: '/api/team/members/3',
        options: { method: 'DELETE', query: { takeoverUserId: 4 } },
      },
      {
        kind: 'request',
        path: '/api/team/owner',
        options: { method: 'POST', body: { userId: 4 } },
      },
    ]);
  });

  it('lists and switches companies, previews and accepts invite links', async () => {
    const { transport, calls } = recordingTransport();
    const api = teamApi(transport);
    await api.companies();
    await api.activeCompany();
    await api.switchCompany(2);
    await api.previewInvite('a/b');
    await api.acceptInvite('a/b');
    expect(calls).toEqual([
      { kind: 'read', path: '/api/companies', options: {} },
      { kind: 'read', path: '/api/companies/active', options: {} },
      {
        kind: 'request',
        path: '/api/companies/active',
        options: { method: 'PUT', body: { companyId: 2 } },
      },
      { kind: 'read', path: '/api/invites/a%2Fb', options: {} },
      { kind: 'request', path: '/api/invites/a%2Fb/accept', options: { method: 'POST' } },
    ]);
  });
});
