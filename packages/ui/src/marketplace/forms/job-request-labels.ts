import type { Duration, ExperienceLevel, RateType } from '@hireloop/sdk/schemas';

// The type and location labels are the lists' (../lists/labels), so a card and the form agree.
export { JOB_REQUEST_TYPE_LABELS, LOCATION_TYPE_LABELS } from '../lists/labels';

/** SPEC §2: "Job request modal titles: "Create New Job Request" or "Edit Job Request"". */
export const JOB_REQUEST_MODAL_TITLES = {
  create: 'Create New Job Request',
  edit: 'Edit Job Request',
} as const;

/** Human labels of the rate types (designed; SPEC §3 gives the values only). */
export const RATE_TYPE_LABELS: Readonly<Record<RateType, string>> = {
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  annual: 'Annual',
  fixed: 'Fixed price',
  per_unit: 'Per unit',
};

/**
 * What one rate is paid for, as the rate fields' labels and amounts say it ("USD per hour"). Fixed
 * has none: its one field is labelled FIXED_PRICE_LABEL (SPEC §4).
 */
export const RATE_UNIT_LABELS: Readonly<Record<RateType, string | null>> = {
  hourly: 'per hour',
  daily: 'per day',
  weekly: 'per week',
  monthly: 'per month',
  annual: 'per year',
  fixed: null,
  per_unit: 'per unit',
};

/** Human labels of the experience levels (designed). */
export const EXPERIENCE_LEVEL_LABELS: Readonly<Record<ExperienceLevel, string>> = {
  junior: 'Junior',
  mid: 'Mid-level',
  senior: 'Senior',
  expert: 'Expert',
};

/** Human labels of the durations (designed). */
export const DURATION_LABELS: Readonly<Record<Duration, string>> = {
  '1-week': '1 week',
  '2-weeks': '2 weeks',
  '1-month': '1 month',
  '3-months': '3 months',
  '6-months': '6 months',
  ongoing: 'Ongoing',
};
