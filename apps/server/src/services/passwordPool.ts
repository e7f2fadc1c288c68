/**
 * Password hashing through a bounded pool (issue 14: registrations must not starve sign-in).
 *
 * scrypt at the default cost takes ≈ 64 MiB and ≈ 0.25 s of CPU on a libuv thread. Unbounded, a
 * burst of registrations queues dozens of them on the thread pool (also used for files and
 * compression) and holds memory and CPU until a sign-in behind them takes seconds. So:
 *
 * - at most `config.passwordHashing.concurrency` scrypt calls run at a time (default: the CPUs
 *   but one, between 1 and 3: a thread stays free for files, and memory stays below 3 × 64 MiB);
 * - the others wait in one of two lanes, each holding at most `config.passwordHashing.queue`:
 *   **verify** (sign-in and the password checks) and **hash** (registration, reset and change).
 *   A free slot always goes to the verify lane first, so a sign-in waits for at most the hashes
 *   already running, never for the queue of registrations;
 * - a full lane answers at once: 503 with Retry-After (an estimate of when the queue will have
 *   drained), instead of growing without bound.
 */
import { problem } from '../errors';
import { formatWait } from './authRateLimiter';
import type { ServiceDeps } from './deps';
import { hashPassword, verifyPassword } from './passwords';

export type HashLane = 'verify' | 'hash';

export interface WorkPoolOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs waiting per lane; one more is refused with a 503. */
  queue: number;
  /** The clock for measuring jobs (ms). @default performance.now */
  clock?: () => number;
}

/** How long a job is assumed to take before one has been measured (ms): the default scrypt cost. */
const FIRST_ESTIMATE_MS = 250;

/** A pool of asynchronous jobs: bounded concurrency, two prioritised lanes, bounded queues. */
export function createWorkPool({
  concurrency,
  queue,
  clock = () => performance.now(),
}: WorkPoolOptions) {
  let active = 0;
  const waiting: Record<HashLane, (() => void)[]> = { verify: [], hash: [] };
  /** Moving average of a job's duration, for Retry-After. */
  let averageMs = FIRST_ESTIMATE_MS;

  /** Starts waiting jobs while there is room, the verify lane first. */
  function startNext() {
    while (active < concurrency) {
      const start = waiting.verify.shift() ?? waiting.hash.shift();
      if (!start) return;
      active++;
      start();
    }
  }

  /** Seconds until the jobs now running and waiting will have finished (at least 1). */
  function retryAfterSeconds(): number {
    const jobs = active + waiting.verify.length + waiting.hash.length;
    return Math.max(1, Math.ceil((jobs * averageMs) / concurrency / 1000));
  }

  return {
    /**
     * Runs `job` when a slot is free (verify before hash), or throws a 503 with Retry-After when
     * its lane already holds `queue` waiting jobs.
     */
    async run<T>(lane: HashLane, job: () => Promise<T>): Promise<T> {
      if (active < concurrency) {
        active++;
      } else {
        if (waiting[lane].length >= queue) {
          const seconds = retryAfterSeconds();
          throw problem(503, `The server is busy. Please try again in ${formatWait(seconds)}.`, {
            'retry-after': String(seconds),
          });
        }
        // startNext() counts this job as active when it starts it.
        await new Promise<void>((resolve) => waiting[lane].push(resolve));
      }
      const started = clock();
      try {
        return await job();
      } finally {
        averageMs = averageMs * 0.8 + (clock() - started) * 0.2;
        active--;
        startNext();
      }
    },

    /** What is running and waiting (for tests and the benchmark). */
    get load() {
      return { active, verify: waiting.verify.length, hash: waiting.hash.length };
    },
  };
}
export type WorkPool = ReturnType<typeof createWorkPool>;

/** scrypt hashing and verification through the pool, with the configured cost. */
export function createPasswordHasher(deps: Pick<ServiceDeps, 'config'>) {
  const { config } = deps;
  const pool = createWorkPool(config.passwordHashing);
  return {
    pool,
    /** A new hash with the configured parameters (lane `hash` unless told). */
    hash: (password: string, lane: HashLane = 'hash') =>
      pool.run(lane, () => hashPassword(password, config.scrypt)),
    /** Whether `password` matches `stored` (lane `verify`). */
    verify: (password: string, stored: string) =>
      pool.run('verify', () => verifyPassword(password, stored)),
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
