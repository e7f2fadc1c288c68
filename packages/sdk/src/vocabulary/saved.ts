import { JOB_REQUEST_TYPES, type JobRequestType } from './jobRequests';

/** SPEC §3 "Saved item": "type (job, project, task, talent)". */
export const SAVED_ITEM_TYPES = ['job', 'project', 'task', 'talent'] as const satisfies readonly (
  JobRequestType | 'talent'
)[];
export type SavedItemType = (typeof SAVED_ITEM_TYPES)[number];

/**
 * SPEC §4: "Saved job, project and task items are synced into the saved-jobs cache" — talent
 * items are not. They are the job request types.
 */
export const SAVED_JOB_TYPES = JOB_REQUEST_TYPES;
export type SavedJobType = (typeof SAVED_JOB_TYPES)[number];
