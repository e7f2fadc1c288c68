/**
 * The widget's embed credential (issue 15): the short-lived token the sign-in window hands over,
 * sent as `Authorization: Bearer …` by this frame only. It lives in the frame — in memory, and in
 * the frame's own sessionStorage when the browser allows it, so a visitor who leaves for checkout
 * and comes back to the partner's page in the same tab is still signed in. Both are Hireloop's
 * origin, partitioned under the partner's site by the browser: the partner page can read neither.
 */
import type { EmbedToken } from '@hireloop/sdk/schemas';

export interface CredentialStore {
  /** The token, or null when there is none or it has expired. */
  get(): EmbedToken | null;
  set(token: EmbedToken): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/** Storage that may be refused (a third-party frame when the visitor blocks third-party data). */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function createCredentialStore(
  key: string,
  options: { now?: () => number; storage?: Storage | null } = {},
): CredentialStore {
  const now = options.now ?? Date.now;
  const storage = options.storage === undefined ? sessionStorageOrNull() : options.storage;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const write = (value: string | null) => {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // A full or refused storage: the token stays in memory only.
    }
  };
  let token: EmbedToken | null = null;
  try {
    const stored = storage?.getItem(key);
    if (stored) token = JSON.parse(stored) as EmbedToken;
  } catch {
    token = null;
  }
  const valid = (candidate: EmbedToken | null) =>
    candidate !== null && Date.parse(candidate.expiresAt) > now() ? candidate : null;
  return {
    get: () => valid(token),
    set(next) {
      token = next;
      write(JSON.stringify(next));
      notify();
    },
    clear() {
      if (token === null) return;
      token = null;
      write(null);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
