/**
 * Interleaved transactions for the live ordering tests (issue 14): a transaction that publishes and
 * then stays open until released, and a wait until another publish is either stuck behind a lock
 * or already committed.
 */
import { sql } from 'drizzle-orm';
import type { LiveEvent } from '@hireloop/sdk/schemas';
import type { App } from '../src/types';
import { TEST_DB } from './helpers';

export interface HeldPublish {
  /** Resolves once the event is inserted (its id drawn), the transaction still open. */
  published: Promise<void>;
  /** Lets the transaction end: commit, or roll back with `rollback`. */
  release(): void;
  /** Settles when the transaction has ended (rejects with "rolled back" when asked to). */
  committed: Promise<void>;
}

/** Publishes `event` to `userId` in a transaction of `app`'s database that waits for `release()`. */
export function heldPublish(
  app: App,
  userId: number,
  event: LiveEvent,
  options: { rollback?: boolean } = {},
): HeldPublish {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let published!: () => void;
  const didPublish = new Promise<void>((resolve) => (published = resolve));
  const committed = app.db.transaction(async (tx) => {
    await app.services.live.publish(tx, userId, event);
    published();
    await released;
    if (options.rollback) throw new Error('rolled back');
  });
  // Published never resolves when the publish itself fails: surface that instead of a timeout.
  return { published: Promise.race([didPublish, committed]), release, committed };
}

/**
 * Waits until `other` (a publish begun after a held one) has committed or, on PostgreSQL, is
 * waiting on a lock. PGlite runs one transaction at a time, so there it cannot have begun: nothing
 * to wait for (a query to look would itself wait for the held transaction).
 */
export async function publishWaitsOrCommits(app: App, other: Promise<unknown>): Promise<void> {
  if (TEST_DB !== 'postgres') return;
  let done = false;
  void other.then(
    () => (done = true),
    () => (done = true),
  );
  const deadline = Date.now() + 5000;
  for (;;) {
    if (done) return;
    const result = (await app.db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: Array<{ waiting: number }> };
    if (Number(result.rows[0]?.waiting ?? 0) > 0) return;
    if (Date.now() > deadline) throw new Error('the other publish neither waited nor committed');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
