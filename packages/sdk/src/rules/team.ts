import {
  COMPANY_INVITE_VALID_DAYS,
  type CompanyAction,
  type CompanyInviteState,
  type CompanyRole,
} from '../vocabulary';

/**
 * What each company role may do (issue 16): owners everything; admins all but handing ownership
 * over; recruiters read and write the company's work (job requests, bids, outreach, messages);
 * viewers only read.
 */
const ROLE_ACTIONS: Record<CompanyRole, readonly CompanyAction[]> = {
  owner: ['read', 'write', 'manageTeam', 'manageSubscription', 'transferOwnership'],
  admin: ['read', 'write', 'manageTeam', 'manageSubscription'],
  recruiter: ['read', 'write'],
  viewer: ['read'],
};

/** Whether a member with `role` may do `action` in their company: the one rule server and UI ask. */
export const companyRoleCan = (role: CompanyRole, action: CompanyAction): boolean =>
  ROLE_ACTIONS[role].includes(action);

/**
 * Whether a member with `actorRole` may change the role of, or remove, a member with
 * `targetRole`: team managers may, except on the owner (who cannot be removed and changes role
 * only by handing ownership over) and on themselves (an owner or admin cannot lock themselves out).
 */
export const canManageMember = (
  actorRole: CompanyRole,
  targetRole: CompanyRole,
  isSelf: boolean,
): boolean => companyRoleCan(actorRole, 'manageTeam') && targetRole !== 'owner' && !isSelf;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an invite sent at `sentAt` stops working: {@link COMPANY_INVITE_VALID_DAYS} days later. */
export const inviteExpiresAt = (sentAt: Date): Date =>
  new Date(sentAt.getTime() + COMPANY_INVITE_VALID_DAYS * DAY_MS);

/** The state of an invite at `now`: used, revoked, past its expiry, or still pending. */
export function inviteStateAt(
  invite: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): CompanyInviteState {
  if (invite.acceptedAt) return 'accepted';
  if (invite.revokedAt) return 'revoked';
  return invite.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}
