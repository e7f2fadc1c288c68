import type { BidDetails, JobRequest, QuotaUsage, Skill } from '@hireloop/sdk';

// Story data for the forms and modals: fictional people and companies. Timestamps are at midday
// UTC so the shown dates are the same in every time zone a test might run in.

export const skills: Skill[] = [
  { id: 1, name: 'React' },
  { id: 2, name: 'TypeScript' },
  { id: 3, name: 'Node.js' },
  { id: 4, name: 'PostgreSQL' },
  { id: 5, name: 'Figma' },
  { id: 6, name: 'Product design' },
  { id: 7, name: 'Python' },
  { id: 8, name: 'Technical writing' },
];

/** A stored request, as the edit mode receives it. */
export const storedJobRequest: JobRequest = {
  id: 41,
  title: 'Senior React Engineer for a booking dashboard',
  description:
    'We are rebuilding the dashboard our venue partners use to manage bookings. You will own the front end with our product designer.',
  type: 'job',
  minRate: 50,
  maxRate: 90,
  rateType: 'hourly',
  location: 'Lisbon',
  locationType: 'hybrid',
  department: 'Engineering',
  experience: 'senior',
  duration: '6-months',
  skills: [1, 2],
  employerId: 7,
  status: 'active',
  createdAt: '2025-03-04T12:00:00.000Z',
  updatedAt: '2025-03-04T12:00:00.000Z',
  deadline: '2025-04-30',
  requestTarget: 'public',
  talentId: null,
};

export const talent = { id: 23, name: 'Ayo Okafor' };

export const employerRequests = [
  { id: 41, title: 'Senior React Engineer for a booking dashboard', rateType: 'hourly' as const },
  { id: 42, title: 'Audit the accessibility of our checkout', rateType: 'fixed' as const },
];

export const employer = { id: 7, name: 'Marisol Quenby', role: 'employer' as const, image: null };
export const talentSummary = { id: 23, name: 'Ayo Okafor', role: 'talent' as const, image: null };

/** A talent's proposal, still pending: the employer (7) receives it, the talent (23) sent it. */
export const pendingProposal: BidDetails = {
  id: 301,
  kind: 'proposal',
  status: 'pending',
  jobRequestId: 41,
  employerId: 7,
  talentId: 23,
  rate: 85,
  message:
    'I have built two booking products in React and TypeScript.\nI can start on Monday and share a plan for the first two weeks.',
  conversationId: null,
  createdAt: '2025-03-05T12:00:00.000Z',
  updatedAt: '2025-03-05T12:00:00.000Z',
  jobRequest: {
    id: 41,
    title: 'Senior React Engineer for a booking dashboard',
    type: 'job',
    rateType: 'hourly',
    status: 'active',
  },
  employer,
  talent: talentSummary,
};

/** The same proposal once the employer accepted it. */
export const acceptedProposal: BidDetails = {
  ...pendingProposal,
  status: 'accepted',
  conversationId: 12,
  updatedAt: '2025-03-06T12:00:00.000Z',
};

/** An employer's outreach on a fixed-price task, withdrawn by the employer. */
export const withdrawnOutreach: BidDetails = {
  ...pendingProposal,
  id: 302,
  kind: 'outreach',
  status: 'withdrawn',
  jobRequestId: 42,
  rate: 500,
  message: 'Your accessibility reviews came highly recommended. Would you take on our checkout?',
  updatedAt: '2025-03-07T12:00:00.000Z',
  jobRequest: {
    id: 42,
    title: 'Audit the accessibility of our checkout',
    type: 'task',
    rateType: 'fixed',
    status: 'active',
  },
};

export const monthlyUsage: QuotaUsage = {
  jobLimit: 1,
  consumedJobs: 0,
  projectLimit: 3,
  consumedProjects: 1,
  taskLimit: 5,
  consumedTasks: 2,
};

export const fullUsage: QuotaUsage = {
  jobLimit: 1,
  consumedJobs: 1,
  projectLimit: 3,
  consumedProjects: 3,
  taskLimit: 5,
  consumedTasks: 4,
};

export const lifetimeUsage: QuotaUsage = {
  jobLimit: null,
  consumedJobs: 14,
  projectLimit: null,
  consumedProjects: 40,
  taskLimit: null,
  consumedTasks: 75,
};
