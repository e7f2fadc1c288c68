// Exports of this folder, by name: the team page's parts (issue 16).
export { CompanyDetailsForm } from './company-details-form';
export { CompanySwitcher } from './company-switcher';
export { InviteMemberForm } from './invite-member-form';
export { NativeSelect } from './native-select';
export { PendingInvites } from './pending-invites';
export { RemoveMemberDialog } from './remove-member-dialog';
export { TeamActivityList, activitySentence } from './team-activity-list';
export { TeamMembers } from './team-members';
export { TEAM_TEXTS } from './texts';
export type { CompanyDetailsFormProps } from './company-details-form';
export type { CompanySwitcherProps } from './company-switcher';
export type { InviteMemberFormProps } from './invite-member-form';
export type { PendingInvitesProps } from './pending-invites';
export type { RemoveMemberDialogProps } from './remove-member-dialog';
export type { TeamActivityListProps } from './team-activity-list';
export type { TeamMembersProps } from './team-members';
