import type { Benchmarks, Insights } from '@hireloop/sdk/schemas';

export const TODAY = '2026-03-31';

const days = Array.from({ length: 30 }, (_, i) =>
  new Date(Date.parse('2026-03-02T00:00:00Z') + i * 86_400_000).toISOString().slice(0, 10),
);

/** A company's month: 120 views, 18 bids (4 outreach), 11 replied, 3 accepted. */
export const insights: Insights = {
  period: {
    from: '2026-03-02',
    to: TODAY,
    days: 30,
    previousFrom: '2026-01-31',
    previousTo: '2026-03-01',
    bucket: 'day',
  },
  jobRequest: null,
  funnel: {
    stages: [
      { stage: 'views', count: 120, previous: 80, growthPercent: 50, conversionPercent: null },
      { stage: 'bids', count: 18, previous: 12, growthPercent: 50, conversionPercent: 15 },
      { stage: 'replied', count: 11, previous: 0, growthPercent: null, conversionPercent: 61.1 },
      { stage: 'accepted', count: 3, previous: 4, growthPercent: -25, conversionPercent: 27.3 },
    ],
    bidsByKind: { outreach: 4, proposal: 14 },
  },
  medians: { firstBidHours: 7.5, firstBidSample: 5, acceptanceHours: 70, acceptanceSample: 3 },
  quota: {
    usage: {
      jobLimit: 12,
      consumedJobs: 4,
      projectLimit: 36,
      consumedProjects: 9,
      taskLimit: null,
      consumedTasks: 2,
      periodStart: '2026-01-01T00:00:00.000Z',
      periodEnd: '2027-01-01T00:00:00.000Z',
    },
    posted: { job: 2, project: 3, task: 1 },
  },
  responseRate: { outreach: 4, responded: 3, percent: 75 },
  series: days.map((start, i) => ({
    start,
    views: 2 + (i % 5),
    bids: i % 3 === 0 ? 1 : 0,
    replied: i % 5 === 0 ? 1 : 0,
    accepted: i % 10 === 0 ? 1 : 0,
  })),
  requests: [
    {
      id: 11,
      title: 'Senior TypeScript engineer',
      status: 'active',
      views: 64,
      bids: 9,
      replied: 6,
      accepted: 1,
    },
    {
      id: 12,
      title: 'Product designer, warehouse workflows',
      status: 'filled',
      views: 40,
      bids: 6,
      replied: 4,
      accepted: 2,
    },
    {
      id: 13,
      title: '=cmd|"/c calc"!A1 (a title a spreadsheet would run)',
      status: 'active',
      views: 16,
      bids: 3,
      replied: 1,
      accepted: 0,
    },
  ],
  skills: [
    { id: 1, name: 'TypeScript' },
    { id: 2, name: 'Figma' },
  ],
};

export const oneRequest: Insights = {
  ...insights,
  jobRequest: { id: 11, title: 'Senior TypeScript engineer' },
};

export const quiet: Insights = {
  ...insights,
  funnel: {
    stages: insights.funnel.stages.map((s) => ({
      ...s,
      count: 0,
      previous: 0,
      growthPercent: null,
      conversionPercent: null,
    })),
    bidsByKind: { outreach: 0, proposal: 0 },
  },
  requests: [],
};

export const benchmarks: Benchmarks = {
  skill: { id: 1, name: 'TypeScript' },
  rateType: 'hourly',
  minSample: 5,
  requests: { sample: 24, p25: 55, p50: 70, p75: 86.5 },
  acceptedBids: { sample: 3, p25: null, p50: null, p75: null },
};
