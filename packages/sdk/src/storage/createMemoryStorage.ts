import type { StorageLike } from './StorageLike';

/** An in-memory {@link StorageLike} with `clear()`, for tests, servers and absent backends. */
export interface MemoryStorage extends StorageLike {
  key(index: number): string | null;
  readonly length: number;
  clear(): void;
}

/**
 * An in-memory storage, optionally seeded with `initial` entries. Each call gets its own map; the
 * contents live as long as the returned object.
 */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): MemoryStorage {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
    key: (index) => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
  };
}
