import type {
  CollectiveJoinPolicy,
  CollectiveMemberState,
  CollectiveRole,
  CollectiveSize,
} from '@hireloop/sdk/schemas';

/** The collectives' texts (issue 17; designed: SPEC names the pages only). */
export const COLLECTIVE_TEXTS = {
  roles: { owner: 'Owner', admin: 'Admin', member: 'Member' } satisfies Record<
    CollectiveRole,
    string
  >,
  states: {
    invited: 'Invited',
    requested: 'Asks to join',
    active: 'Member',
    removed: 'Removed',
  } satisfies Record<CollectiveMemberState, string>,
  policies: {
    open: 'Open: anyone joins',
    request: 'By request',
    invite: 'By invitation',
  } satisfies Record<CollectiveJoinPolicy, string>,
  sizes: {
    small: 'Small (up to 5)',
    medium: 'Medium (6–20)',
    large: 'Large (21+)',
  } satisfies Record<CollectiveSize, string>,
  members: (n: number) => (n === 1 ? '1 member' : `${n} members`),
  rateRange: (min: number | null, max: number | null) =>
    min !== null && max !== null
      ? `$${min}–$${max} / hour`
      : min !== null
        ? `From $${min} / hour`
        : max !== null
          ? `Up to $${max} / hour`
          : null,
  // The list
  search: 'Search collectives',
  skill: 'Skill',
  anySkill: 'Any skill',
  size: 'Size',
  anySize: 'Any size',
  maxRate: 'Max rate ($/h)',
  noneTitle: 'No collectives found',
  noneDescription: 'Try other filters, or start one yourself.',
  loadFailed: 'The collectives could not be loaded',
  loadMore: 'Load more',
  create: 'Start a collective',
  yourCollectives: 'Your collectives',
  invitedTo: 'Invited',
  accept: 'Accept',
  decline: 'Decline',
  // The form
  formTitleCreate: 'Start a collective',
  formTitleEdit: 'Edit the collective',
  name: 'Name',
  slug: 'Address',
  slugHint: 'Lower-case letters, digits and hyphens; blank: made from the name.',
  tagline: 'Tagline',
  about: 'About',
  rateMin: 'Lowest rate ($/h)',
  rateMax: 'Highest rate ($/h)',
  joinPolicy: 'Who can join',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  created: 'Collective created',
  saved: 'Collective saved',
  logo: 'Logo',
  logoSaved: 'Logo saved',
  // The page
  aboutTitle: 'About',
  skillsTitle: 'Skills',
  membersTitle: 'Members',
  pendingTitle: 'Invitations and requests',
  eventsTitle: 'Events',
  noEvents: 'No upcoming events',
  join: 'Join',
  askToJoin: 'Ask to join',
  requested: 'Request sent',
  withdraw: 'Withdraw request',
  leave: 'Leave',
  openChat: 'Group chat',
  contact: 'Contact',
  edit: 'Edit',
  you: '(you)',
  roleOf: (name: string) => `Role of ${name}`,
  remove: 'Remove',
  removeMember: (name: string) => `Remove ${name}`,
  revoke: 'Revoke',
  revokeInvite: (name: string) => `Revoke the invitation to ${name}`,
  approve: 'Approve',
  approveRequest: (name: string) => `Approve ${name}`,
  deny: 'Deny',
  denyRequest: (name: string) => `Deny ${name}`,
  makeOwner: 'Make owner',
  makeOwnerOf: (name: string) => `Make owner: ${name}`,
  inviteTitle: 'Invite a talent',
  invitePerson: 'Find a talent by name',
  invite: 'Invite',
  inviteOf: (name: string) => `Invite ${name}`,
  noCandidates: 'Nobody found',
  invited: 'Invitation sent',
  done: 'Done',
  failed: 'That did not work',
  notFound: 'Collective not found',
} as const;
