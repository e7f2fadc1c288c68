import { describe, expect, it } from 'vitest';
import { groupsApi } from './groups';
import { recordingTransport } from './recordingTransport';

describe('groupsApi', () => {
  it('list reads GET /api/groups and get reads GET /api/groups/{id}', async () => {
    const { transport, calls } = recordingTransport();
    await groupsApi(transport).list();
    await groupsApi(transport).get(6);
    expect(calls).toEqual([
      { kind: 'read', path: '/api/groups', options: {} },
      { kind: 'read', path: '/api/groups/6', options: {} },
    ]);
  });

  it('create posts the name and members to /api/groups', async () => {
    const { transport, calls } = recordingTransport();
    await groupsApi(transport).create({ name: 'Crew', memberIds: [4] });
    expect(calls).toEqual([
      {
        kind: 'request',
        path: '/api/groups',
        options: { method: 'POST', body: { name: 'Crew', memberIds: [4] } },
      },
    ]);
  });

  it('update patches /api/groups/{id}', async () => {
    const { transport, calls } = recordingTransport();
    await groupsApi(transport).update(6, { name: 'New' });
    expect(calls).toEqual([
      {
        kind: 'request',
        path: '/api/groups/6',
        options: { method: 'PATCH', body: { name: 'New' } },
      },
    ]);
  });

  it('addMembers posts to /api/groups/{id}/members and removeMember deletes one', async () => {
    const { transport, calls } = recordingTransport();
    await groupsApi(transport).addMembers(6, { userIds: [7, 8] });
    await groupsApi(transport).removeMember(6, 7);
    expect(calls).toEqual([
      {
        kind: 'request',
        path: '/api/groups/6/members',
        options: { method: 'POST', body: { userIds: [7, 8] } },
      },
      { kind: 'request', path: '/api/groups/6/members/7', options: { method: 'DELETE' } },
    ]);
  });

  it('reads, accepts and declines the caller’s invitations, and the owner revokes one (issue 14)', async () => {
    const { transport, calls } = recordingTransport();
    const groups = groupsApi(transport);
    await groups.invitations();
    await groups.acceptInvitation(11);
    await groups.declineInvitation(12);
    await groups.revokeInvitation(6, 13);
    expect(calls).toEqual([
      { kind: 'read', path: '/api/groups/invitations', options: {} },
      { kind: 'request', path: '/api/groups/invitations/11/accept', options: { method: 'POST' } },
      { kind: 'request', path: '/api/groups/invitations/12/decline', options: { method: 'POST' } },
      { kind: 'request', path: '/api/groups/6/invitations/13', options: { method: 'DELETE' } },
    ]);
  });
});
