import { CLEAR_ON_LOGOUT } from './clearOnLogoutKeys';
import { createMemoryStorage } from './createMemoryStorage';
import type { SESSION_STORAGE_KEYS, STORAGE_KEYS } from './storageKeys';
import type { StorageLike } from './StorageLike';

type FixedKeys<T> = { [K in keyof T]: T[K] extends string ? T[K] : never }[keyof T];

/** Every local key of SPEC §3, including the per-user `currentAccountType_…` and `savedItems_…`. */
export type LocalStorageKey =
  | FixedKeys<typeof STORAGE_KEYS>
  | ReturnType<(typeof STORAGE_KEYS)['currentAccountType' | 'savedItems']>;

/** Every session key of SPEC §3. */
export type SessionStorageKey = (typeof SESSION_STORAGE_KEYS)[keyof typeof SESSION_STORAGE_KEYS];

/**
 * One storage area with its keys typed. No method throws: a backend that throws (quota exceeded,
 * private mode, storage disabled) or bad JSON reads as "nothing stored" and a failed write returns
 * `false`.
 */
export interface StorageArea<K extends string> {
  /** The stored text, or `null` when absent or unreadable. */
  get(key: K): string | null;
  /** Stores text; `false` when the backend refused. */
  set(key: K, value: string): boolean;
  /** Removes a key; `false` when the backend refused. */
  remove(key: K): boolean;
  /** The stored value parsed as JSON, or `undefined` when absent, unreadable or not JSON. */
  getJSON(key: K): unknown;
  /** Stores `JSON.stringify(value)`; `false` when it cannot be serialised or the backend refused. */
  setJSON(key: K, value: unknown): boolean;
}

/** The sdk's view of browser storage. */
export interface HireloopStorage {
  local: StorageArea<LocalStorageKey>;
  session: StorageArea<SessionStorageKey>;
  /** Removes the {@link CLEAR_ON_LOGOUT} keys from both areas (SPEC §4 "Logout"). */
  clearOnLogout(): void;
}

export interface HireloopStorageOptions {
  /**
   * Backend for local keys, e.g. `window.localStorage`.
   * @default a fresh in-memory storage ({@link createMemoryStorage})
   */
  local?: StorageLike | null;
  /**
   * Backend for session keys, e.g. `window.sessionStorage`.
   * @default a fresh in-memory storage ({@link createMemoryStorage})
   */
  session?: StorageLike | null;
}

function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

function createArea<K extends string>(backend: StorageLike): StorageArea<K> {
  const get = (key: K) => attempt(() => backend.getItem(key), null);
  const set = (key: K, value: string) => attempt(() => (backend.setItem(key, value), true), false);
  return {
    get,
    set,
    remove: (key) => attempt(() => (backend.removeItem(key), true), false),
    getJSON: (key) => {
      const text = get(key);
      return text === null ? undefined : attempt<unknown>(() => JSON.parse(text), undefined);
    },
    setJSON: (key, value) => {
      const text = attempt(() => JSON.stringify(value) as string | undefined, undefined);
      return text !== undefined && set(key, text);
    },
  };
}

/**
 * A typed, never-throwing wrapper over injected local and session storage; with no backend it
 * keeps values in memory, so it also runs on servers and in tests.
 *
 * @example
 * const storage = createHireloopStorage({ local: localStorage, session: sessionStorage });
 * const items = parseSavedItems(storage.local.getJSON(STORAGE_KEYS.savedItems(user.id)));
 */
export function createHireloopStorage({
  local,
  session,
}: HireloopStorageOptions = {}): HireloopStorage {
  const localArea = createArea<LocalStorageKey>(local ?? createMemoryStorage());
  const sessionArea = createArea<SessionStorageKey>(session ?? createMemoryStorage());
  return {
    local: localArea,
    session: sessionArea,
    clearOnLogout: () => {
      CLEAR_ON_LOGOUT.local.forEach((key) => localArea.remove(key));
      CLEAR_ON_LOGOUT.session.forEach((key) => sessionArea.remove(key));
    },
  };
}

/**
 * {@link createHireloopStorage} over the browser's `localStorage` and `sessionStorage`, or over
 * memory where there are none: no window (a server, a test without a DOM), or storage the browser
 * refuses (reading `window.localStorage` throws in a third-party frame when the visitor blocks
 * third-party data).
 *
 * @example
 * const storage = createBrowserStorage();
 * storage.local.get(STORAGE_KEYS.currentAccountType(user.id)); // 'employer', 'talent' or null
 */
export function createBrowserStorage(): HireloopStorage {
  // The sdk is typed without the DOM: the window, where there is one, as far as it is read here.
  const browser = (
    globalThis as { window?: { localStorage: StorageLike; sessionStorage: StorageLike } }
  ).window;
  if (!browser) return createHireloopStorage();
  try {
    return createHireloopStorage({ local: browser.localStorage, session: browser.sessionStorage });
  } catch {
    return createHireloopStorage();
  }
}
