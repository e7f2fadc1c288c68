import { parseSavedItems, STORAGE_KEYS, type HireloopStorage, type SavedItem } from '@hireloop/sdk';

/**
 * The query-cache key under which every `useSavedItems` of one user shares the list (a local
 * key: nothing is fetched, the list is read from storage).
 */
export const savedItemsKey = (userId: number | null) => ['savedItems', userId] as const;

/** The user's saved items as stored (SPEC §3 `savedItems_{userId}`); bad data reads as `[]`. */
export const readSavedItems = (storage: HireloopStorage, userId: number): readonly SavedItem[] =>
  parseSavedItems(storage.local.get(STORAGE_KEYS.savedItems(userId)));

/** Stores the user's saved items (SPEC §4: "items persist per user locally"). */
export const writeSavedItems = (
  storage: HireloopStorage,
  userId: number,
  items: readonly SavedItem[],
): boolean => storage.local.setJSON(STORAGE_KEYS.savedItems(userId), items);
