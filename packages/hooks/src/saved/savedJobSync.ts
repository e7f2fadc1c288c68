import type { QueryClient } from '@tanstack/react-query';
import { isHttpError, isItemSaved, savedItemId } from '@hireloop/sdk';
import type { SavedJobType } from '@hireloop/sdk/schemas';
import type { HireloopContextValue } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';
import { serverMessage } from '../core/serverMessage';
import { readSavedItems } from './savedItemsStorage';
import { putSavedJob } from './savedJobsCache';
import { TEXTS } from '@hireloop/sdk/constants';

/** One local change to mirror on the server (POST or DELETE /api/saved/jobs). */
export type SavedJobChange =
  | { action: 'save'; originalId: string | number; type: SavedJobType }
  | { action: 'remove'; id: number; type: SavedJobType };

type SyncContext = Pick<HireloopContextValue, 'client' | 'queryClient' | 'storage' | 'log'>;

interface SyncState {
  /** Changes run one after another, so a quick save-then-remove reaches the server in order. */
  queue: Promise<void>;
  /** Per user, the last change refused with 401, by item: retried when that user signs in. */
  pending: Map<number, Map<string, SavedJobChange>>;
}

// Per query client (one per app, one per test), in memory: a reload drops pending changes, while
// the items themselves stay saved locally.
const states = new WeakMap<QueryClient, SyncState>();

function stateOf(queryClient: QueryClient): SyncState {
  let state = states.get(queryClient);
  if (!state) states.set(queryClient, (state = { queue: Promise.resolve(), pending: new Map() }));
  return state;
}

const itemKey = (change: SavedJobChange) =>
  `${change.type}:${change.action === 'save' ? savedItemId(change.originalId) : change.id}`;

/** SPEC §8 names both forms: the 401 status and the `TEXTS.notAuthenticated` message. */
const isNotAuthenticated = (error: unknown) =>
  isHttpError(error) && (error.status === 401 || serverMessage(error) === TEXTS.notAuthenticated);

async function run(context: SyncContext, userId: number, change: SavedJobChange): Promise<void> {
  const { client, queryClient, storage, log } = context;
  try {
    if (change.action === 'save') {
      const job = await client.saved.saveJob({ originalId: change.originalId, type: change.type });
      // The server's copy (its savedAt) goes into the cache, unless a later remove undid it.
      if (isItemSaved(readSavedItems(storage, userId), job.id, job.type)) {
        putSavedJob(queryClient, userId, job);
      }
    } else {
      await client.saved.removeJob(change.id);
    }
  } catch (error) {
    if (isNotAuthenticated(error)) {
      // SPEC §8: tolerated, kept for the next sign-in; the session is re-read, since the server
      // says it is gone.
      const pending = stateOf(queryClient).pending;
      const mine = pending.get(userId) ?? new Map<string, SavedJobChange>();
      pending.set(userId, mine.set(itemKey(change), change));
      void queryClient.invalidateQueries({ queryKey: queryKeys.user() });
    } else if (!(change.action === 'remove' && isHttpError(error) && error.status === 404)) {
      // A 404 on remove: the server never had it (nothing to undo). Anything else is only logged:
      // the item stays saved locally.
      log('Could not sync a saved item to the server', error);
    }
  }
}

/** Queues one change for the server; resolves once it has run (never rejects). */
export function syncSavedJob(
  context: SyncContext,
  userId: number,
  change: SavedJobChange,
): Promise<void> {
  const state = stateOf(context.queryClient);
  state.queue = state.queue.then(() => run(context, userId, change));
  return state.queue;
}

/** Queues again the changes the server refused with 401 for this user (SPEC §8). */
export function retryPendingSavedJobs(context: SyncContext, userId: number): Promise<void> {
  const state = stateOf(context.queryClient);
  const mine = state.pending.get(userId);
  state.pending.delete(userId);
  mine?.forEach((change) => void syncSavedJob(context, userId, change));
  return state.queue;
}
