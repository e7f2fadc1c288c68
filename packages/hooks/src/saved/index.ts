export { useSavedItems } from './useSavedItems';
export { useSavedJobs } from './useSavedJobs';
export { savedJobsKey, savedJobsQuery } from './savedJobsQuery';
export type { SavedItemOptions, SavedItemsValue } from './useSavedItems';
