import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import {
  addSavedItem,
  createSavedItem,
  isItemSaved,
  removeSavedItem,
  savedItemId,
  syncsToSavedJobs,
  type SavedItem,
  type SavedItemType,
} from '@hireloop/sdk';
import type { SavedJobType } from '@hireloop/sdk/schemas';
import { TEXTS } from '@hireloop/sdk/constants';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { toast } from '../toast/toastStore';
import { readSavedItems, savedItemsKey, writeSavedItems } from './savedItemsStorage';
import { dropSavedJob, putSavedJob } from './savedJobsCache';
import { retryPendingSavedJobs, syncSavedJob } from './savedJobSync';
import { TOAST_TEXTS } from '../core/toastTexts';

export interface SavedItemOptions {
  /** Skip the "Saved" / "Removed" toast (SPEC §4 "unless silenced"). @default false */
  silent?: boolean;
}

export interface SavedItemsValue {
  /** The signed-in user's saved items, oldest first; `[]` when signed out. */
  items: readonly SavedItem[];
  /** Whether an item is saved; `id` may be the original id or the saved (numeric) id. */
  isSaved(id: string | number, type: SavedItemType): boolean;
  /** Saves an item; `false` when it was already saved or nobody is signed in. */
  save(originalId: string | number, type: SavedItemType, options?: SavedItemOptions): boolean;
  /** Removes an item; `false` when it was not saved. */
  remove(id: string | number, type: SavedItemType, options?: SavedItemOptions): boolean;
  /** Saves it when not saved, removes it otherwise; returns whether it is saved afterwards. */
  toggle(originalId: string | number, type: SavedItemType, options?: SavedItemOptions): boolean;
}

const isJobType = (type: SavedItemType): type is SavedJobType => syncsToSavedJobs(type);
const NONE: readonly SavedItem[] = [];

/**
 * Saved items (SPEC §3/§4): kept per user in local storage (`savedItems_{userId}`) and shared by
 * every component through the query cache. Adding avoids duplicates; add and remove show toasts
 * unless silenced; saving while signed out shows `TEXTS.cannotSaveItem` and saves nothing. Job,
 * project and task items also go into the saved-jobs cache and to the server (talent items stay
 * local); a 401 from the server is tolerated and retried once the user signs in (SPEC §8).
 */
export function useSavedItems(): SavedItemsValue {
  const hireloop = useHireloop();
  const { queryClient, storage } = hireloop;
  const { user } = useAuth();
  const userId = user?.id ?? null;

  const read = () => (userId === null ? NONE : readSavedItems(storage, userId));
  const { data: items = NONE } = useQuery({
    queryKey: savedItemsKey(userId),
    queryFn: read,
    initialData: read,
    // Local data: it changes only through this hook, which writes the cache itself.
    staleTime: Infinity,
  });

  useEffect(() => {
    if (userId !== null) void retryPendingSavedJobs(hireloop, userId);
  }, [hireloop, userId]);

  const write = useCallback(
    (id: number, next: readonly SavedItem[]) => {
      writeSavedItems(storage, id, next);
      queryClient.setQueryData(savedItemsKey(id), next);
    },
    [storage, queryClient],
  );

  const save = useCallback<SavedItemsValue['save']>(
    (originalId, type, { silent = false } = {}) => {
      if (userId === null) {
        // Shown even when silenced: nothing was saved, and the visitor has to know why.
        toast({
          title: TEXTS.cannotSaveItem,
          description: TOAST_TEXTS.signInToSave,
          variant: 'destructive',
        });
        return false;
      }
      const current = readSavedItems(storage, userId);
      const item = createSavedItem(originalId, type, new Date().toISOString());
      const next = addSavedItem(current, item);
      if (next === current) return false;
      write(userId, next);
      if (!silent)
        toast({ title: TOAST_TEXTS.itemSaved, description: TOAST_TEXTS.itemSavedDescription });
      if (isJobType(type)) {
        putSavedJob(queryClient, userId, { ...item, type });
        void syncSavedJob(hireloop, userId, { action: 'save', originalId, type });
      }
      return true;
    },
    [hireloop, queryClient, storage, userId, write],
  );

  const remove = useCallback<SavedItemsValue['remove']>(
    (id, type, { silent = false } = {}) => {
      if (userId === null) return false;
      const current = readSavedItems(storage, userId);
      const next = removeSavedItem(current, id, type);
      if (next === current) return false;
      write(userId, next);
      if (!silent)
        toast({ title: TOAST_TEXTS.itemRemoved, description: TOAST_TEXTS.itemRemovedDescription });
      if (isJobType(type)) {
        dropSavedJob(queryClient, userId, { id: savedItemId(id), type });
        void syncSavedJob(hireloop, userId, { action: 'remove', id: savedItemId(id), type });
      }
      return true;
    },
    [hireloop, queryClient, storage, userId, write],
  );

  const toggle = useCallback<SavedItemsValue['toggle']>(
    (originalId, type, options) => {
      if (userId !== null && isItemSaved(readSavedItems(storage, userId), originalId, type)) {
        remove(originalId, type, options);
        return false;
      }
      return save(originalId, type, options);
    },
    [remove, save, storage, userId],
  );

  return useMemo<SavedItemsValue>(
    () => ({ items, isSaved: (id, type) => isItemSaved(items, id, type), save, remove, toggle }),
    [items, save, remove, toggle],
  );
}
