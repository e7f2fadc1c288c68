/**
 * Work done after the answer has been sent (issue 14: forgot-password answers first, then writes
 * the token and mails it, so the answer takes as long for a known email as for an unknown one).
 * A job's failure is logged at error level, never lost; `idle()` waits for the jobs under way
 * (the outbox reader, the tests, and closing the app before its database).
 */
import type { FastifyBaseLogger } from 'fastify';

export function createBackgroundWork(log: Pick<FastifyBaseLogger, 'error'>) {
  const pending = new Set<Promise<void>>();
  return {
    /** Starts `job` now; its failure is logged as `${what} failed`. */
    run(what: string, job: () => Promise<unknown>): void {
      const running = job().then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, `${what} failed`),
      );
      pending.add(running);
      void running.finally(() => pending.delete(running));
    },

    /** Resolves once no job is under way (also the ones started while waiting). */
    async idle(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },

    /** Jobs under way. */
    get size(): number {
      return pending.size;
    },
  };
}
export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
