/**
 * Quota consumption is never stored: it is counted from the job requests of the current billing
 * period.
 */
import { and, count, eq, gte } from 'drizzle-orm';
import type { QuotaUsageCounts } from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import { jobRequests } from '../../db/schema';
import type { Consumed } from './types';

export type PerType<T> = { job: T; project: T; task: T };

/** The six counters of SPEC §3's subscription usage, from limits and consumption per type. */
export function quotaCounters(
  limits: PerType<number | null>,
  consumed: PerType<number>,
): QuotaUsageCounts {
  return {
    jobLimit: limits.job,
    consumedJobs: consumed.job,
    projectLimit: limits.project,
    consumedProjects: consumed.project,
    taskLimit: limits.task,
    consumedTasks: consumed.task,
  };
}

/** Job requests of `userId` created since `since`, per type (all statuses count). */
export async function countConsumed(q: Db | Tx, userId: number, since: Date): Promise<Consumed> {
  const rows = await q
    .select({ type: jobRequests.type, n: count() })
    .from(jobRequests)
    .where(and(eq(jobRequests.employerId, userId), gte(jobRequests.createdAt, since)))
    .groupBy(jobRequests.type);
  const consumed: Consumed = { job: 0, project: 0, task: 0 };
  for (const row of rows) consumed[row.type] = Number(row.n);
  return consumed;
}
