/**
 * The server's one scheduler (issue 14): the single place for timed work. A feature registers a
 * job — a name, how often, and what to do — and the scheduler runs it when it is due by the
 * server's clock (`deps.now`, which tests move with `advanceClock`).
 *
 * Several instances on one database: each job is a `scheduler_jobs` row, and an instance runs a
 * due job only after claiming it in one conditional UPDATE (`SET next_run_at = now + every WHERE
 * name = … AND next_run_at <= now`): PostgreSQL re-checks the condition after the row lock, so
 * exactly one instance claims each due run. A job's own actions must still be safe to repeat (lock
 * the rows they change and check again under the lock — `FOR UPDATE SKIP LOCKED`), because a run
 * that outlasts its interval, or a run retried after a failure, may meet work already done.
 *
 * A failed run is logged and recorded (`last_error`), and is retried after `RETRY_MS` (or its
 * interval, when shorter) instead of waiting a whole interval.
 *
 * Ticks: a timer every `config.schedulerIntervalMs` (`SCHEDULER_INTERVAL_MS`, 0 = no timer), and
 * `tick()` for tests and tools: one deterministic pass over the due jobs, never overlapping another
 * tick of this instance. `close()` stops the timer and waits for the tick under way.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import { schedulerJobs } from '../../db/schema';
import type { ServiceDeps } from '../deps';

/** A failed run is tried again after this long (or its interval, when shorter). */
export const RETRY_MS = 60_000;

/** One job of the scheduler. */
export interface ScheduledJob {
  /** Unique, stable name (the `scheduler_jobs` row), e.g. `live-events.purge`. */
  name: string;
  /** How often it runs, in ms of the server's clock. Its first run is at the first tick. */
  everyMs: number;
  /**
   * The work: idempotent per item (lock, check again, act), since it may meet work already done.
   * What it resolves to is logged at debug level with the job's name.
   */
  run(): Promise<unknown>;
}

/** What one tick did on this instance. */
export interface TickReport {
  /** The jobs this instance claimed and ran to completion. */
  ran: string[];
  /** The jobs this instance claimed whose run threw (retried after RETRY_MS). */
  failed: string[];
}

export function createScheduler(deps: Pick<ServiceDeps, 'db' | 'now' | 'log'>) {
  const { db, now, log } = deps;
  const jobs = new Map<string, ScheduledJob>();
  let ensured = false;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  /** The tick under way (ticks of one instance run one after the other). */
  let chain: Promise<unknown> = Promise.resolve();

  /** The rows of the registered jobs, created due now (once per instance and registration). */
  async function ensureRows(): Promise<void> {
    if (ensured) return;
    const at = now();
    await db
      .insert(schedulerJobs)
      .values([...jobs.keys()].map((name) => ({ name, nextRunAt: at })))
      .onConflictDoNothing();
    ensured = true;
  }

  /** Claims one due run of `job` for this instance; false when it is not due or already claimed. */
  async function claim(job: ScheduledJob, at: Date): Promise<boolean> {
    const claimed = await db
      .update(schedulerJobs)
      .set({
        nextRunAt: new Date(at.getTime() + job.everyMs),
        lastStartedAt: at,
        runs: sql`${schedulerJobs.runs} + 1`,
      })
      .where(and(eq(schedulerJobs.name, job.name), lte(schedulerJobs.nextRunAt, at)))
      .returning({ name: schedulerJobs.name });
    return claimed.length === 1;
  }

  async function runOnce(): Promise<TickReport> {
    const report: TickReport = { ran: [], failed: [] };
    if (!jobs.size) return report;
    await ensureRows();
    for (const job of jobs.values()) {
      if (closed) break;
      const at = now();
      if (!(await claim(job, at))) continue;
      try {
        const outcome = await job.run();
        await db
          .update(schedulerJobs)
          .set({ lastFinishedAt: now(), lastError: null })
          .where(eq(schedulerJobs.name, job.name));
        log.debug({ job: job.name, outcome }, 'scheduled job ran');
        report.ran.push(job.name);
      } catch (error) {
        report.failed.push(job.name);
        log.error({ err: error, job: job.name }, 'scheduled job failed');
        const retryAt = new Date(now().getTime() + Math.min(RETRY_MS, job.everyMs));
        await db
          .update(schedulerJobs)
          .set({
            lastFinishedAt: now(),
            lastError: error instanceof Error ? error.message : String(error),
            nextRunAt: retryAt,
          })
          .where(eq(schedulerJobs.name, job.name))
          .catch((err: unknown) =>
            log.error({ err, job: job.name }, 'scheduler row update failed'),
          );
      }
    }
    return report;
  }

  const scheduler = {
    /** Adds a job (at wiring time, before the first tick). Names are unique. */
    register(job: ScheduledJob): void {
      if (jobs.has(job.name)) throw new Error(`Scheduled job ${job.name} is registered twice`);
      if (!(job.everyMs > 0)) throw new Error(`Scheduled job ${job.name} needs everyMs > 0`);
      jobs.set(job.name, job);
      ensured = false;
    },

    /** The registered jobs' names. */
    get jobNames(): string[] {
      return [...jobs.keys()];
    },

    /**
     * Runs every job that is due by the server's clock and not claimed by another instance, once,
     * after the tick under way on this instance (if any). What tests call after `advanceClock`.
     */
    tick(): Promise<TickReport> {
      const next = chain.then(runOnce, runOnce);
      chain = next.catch(() => undefined);
      return next;
    },

    /** Starts the timer (every `intervalMs`; 0 or less: no timer, ticks only through `tick()`). */
    start(intervalMs: number): void {
      if (closed || timer || intervalMs <= 0) return;
      timer = setInterval(() => {
        scheduler
          .tick()
          .catch((error: unknown) => log.error({ err: error }, 'scheduler tick failed'));
      }, intervalMs);
      timer.unref();
    },

    /** Stops the timer and waits for the tick under way (app close). */
    async close(): Promise<void> {
      closed = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await chain;
    },
  };
  return scheduler;
}
export type Scheduler = ReturnType<typeof createScheduler>;
