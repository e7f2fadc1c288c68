import type { CompanyInvite, MyCompany, TeamActivity, TeamMember } from '@hireloop/sdk/schemas';

// Story data: a fictional company's team. Timestamps at midday UTC, so the shown date is the same
// in every time zone a test might run in.

export const owner: TeamMember = {
  userId: 1,
  name: 'Morgan Ellis',
  email: 'morgan@northwind.example',
  role: 'owner',
  joinedAt: '2025-01-10T12:00:00.000Z',
};
export const admin: TeamMember = {
  userId: 2,
  name: 'Priya Raman',
  email: 'priya@northwind.example',
  role: 'admin',
  joinedAt: '2025-02-03T12:00:00.000Z',
};
export const recruiter: TeamMember = {
  userId: 3,
  name: 'Riley Chen',
  email: 'riley@northwind.example',
  role: 'recruiter',
  joinedAt: '2025-03-04T12:00:00.000Z',
};
export const viewer: TeamMember = {
  userId: 4,
  name: 'Sam Okafor',
  email: 'sam@northwind.example',
  role: 'viewer',
  joinedAt: '2025-03-20T12:00:00.000Z',
};

/** Owner first, as GET /api/team answers. */
export const members: TeamMember[] = [owner, admin, recruiter, viewer];

export const invites: CompanyInvite[] = [
  {
    id: 11,
    email: 'designer@northwind.example',
    role: 'viewer',
    state: 'pending',
    invitedByName: 'Morgan Ellis',
    createdAt: '2025-04-01T12:00:00.000Z',
    expiresAt: '2025-04-08T12:00:00.000Z',
  },
  {
    id: 12,
    email: 'ops@northwind.example',
    role: 'recruiter',
    state: 'pending',
    invitedByName: 'Priya Raman',
    createdAt: '2025-04-02T12:00:00.000Z',
    expiresAt: '2025-04-09T12:00:00.000Z',
  },
];

export const activity: TeamActivity[] = [
  {
    id: 30,
    kind: 'request_closed',
    actorName: 'Riley Chen',
    jobRequestId: 5,
    jobRequestTitle: 'Data engineer',
    createdAt: '2025-04-03T12:00:00.000Z',
  },
  {
    id: 29,
    kind: 'request_edited',
    actorName: 'Morgan Ellis',
    jobRequestId: 5,
    jobRequestTitle: 'Data engineer',
    createdAt: '2025-04-02T12:00:00.000Z',
  },
  {
    id: 28,
    kind: 'request_created',
    actorName: 'Riley Chen',
    jobRequestId: 5,
    jobRequestTitle: 'Data engineer',
    createdAt: '2025-04-01T12:00:00.000Z',
  },
];

const company = (id: number, name: string) => ({
  id,
  name,
  logoUrl: null,
  website: null,
  createdAt: '2025-01-10T12:00:00.000Z',
});

export const companies: MyCompany[] = [
  { company: company(1, 'Northwind Labs'), role: 'recruiter', active: true },
  { company: company(2, 'Riley Chen'), role: 'owner', active: false },
];
