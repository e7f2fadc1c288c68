import {
  MARKETING_JOB_REQUESTS_PER_MONTH,
  OUTREACH_BID_LIMIT,
  quotaFor,
  type BillingPeriod,
  type JobRequestType,
} from '@hireloop/sdk';
import { formatCount } from '@hireloop/sdk/constants';

const NOUNS: Readonly<Record<JobRequestType, readonly [string, string]>> = {
  job: ['job', 'jobs'],
  project: ['project', 'projects'],
  task: ['task', 'tasks'],
};

/** "1 job", "3 projects": a count of job requests of one type, in words. */
export function countRequests(type: JobRequestType, count: number): string {
  const [one, many] = NOUNS[type];
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** The noun of a type for a count: "job" for 1, else "jobs". */
export const requestNoun = (type: JobRequestType, count: number): string =>
  NOUNS[type][count === 1 ? 0 : 1];

/**
 * The quota of a billing period in words, from `quotaFor` (SPEC §9): "1 job, 3 projects, 5 tasks
 * per month", "12 jobs, 36 projects, 60 tasks per year", "Unlimited job requests".
 */
export function quotaSummary(period: BillingPeriod): string {
  const quota = quotaFor(period);
  if (quota.job === null || quota.project === null || quota.task === null) {
    return 'Unlimited job requests';
  }
  const per = period === 'month' ? 'per month' : 'per year';
  return `${countRequests('job', quota.job)}, ${countRequests('project', quota.project)}, ${countRequests('task', quota.task)} ${per}`;
}

/**
 * What an employer plan includes, as its card lists it (designed). The monthly plan also carries
 * the marketing figure: SPEC §9 "Marketing text says 9 job requests per month (differs from the
 * monthly quota of 1 job; both readings stand)" — 9 is the three types of the quota together.
 */
export function employerPlanFeatures(period: BillingPeriod): string[] {
  const outreach = `Up to ${OUTREACH_BID_LIMIT} talent outreach bids per job request`;
  switch (period) {
    case 'month':
      return [
        quotaSummary(period),
        `${MARKETING_JOB_REQUESTS_PER_MONTH} job requests per month in total`,
        outreach,
      ];
    case 'year':
      return [quotaSummary(period), outreach, 'Billed once a year'];
    case 'lifetime':
      return [quotaSummary(period), outreach, 'One payment, no renewals'];
  }
}
