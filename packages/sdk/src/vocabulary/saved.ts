import { JOB_REQUEST_TYPES, type JobRequestType } from './jobRequests';

/**
 * SPEC §3 "Saved item": "type (job, project, task, talent)"; issue 18 adds `resource` (a library
 * resource, saved like the others: local per user, not synced to the saved-jobs cache).
 */
export const SAVED_ITEM_TYPES = [
  'job',
  'project',
  'task',
  'talent',
  'resource',
] as const satisfies readonly (JobRequestType | 'talent' | 'resource')[];
export type SavedItemType = (typeof SAVED_ITEM_TYPES)[number];

/**
 * SPEC §4: "Saved job, project and task items are synced into the saved-jobs cache" — talent
 * items are not. They are the job request types.
 */
export const SAVED_JOB_TYPES = JOB_REQUEST_TYPES;
export type SavedJobType = (typeof SAVED_JOB_TYPES)[number];
