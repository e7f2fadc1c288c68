/** Job request types (SPEC §3: "type (job, project, task)"). */
export const JOB_REQUEST_TYPES = ['job', 'project', 'task'] as const;
export type JobRequestType = (typeof JOB_REQUEST_TYPES)[number];

/**
 * Rate types (SPEC §3: "rateType (hourly, daily, weekly, monthly, annual, fixed, per_unit)");
 * `fixed` shows one fixed-price field (SPEC §4).
 */
export const RATE_TYPES = [
  'hourly',
  'daily',
  'weekly',
  'monthly',
  'annual',
  'fixed',
  'per_unit',
] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** SPEC §5: "rateType defaults to hourly". */
export const DEFAULT_RATE_TYPE = 'hourly' satisfies RateType;

/** Location types (SPEC §3: "locationType (remote, onsite, hybrid)"). */
export const LOCATION_TYPES = ['remote', 'onsite', 'hybrid'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** Experience levels (SPEC §3: "experience (junior, mid, senior, expert)"). */
export const EXPERIENCE_LEVELS = ['junior', 'mid', 'senior', 'expert'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** Durations (SPEC §3: "duration (1-week, 2-weeks, 1-month, 3-months, 6-months, ongoing)"). */
export const DURATIONS = [
  '1-week',
  '2-weeks',
  '1-month',
  '3-months',
  '6-months',
  'ongoing',
] as const;
export type Duration = (typeof DURATIONS)[number];

/**
 * Job request statuses. SPEC §3 shows only the default `active`; not shown: `paused` (hidden from
 * talent, can be resumed), `closed` (ended by the employer), `filled` (a bid was accepted).
 */
export const JOB_REQUEST_STATUSES = ['active', 'paused', 'closed', 'filled'] as const;
export type JobRequestStatus = (typeof JOB_REQUEST_STATUSES)[number];

/** Who sees a job request (SPEC §3 account context: requestTarget "public or direct"). */
export const REQUEST_TARGETS = ['public', 'direct'] as const;
export type RequestTarget = (typeof REQUEST_TARGETS)[number];
