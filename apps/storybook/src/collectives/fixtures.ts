import type { CollectiveDetails, CollectiveMember, CollectiveSummary } from '@hireloop/sdk/schemas';
import type { Skill } from '@hireloop/sdk';

export const skills: Skill[] = [
  { id: 1, name: 'Figma' },
  { id: 2, name: 'React' },
  { id: 3, name: 'TypeScript' },
  { id: 4, name: 'UX Research' },
];
export const skillNames = new Map(skills.map((s) => [s.id, s.name]));

const since = '2026-11-01T09:00:00.000Z';
export const owner: CollectiveMember = {
  userId: 1,
  name: 'Jordan Rivera',
  title: 'Product designer',
  profileImage: null,
  role: 'owner',
  state: 'active',
  since,
};
export const admin: CollectiveMember = {
  userId: 2,
  name: 'Amara Okafor',
  title: 'Backend engineer',
  profileImage: null,
  role: 'admin',
  state: 'active',
  since,
};
export const member: CollectiveMember = {
  userId: 3,
  name: 'Lukas Schneider',
  title: 'UX designer',
  profileImage: null,
  role: 'member',
  state: 'active',
  since,
};
export const invitee: CollectiveMember = {
  userId: 4,
  name: 'Priya Raman',
  title: null,
  profileImage: null,
  role: 'member',
  state: 'invited',
  since,
};
export const asker: CollectiveMember = {
  userId: 5,
  name: 'Mateo González',
  title: 'Mobile engineer',
  profileImage: null,
  role: 'member',
  state: 'requested',
  since,
};
export const members = [owner, admin, member, invitee, asker];

export const summary: CollectiveSummary = {
  id: 7,
  slug: 'pixel-forge',
  name: 'Pixel Forge',
  logoUrl: null,
  tagline: 'Product design and front-end, from research to shipped UI',
  skills: [1, 2, 3],
  rateMin: 60,
  rateMax: 120,
  joinPolicy: 'request',
  memberCount: 3,
};

export const details: CollectiveDetails = {
  ...summary,
  about: 'Four independents who have shipped design systems.',
  createdAt: since,
  members,
  membership: { role: 'owner', state: 'active' },
  conversationId: 12,
};
