/**
 * Companies and teams (issue 16). An employer acts for a company (`activeMembership`, read on
 * every request); the company's members share its job requests, bids, conversations and its
 * subscription with the quotas (./quota.ts: counted by company under a lock on the company row).
 * Roles decide what a member may do (the sdk's `companyRoleCan`); invites add members by email.
 */
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import type { MailService } from '../mail';
import { activeMembership } from './access';
import { createTeamActivity } from './activity';
import { createInvites } from './invites';
import { createMembers } from './members';

export {
  activeMembership,
  assertCompanyCan,
  createOwnCompany,
  findActiveMembership,
  membershipIn,
  ROLE_FORBIDDEN_MESSAGE,
  type Membership,
} from './access';
export { countCompanyConsumed, findCompanySubscription, lockCompanyQuota } from './quota';

export function createCompanyService(
  deps: ServiceDeps,
  others: { mail: Pick<MailService, 'send'>; live: Pick<LiveService, 'publish'> },
) {
  const invites = createInvites(deps, others);
  const members = createMembers(deps, { live: others.live, pendingInvites: invites.pending });
  const activity = createTeamActivity(deps);
  return {
    /** The signed-in employer's active company and role (see ./access.ts). */
    membership: (userId: number) => activeMembership(deps.db, userId, deps.now),
    ...members,
    invite: invites.invite,
    revokeInvite: invites.revoke,
    previewInvite: invites.preview,
    acceptInvite: invites.accept,
    activity: activity.list,
  };
}
export type CompanyService = ReturnType<typeof createCompanyService>;
