export { invalidateCompanyScope, invalidateTeam } from './invalidateTeam';
export { useCompanies, useInvitePreview, useTeam, useTeamActivity } from './useTeam';
export {
  useAcceptInvite,
  useChangeMemberRole,
  useInviteMember,
  useRemoveMember,
  useRevokeInvite,
  useSwitchCompany,
  useTransferOwnership,
  useUpdateCompany,
} from './useTeamMutations';
export type { ChangeRoleInput, RemoveMemberInput } from './useTeamMutations';
