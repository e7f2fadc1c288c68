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
 * times of the attempts in the window. An attempt is one call of the SQL function
 * `auth_limit_attempt` (drizzle/0007_auth_limits_function.sql): it locks the rows of its keys
 * (inserted first when missing, locked in key order so two attempts never deadlock), checks and
 * appends in one statement, so attempts racing on any instance are counted one after the other,
 * never both under the limit, at the cost of one round trip. Rows whose newest attempt has left its window are deleted, by the first
 * attempt on an instance after {@link SWEEP_EVERY_MS}. (The API-wide request limit stays in
 * memory, per instance: it is about load, not guessing.)
 */
import { createHash } from 'node:crypto';
import { eq, lte, sql } from 'drizzle-orm';
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

/** How often the scheduler deletes the rows that no longer count (`auth-limits.sweep`). */
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
  const { db, now, config } = deps;
  const limits: Record<AuthAction, { max: number; windowSeconds: number }> = {
    login: config.authRateLimit,
    'forgot-password': config.authRateLimit,
    register: config.registerRateLimit,
  };
  return {
    /**
     * Deletes the rows whose attempts have all left their window (the scheduler's
     * `auth-limits.sweep`, once a minute across all instances). Expired rows never count, so the
     * limits hold whether or not it has run; it only keeps the table small.
     */
    async sweep(): Promise<void> {
      await db.delete(authLimits).where(lte(authLimits.expiresAt, now()));
    },

    /**
     * Counts one attempt at `action` for the IP and the account, or throws a 429 (with
     * Retry-After: the seconds until the oldest counted attempt leaves the window) when either
     * already has `max` attempts in the window.
     */
    async attempt(action: AuthAction, keys: AuthAttemptKeys): Promise<AuthAttempt> {
      const at = now().getTime();
      const { max, windowSeconds } = limits[action];
      const windowMs = windowSeconds * 1000;
      const ipKey = rowKey(action, 'ip', keys.ip);
      const accountKey =
        keys.account === undefined ? undefined : rowKey(action, 'account', keys.account);
      const rowKeys = [ipKey, ...(accountKey ? [accountKey] : [])].sort();

      // drizzle/0007_auth_limits_function.sql: lock, count and append in one statement.
      const result = await db.execute(
        sql`select auth_limit_attempt(array[${sql.join(
          rowKeys.map((key) => sql`${key}`),
          sql`, `,
        )}]::text[], ${at}::bigint, ${windowMs}::bigint, ${max}::integer) as wait`,
      );
      // Both drivers (pg, PGlite) answer `{ rows }`; a bigint arrives as a string from pg.
      const { rows } = result as unknown as { rows: { wait: string | number }[] };
      const waitMs = Number(rows[0]?.wait ?? 0);
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
