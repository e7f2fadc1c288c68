/**
 * The rate limits on sign-in, password-reset requests and registration (issue 3, issue 14): per
 * IP (and per account), 429 with Retry-After past the limit; the sdk's pacer honours Retry-After.
 *
 * What counts, within a sliding window, at most `max` per key:
 * - **Sign-in** (`login`, also used by change-password, which checks a password too): failed
 *   attempts, counted per IP and per account (the email as typed, lower-cased by the schema, so
 *   unknown emails count like real ones and a 429 reveals nothing). A success clears the
 *   account's failures and does not count against the IP, so people sharing an address (an
 *   office, a NAT) are not locked out by each other's successful sign-ins, while password
 *   spraying from one address and guessing one account from many addresses are both stopped.
 *   The trade-off: someone who knows an email can block its sign-in for one window.
 * - **Forgot password** (`forgot-password`): every request, per IP and per account, since each
 *   may send a mail (this stops mail flooding).
 *   Both use `config.authRateLimit` (default 10 per 15 min).
 * - **Registration** (`register`): every attempt, per IP (`config.registerRateLimit`, default 10
 *   per hour): each one costs a full scrypt hash.
 *
 * An attempt is counted before the work is done (and refunded on success), so parallel requests
 * cannot slip past the limit. The limit is checked before any password is hashed or verified, so
 * a blocked caller costs no scrypt work. A refused attempt is not counted, so the wait does not
 * grow.
 *
 * **Shared by every server instance** through the database (the `auth_limits` table; PGlite
 * in-process): one row per action, scope and subject (the subject as a SHA-256) holding the
 * times of the attempts in the window. An attempt locks the rows of its keys (inserted first when
 * missing, locked in key order so two attempts never deadlock), checks and appends in one
 * transaction: attempts racing on any instance are counted one after the other, never both
 * under the limit. Rows whose newest attempt has left its window are deleted, by the first
 * attempt on an instance after {@link SWEEP_EVERY_MS}. (The API-wide request limit stays in
 * memory, per instance: it is about load, not guessing.)
 */
import { createHash } from 'node:crypto';
import { eq, inArray, lte } from 'drizzle-orm';
import { authLimits } from '../db/schema';
import { problem } from '../errors';
import type { ServiceDeps } from './deps';

export type AuthAction = 'login' | 'forgot-password' | 'register';

export interface AuthAttemptKeys {
  /** The client address (`request.ip`). */
  ip: string;
  /** The account the attempt is about: the email, lower-cased (not for `register`). */
  account?: string;
}

export interface AuthAttempt {
  /** The sign-in succeeded: clear the account's failures and refund this attempt to the IP. */
  succeeded(): Promise<void>;
}

const WHAT: Record<AuthAction, string> = {
  login: 'Too many failed sign-in attempts',
  'forgot-password': 'Too many password reset requests',
  register: 'Too many accounts created from this address',
};

/** How often an instance deletes the rows that no longer count. */
export const SWEEP_EVERY_MS = 60_000;

/** "45 seconds", "1 minute", "15 minutes". */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The row key of one action, scope and subject; the subject only as its SHA-256. */
const rowKey = (action: AuthAction, scope: 'ip' | 'account', subject: string) =>
  `${action}:${scope}:${createHash('sha256').update(subject).digest('base64url')}`;

export function createAuthRateLimiter(deps: ServiceDeps) {
  const { db, now, config, log } = deps;
  const limits: Record<AuthAction, { max: number; windowSeconds: number }> = {
    login: config.authRateLimit,
    'forgot-password': config.authRateLimit,
    register: config.registerRateLimit,
  };
  let lastSweep = Number.NEGATIVE_INFINITY;

  /** Deletes the rows whose attempts have all left their window; at most once a minute. */
  async function sweep(at: number) {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    try {
      await db.delete(authLimits).where(lte(authLimits.expiresAt, new Date(at)));
    } catch (error) {
      // The limit still holds (expired rows do not count); the next sweep tries again.
      log.warn({ err: error }, 'auth limit sweep failed');
    }
  }

  return {
    /**
     * Counts one attempt at `action` for the IP and the account, or throws a 429 (with
     * Retry-After: the seconds until the oldest counted attempt leaves the window) when either
     * already has `max` attempts in the window.
     */
    async attempt(action: AuthAction, keys: AuthAttemptKeys): Promise<AuthAttempt> {
      const at = now().getTime();
      const { max, windowSeconds } = limits[action];
      const windowMs = windowSeconds * 1000;
      await sweep(at);
      const ipKey = rowKey(action, 'ip', keys.ip);
      const accountKey =
        keys.account === undefined ? undefined : rowKey(action, 'account', keys.account);
      const rowKeys = [ipKey, ...(accountKey ? [accountKey] : [])].sort();

      const waitMs = await db.transaction(async (tx) => {
        // Every key has a row to lock (inserted in key order, like the locks below).
        await tx
          .insert(authLimits)
          .values(rowKeys.map((key) => ({ key, expiresAt: new Date(at) })))
          .onConflictDoNothing();
        const rows = await tx
          .select()
          .from(authLimits)
          .where(inArray(authLimits.key, rowKeys))
          .orderBy(authLimits.key)
          .for('update');
        const counted = rows.map((row) => ({
          key: row.key,
          hits: row.hits.filter((hit) => hit > at - windowMs),
        }));
        let wait = 0;
        for (const { hits } of counted) {
          if (hits.length >= max) wait = Math.max(wait, Math.min(...hits) + windowMs - at);
        }
        if (wait > 0) return wait;
        for (const { key, hits } of counted) {
          hits.push(at);
          await tx
            .update(authLimits)
            .set({ hits, expiresAt: new Date(Math.max(...hits) + windowMs) })
            .where(eq(authLimits.key, key));
        }
        return 0;
      });
      if (waitMs > 0) {
        const seconds = Math.max(1, Math.ceil(waitMs / 1000));
        throw problem(429, `${WHAT[action]}. Please try again in ${formatWait(seconds)}.`, {
          'retry-after': String(seconds),
        });
      }
      return {
        async succeeded() {
          if (action !== 'login') return;
          await db.transaction(async (tx) => {
            // Key order, as in `attempt`: the account's row, then the address's.
            if (accountKey) await tx.delete(authLimits).where(eq(authLimits.key, accountKey));
            const [row] = await tx
              .select()
              .from(authLimits)
              .where(eq(authLimits.key, ipKey))
              .for('update');
            const index = row?.hits.lastIndexOf(at) ?? -1;
            if (!row || index < 0) return;
            const hits = row.hits.filter((_, i) => i !== index);
            await tx.update(authLimits).set({ hits }).where(eq(authLimits.key, ipKey));
          });
        },
      };
    },
  };
}
export type AuthRateLimiter = ReturnType<typeof createAuthRateLimiter>;
