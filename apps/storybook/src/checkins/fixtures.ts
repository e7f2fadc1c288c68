import { DEFAULT_CHECKIN_QUESTIONS, type CheckinQuestion } from '@hireloop/sdk';
import type { AdminCheckinStats, Checkin, Engagement } from '@hireloop/sdk/schemas';

// Story data: a fictional engagement. Timestamps are at midday UTC so the shown date is the same
// in every time zone a test might run in.

export const questions: CheckinQuestion[] = DEFAULT_CHECKIN_QUESTIONS.map((q) => ({
  ...q,
  options: [...q.options],
}));

export const choiceQuestions: CheckinQuestion[] = [
  ...questions,
  {
    id: 'mood',
    label: 'How is the week going?',
    type: 'choice',
    required: false,
    options: ['Great', 'Fine', 'Rough'],
    blocker: false,
  },
];

const people = {
  jobRequest: { id: 12, title: 'Checkout rebuild' },
  employer: { id: 2, name: 'Northwind Labs', role: 'employer' as const, image: null },
  talent: { id: 5, name: 'Ada Lovelace', role: 'talent' as const, image: null },
};

export const dueCheckin: Checkin = {
  id: 41,
  engagementId: 9,
  ...people,
  dueAt: '2025-06-09T12:00:00.000Z',
  lateAt: '2025-06-10T12:00:00.000Z',
  state: 'due',
  questions,
  answers: null,
  hasBlockers: false,
  submittedAt: null,
  reviewState: null,
  reviewComment: null,
  reviewedAt: null,
  editable: true,
};

export const submittedCheckin: Checkin = {
  ...dueCheckin,
  id: 40,
  state: 'submitted',
  answers: {
    progress: 'Rebuilt the cart page.\nMoved prices to the server.',
    next_steps: 'The payment step.',
    blockers: 'Waiting for the payment sandbox keys.',
    hours: 14,
  },
  hasBlockers: true,
  submittedAt: '2025-06-09T15:00:00.000Z',
};

export const acknowledgedCheckin: Checkin = {
  ...submittedCheckin,
  id: 39,
  dueAt: '2025-06-02T12:00:00.000Z',
  lateAt: '2025-06-03T12:00:00.000Z',
  answers: { progress: 'Set up the project.', next_steps: 'The cart.', hours: 20 },
  hasBlockers: false,
  submittedAt: '2025-06-02T14:00:00.000Z',
  reviewState: 'acknowledged',
  reviewComment: 'Great start, thanks!',
  reviewedAt: '2025-06-03T09:00:00.000Z',
  editable: false,
};

export const lateCheckin: Checkin = { ...dueCheckin, id: 42, state: 'late' };
export const missedCheckin: Checkin = { ...dueCheckin, id: 38, state: 'missed', editable: false };

export const engagement: Engagement = {
  id: 9,
  bidId: 31,
  ...people,
  status: 'active',
  startedAt: '2025-05-26T12:00:00.000Z',
  schedule: {
    cadence: 'weekly',
    weekdays: ['mon'],
    everyDays: 7,
    time: '09:00',
    timezone: 'Europe/Berlin',
    startsOn: '2025-05-26',
    questions,
    nextDueAt: '2025-06-16T12:00:00.000Z',
  },
  latest: submittedCheckin,
  openBlockers: true,
};

export const pausedEngagement: Engagement = {
  ...engagement,
  id: 10,
  bidId: 32,
  jobRequest: { id: 13, title: 'Data pipeline audit' },
  talent: { id: 6, name: 'Grace Hopper', role: 'talent', image: null },
  status: 'paused',
  schedule: { ...engagement.schedule!, nextDueAt: null },
  latest: acknowledgedCheckin,
  openBlockers: false,
};

export const newEngagement: Engagement = {
  ...engagement,
  id: 11,
  bidId: 33,
  talent: { id: 7, name: 'Linus Pauling', role: 'talent', image: null },
  schedule: null,
  latest: null,
  openBlockers: false,
};

export const engagements: Engagement[] = [engagement, pausedEngagement, newEngagement];

export const stats: AdminCheckinStats = {
  days: 30,
  totals: {
    engagements: 3,
    checkins: 10,
    submitted: 7,
    overdue: 3,
    missed: 2,
    overdueRate: 0.3,
    missedRate: 0.2,
    openBlockers: 1,
  },
  byCompany: [
    {
      id: 1,
      name: 'Northwind Labs',
      engagements: 2,
      checkins: 6,
      submitted: 4,
      overdue: 2,
      missed: 1,
      overdueRate: 1 / 3,
      missedRate: 1 / 6,
      openBlockers: 1,
    },
  ],
  byTalent: [
    {
      id: 5,
      name: 'Ada Lovelace',
      engagements: 1,
      checkins: 4,
      submitted: 3,
      overdue: 1,
      missed: 1,
      overdueRate: 0.25,
      missedRate: 0.25,
      openBlockers: 1,
    },
  ],
};
