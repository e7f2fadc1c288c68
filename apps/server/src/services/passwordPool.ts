/**
 * Password hashing through a bounded pool (issue 14: registrations must not starve sign-in).
 *
 * scrypt at the default cost takes ≈ 64 MiB and ≈ 0.25 s of CPU on a libuv thread. Unbounded, a
 * burst of registrations queues dozens of them on the thread pool (also used for files and
 * compression) and holds memory and CPU until a sign-in behind them takes seconds. So:
 *
 * - at most `config.passwordHashing.concurrency` scrypt calls run at a time (default: the CPUs,
 *   between 2 and 3: libuv's 4 threads keep one free for files and compression, and memory stays
 *   below 3 × 64 MiB);
 * - two lanes: **verify** (sign-in and the password checks) and **hash** (registration, reset and
 *   change). With 2 slots or more, one is kept for the verify lane: new hashes use at most
 *   `concurrency − 1`, so a sign-in never waits for a registration's hash to finish. A free slot
 *   goes to the verify lane first (with a single slot, that priority is all there is);
 * - each lane's queue holds at most `config.passwordHashing.queue` waiting jobs;
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

/**
 * A pool of asynchronous jobs: bounded concurrency, two prioritised lanes (one slot kept for the
 * verify lane when there are two or more), bounded queues.
 */
export function createWorkPool({
  concurrency,
  queue,
  clock = () => performance.now(),
}: WorkPoolOptions) {
  /** Slots the hash lane may use: all but one kept for sign-in checks, when there are two. */
  const hashSlots = concurrency > 1 ? concurrency - 1 : concurrency;
  let active = 0;
  let activeHashes = 0;
  const canStart = (lane: HashLane) =>
    active < concurrency && (lane === 'verify' || activeHashes < hashSlots);
  const waiting: Record<HashLane, (() => void)[]> = { verify: [], hash: [] };
  /** Moving average of a job's duration, for Retry-After. */
  let averageMs = FIRST_ESTIMATE_MS;

  /** Starts waiting jobs while there is room, the verify lane first. */
  function startNext() {
    for (;;) {
      const lane: HashLane | undefined =
        waiting.verify.length && canStart('verify')
          ? 'verify'
          : waiting.hash.length && canStart('hash')
            ? 'hash'
            : undefined;
      if (!lane) return;
      begin(lane);
      waiting[lane].shift()!();
    }
  }

  function begin(lane: HashLane) {
    active++;
    if (lane === 'hash') activeHashes++;
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
      if (canStart(lane) && !waiting[lane].length) {
        begin(lane);
      } else {
        if (waiting[lane].length >= queue) {
          const seconds = retryAfterSeconds();
          throw problem(503, `The server is busy. Please try again in ${formatWait(seconds)}.`, {
            'retry-after': String(seconds),
          });
        }
        // startNext() counts this job as running when it starts it.
        await new Promise<void>((resolve) => waiting[lane].push(resolve));
      }
      const started = clock();
      try {
        return await job();
      } finally {
        averageMs = averageMs * 0.8 + (clock() - started) * 0.2;
        active--;
        if (lane === 'hash') activeHashes--;
        startNext();
      }
    },

    /** What is running and waiting (for tests and the benchmark). */
    get load() {
      return {
        active,
        hashing: activeHashes,
        verify: waiting.verify.length,
        hash: waiting.hash.length,
      };
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
