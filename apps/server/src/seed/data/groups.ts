/**
 * Seeded groups (issue 14): a group with a short history whose owner has invited the demo talent,
 * so signing in as talent@hireloop.dev shows a pending invitation to accept or decline.
 */
export interface GroupSeed {
  name: string;
  /** The owner's account key. */
  owner: string;
  /** Account keys of the other members (they joined before the seed's "now"). */
  members: string[];
  /** Account keys of people with a pending invitation. */
  invited: string[];
  /** The history, oldest first. */
  messages: Array<{ from: string; body: string; minutesAgo: number }>;
}

export const GROUPS: GroupSeed[] = [
  {
    name: 'Brightpath design guild',
    owner: 'brightpath',
    members: ['amara', 'lukas', 'priya'],
    invited: ['demo-talent'],
    messages: [
      {
        from: 'brightpath',
        body: 'Welcome to the guild! We share work in progress here every Friday.',
        minutesAgo: 3 * 24 * 60,
      },
      {
        from: 'amara',
        body: 'Thanks Aisha. Posting the onboarding flow sketches this afternoon.',
        minutesAgo: 3 * 24 * 60 - 45,
      },
      {
        from: 'priya',
        body: 'I can review accessibility on those, ping me when they are up.',
        minutesAgo: 2 * 24 * 60,
      },
    ],
  },
];
