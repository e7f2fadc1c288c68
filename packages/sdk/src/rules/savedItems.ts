import { SAVED_ITEM_TYPES, SAVED_JOB_TYPES, type SavedItemType } from '../vocabulary';
import { savedItemId } from './savedItemId';

/** A saved item as stored locally per user (SPEC §3: "id (number), type, savedAt, originalId"). */
export interface SavedItem {
  /** {@link savedItemId} of `originalId`. */
  id: number;
  type: SavedItemType;
  /** ISO 8601 time of saving. */
  savedAt: string;
  /** The id as the item's source gave it. */
  originalId: string | number;
}

/** True for the saved-item types synced into the saved-jobs cache (job, project, task). */
export const syncsToSavedJobs = (type: SavedItemType): boolean =>
  SAVED_JOB_TYPES.some((synced) => synced === type);

/** Builds a {@link SavedItem}; `savedAt` is passed in so the rule stays pure. */
export const createSavedItem = (
  originalId: string | number,
  type: SavedItemType,
  savedAt: string,
): SavedItem => ({ id: savedItemId(originalId), type, savedAt, originalId });

/**
 * Whether an item of this type and id is saved; `id` may be the original id or the saved id
 * (both go through {@link savedItemId}, which leaves numbers unchanged).
 */
export const isItemSaved = (
  items: readonly SavedItem[],
  id: string | number,
  type: SavedItemType,
): boolean => {
  const key = savedItemId(id);
  return items.some((item) => item.type === type && item.id === key);
};

/**
 * Adds an item at the end. SPEC §4: "adding avoids duplicates" — when an item of the same type
 * and id is already saved the very same array is returned (callers can skip the write and the
 * toast by comparing references).
 */
export const addSavedItem = (items: readonly SavedItem[], item: SavedItem): readonly SavedItem[] =>
  isItemSaved(items, item.id, item.type) ? items : [...items, item];

/** Removes the item of this type and id; returns the same array when nothing matched. */
export function removeSavedItem(
  items: readonly SavedItem[],
  id: string | number,
  type: SavedItemType,
): readonly SavedItem[] {
  const key = savedItemId(id);
  const kept = items.filter((item) => item.type !== type || item.id !== key);
  return kept.length === items.length ? items : kept;
}

function isSavedItem(value: unknown): value is SavedItem {
  if (typeof value !== 'object' || value === null) return false;
  const { id, type, savedAt, originalId } = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(id) &&
    SAVED_ITEM_TYPES.some((known) => known === type) &&
    typeof savedAt === 'string' &&
    (typeof originalId === 'string' || typeof originalId === 'number')
  );
}

/**
 * Reads what was stored under `savedItems_{userId}` — the raw JSON text or an already parsed
 * value — without throwing: bad JSON or a non-array gives `[]`, malformed entries are dropped and
 * duplicates (same type and id) are kept once.
 */
export function parseSavedItems(raw: unknown): readonly SavedItem[] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.filter(isSavedItem).reduce<readonly SavedItem[]>(addSavedItem, []);
}
