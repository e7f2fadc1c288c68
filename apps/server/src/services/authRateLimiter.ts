/**
 * The rate limit on sign-in and password-reset requests (issue 3: per IP and per account, 429 with
 * Retry-After past the limit; the sdk's pacer honours Retry-After).
 *
 * What counts, within a sliding window of `config.authRateLimit.windowSeconds` (default 15 min),
 * at most `config.authRateLimit.max` (default 10) per key:
 * - **Sign-in** (`login`, also used by change-password, which checks a password too): failed
 *   attempts, counted per IP and per account (the email as typed, lower-cased by the schema, so
 *   unknown emails count like real ones and a 429 reveals nothing). A success clears the
 *   account's failures and does not count against the IP, so people sharing an address (an
 *   office, a NAT) are not locked out by each other's successful sign-ins, while password
 *   spraying from one address and guessing one account from many addresses are both stopped.
 *   The trade-off: someone who knows an email can block its sign-in for one window.
 * - **Forgot password** (`forgot-password`): every request, per IP and per account, since each
 *   may send a mail (this stops mail flooding).
 *
 * An attempt is counted before the work is done (and refunded on success), so parallel requests
 * cannot slip past the limit. The limit is checked before any password is verified, so a blocked
 * account costs no scrypt work.
 *
 * In memory, per server instance: with N instances behind a load balancer an attacker gets up to
 * N × max attempts per window (a shared store, e.g. a PostgreSQL table, would make it global).
 * Memory is bounded: a key holds at most `max` timestamps, and keys idle for a whole window are
 * swept.
 */
import { problem } from '../errors';
import type { ServiceDeps } from './deps';

export type AuthAction = 'login' | 'forgot-password';

export interface AuthAttemptKeys {
  /** The client address (`request.ip`). */
  ip: string;
  /** The account the attempt is about: the email, lower-cased. */
  account: string;
}

export interface AuthAttempt {
  /** The sign-in succeeded: clear the account's failures and refund this attempt to the IP. */
  succeeded(): void;
}

const WHAT: Record<AuthAction, string> = {
  login: 'Too many failed sign-in attempts',
  'forgot-password': 'Too many password reset requests',
};

/** "45 seconds", "1 minute", "15 minutes". */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function createAuthRateLimiter(deps: ServiceDeps) {
  const { now } = deps;
  const { max, windowSeconds } = deps.config.authRateLimit;
  const windowMs = windowSeconds * 1000;
  /** Attempt times per key, oldest first. */
  const buckets = new Map<string, number[]>();
  let lastSweep = now().getTime();

  /** The key's attempts still inside the window at `at` (older ones dropped). */
  function recent(key: string, at: number): number[] {
    const list = buckets.get(key);
    if (!list) return [];
    while (list.length && (list[0] as number) <= at - windowMs) list.shift();
    if (!list.length) buckets.delete(key);
    return list;
  }

  /** Drops keys whose newest attempt left the window; at most once per window. */
  function sweep(at: number) {
    if (at - lastSweep < windowMs) return;
    lastSweep = at;
    for (const [key, list] of buckets) {
      if ((list[list.length - 1] ?? 0) <= at - windowMs) buckets.delete(key);
    }
  }

  function record(key: string, at: number) {
    const list = buckets.get(key);
    if (list) list.push(at);
    else buckets.set(key, [at]);
  }

  return {
    /**
     * Counts one attempt at `action` for the IP and the account, or throws a 429 (with
     * Retry-After: the seconds until the oldest counted attempt leaves the window) when either
     * already has `max` attempts in the window.
     */
    attempt(action: AuthAction, keys: AuthAttemptKeys): AuthAttempt {
      const at = now().getTime();
      sweep(at);
      const ipKey = `${action}|ip|${keys.ip}`;
      const accountKey = `${action}|account|${keys.account}`;
      let waitMs = 0;
      for (const key of [ipKey, accountKey]) {
        const list = recent(key, at);
        if (list.length >= max) waitMs = Math.max(waitMs, (list[0] as number) + windowMs - at);
      }
      if (waitMs > 0) {
        const seconds = Math.max(1, Math.ceil(waitMs / 1000));
        throw problem(429, `${WHAT[action]}. Please try again in ${formatWait(seconds)}.`, {
          'retry-after': String(seconds),
        });
      }
      record(ipKey, at);
      record(accountKey, at);
      return {
        succeeded() {
          if (action !== 'login') return;
          buckets.delete(accountKey);
          const list = buckets.get(ipKey);
          const index = list?.lastIndexOf(at) ?? -1;
          if (list && index >= 0) list.splice(index, 1);
          if (list && !list.length) buckets.delete(ipKey);
        },
      };
    },

    /** How many keys are tracked (memory stays bounded: idle keys are swept). */
    get size(): number {
      return buckets.size;
    },
  };
}
export type AuthRateLimiter = ReturnType<typeof createAuthRateLimiter>;
