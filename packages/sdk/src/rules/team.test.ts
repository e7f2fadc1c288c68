import { describe, expect, it } from 'vitest';
import { COMPANY_ACTIONS, COMPANY_INVITE_VALID_DAYS, COMPANY_ROLES } from '../vocabulary';
import { canManageMember, companyRoleCan, inviteExpiresAt, inviteStateAt } from './team';

describe('company roles (issue 16)', () => {
  it('give owners everything, admins all but ownership, recruiters read and write, viewers read', () => {
    const table = Object.fromEntries(
      COMPANY_ROLES.map((role) => [
        role,
        COMPANY_ACTIONS.filter((action) => companyRoleCan(role, action)),
      ]),
    );
    expect(table).toEqual({
      owner: ['read', 'write', 'manageTeam', 'manageSubscription', 'transferOwnership'],
      admin: ['read', 'write', 'manageTeam', 'manageSubscription'],
      recruiter: ['read', 'write'],
      viewer: ['read'],
    });
  });

  it('let team managers manage other members but never the owner nor themselves', () => {
    expect(canManageMember('owner', 'admin', false)).toBe(true);
    expect(canManageMember('admin', 'recruiter', false)).toBe(true);
    expect(canManageMember('admin', 'owner', false)).toBe(false);
    expect(canManageMember('owner', 'owner', true)).toBe(false);
    expect(canManageMember('admin', 'admin', true)).toBe(false);
    expect(canManageMember('recruiter', 'viewer', false)).toBe(false);
    expect(canManageMember('viewer', 'viewer', false)).toBe(false);
  });
});

describe('invites', () => {
  const sent = new Date('2026-01-01T10:00:00Z');
  const expiresAt = inviteExpiresAt(sent);

  it('are valid 7 days', () => {
    expect(COMPANY_INVITE_VALID_DAYS).toBe(7);
    expect(expiresAt.toISOString()).toBe('2026-01-08T10:00:00.000Z');
  });

  it('are pending until used, revoked or expired', () => {
    const open = { acceptedAt: null, revokedAt: null, expiresAt };
    expect(inviteStateAt(open, new Date('2026-01-08T09:59:59Z'))).toBe('pending');
    expect(inviteStateAt(open, expiresAt)).toBe('expired');
    expect(inviteStateAt({ ...open, acceptedAt: sent }, expiresAt)).toBe('accepted');
    expect(inviteStateAt({ ...open, revokedAt: sent }, sent)).toBe('revoked');
  });
});
