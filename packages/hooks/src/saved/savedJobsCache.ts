import type { QueryClient } from '@tanstack/react-query';
import type { SavedJob } from '@hireloop/sdk/schemas';
import { savedJobsKey } from './savedJobsQuery';

/**
 * SPEC §4: "Saved job, project and task items are synced into the saved-jobs cache". Only a list
 * already loaded is edited: writing into an empty cache would pass a one-item list off as the
 * server's whole list, so an unloaded cache is left for the next fetch.
 */
function edit(
  queryClient: QueryClient,
  userId: number,
  change: (jobs: SavedJob[]) => SavedJob[],
): void {
  queryClient.setQueryData<SavedJob[] | null>(savedJobsKey(userId), (jobs) =>
    Array.isArray(jobs) ? change(jobs) : jobs,
  );
}

const same = (a: Pick<SavedJob, 'id' | 'type'>, b: Pick<SavedJob, 'id' | 'type'>) =>
  a.id === b.id && a.type === b.type;

/** Puts a saved job first (newest first, as the server lists them), replacing an older copy. */
export const putSavedJob = (queryClient: QueryClient, userId: number, job: SavedJob): void =>
  edit(queryClient, userId, (jobs) => [job, ...jobs.filter((other) => !same(other, job))]);

/** Takes a saved job out of the cached list. */
export const dropSavedJob = (
  queryClient: QueryClient,
  userId: number,
  job: Pick<SavedJob, 'id' | 'type'>,
): void => edit(queryClient, userId, (jobs) => jobs.filter((other) => !same(other, job)));
