// Exports of this folder, by name: the collectives' parts (issue 17).
export { CollectiveCard } from './collective-card';
export { CollectiveFilters } from './collective-filters';
export { CollectiveForm } from './collective-form';
export { CollectiveInviteForm } from './collective-invite-form';
export { CollectiveLogo } from './collective-logo';
export { CollectiveMembers } from './collective-members';
export { COLLECTIVE_TEXTS } from './texts';
export type { CollectiveCardProps } from './collective-card';
export type { CollectiveFilterValues, CollectiveFiltersProps } from './collective-filters';
export type { CollectiveFormProps } from './collective-form';
export type { CollectiveInviteFormProps } from './collective-invite-form';
export type { CollectiveLogoProps } from './collective-logo';
export type { CollectiveMemberCommand, CollectiveMembersProps } from './collective-members';
