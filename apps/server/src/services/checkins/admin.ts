/**
 * The admins' check-in figures (issue 16, /admin/check-ins): over the check-ins that fell due in
 * the last `days` days, how many were overdue (not submitted by the end of the grace period) and
 * missed, and the open blockers — overall, by company and by talent — and the drill-down to one
 * company's or one talent's engagements.
 */
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { CHECKIN_GRACE_PERIOD_MS } from '@hireloop/sdk/constants';
import type {
  AdminCheckinEngagementsQuery,
  AdminCheckinStats,
  CheckinStats,
  CheckinStatsRow,
  Engagement,
} from '@hireloop/sdk/schemas';
import { companies, jobRequests, users } from '../../db/schema';
import { checkins, engagements } from '../../db/schemaCheckins';
import type { ServiceDeps } from '../deps';
import { toEngagements } from './engagements';
import { selectEngagements } from './rows';

/** Rows per table (the worst first). */
const ROWS_MAX = 100;
/** Engagements per drill-down. */
const DRILL_DOWN_MAX = 200;

const rate = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

export function createCheckinAdmin(deps: ServiceDeps) {
  const { db, now } = deps;

  /** The aggregate columns over engagements left-joined to their check-ins in the period. */
  function figures(at: Date) {
    const graceMs = sql.raw(String(CHECKIN_GRACE_PERIOD_MS));
    const lateAt = sql`${checkins.dueAt} + (${graceMs} * interval '1 millisecond')`;
    const overdue = sql`(${checkins.submittedAt} is null and ${lateAt} <= ${at.toISOString()}::timestamptz) or ${checkins.submittedAt} > ${lateAt}`;
    return {
      engagements: sql<number>`count(distinct ${engagements.id})::int`,
      checkins: sql<number>`count(${checkins.id})::int`,
      submitted: sql<number>`count(${checkins.submittedAt})::int`,
      overdue: sql<number>`count(${checkins.id}) filter (where ${overdue})::int`,
      missed: sql<number>`count(${checkins.missedAt})::int`,
      openBlockers: sql<number>`count(${checkins.id}) filter (where ${checkins.hasBlockers} and ${checkins.submittedAt} is not null and ${checkins.reviewState} is distinct from 'acknowledged')::int`,
    };
  }

  function periodJoin(from: Date, at: Date): SQL {
    return and(
      eq(checkins.engagementId, engagements.id),
      gte(checkins.dueAt, from),
      lte(checkins.dueAt, at),
    )!;
  }

  const withRates = <T extends Omit<CheckinStats, 'overdueRate' | 'missedRate'>>(row: T) => ({
    ...row,
    overdueRate: rate(row.overdue, row.checkins),
    missedRate: rate(row.missed, row.checkins),
  });

  const worstFirst = (a: CheckinStatsRow, b: CheckinStatsRow) =>
    b.overdueRate - a.overdueRate || b.missedRate - a.missedRate || b.checkins - a.checkins;

  return {
    /** GET /api/admin/check-ins. */
    async stats(days: number): Promise<AdminCheckinStats> {
      const at = now();
      const from = new Date(at.getTime() - days * 24 * 60 * 60 * 1000);
      const columns = figures(at);
      const [totals] = await db
        .select(columns)
        .from(engagements)
        .leftJoin(checkins, periodJoin(from, at));
      const byCompany = await db
        .select({ id: companies.id, name: companies.name, ...columns })
        .from(engagements)
        .innerJoin(jobRequests, eq(jobRequests.id, engagements.jobRequestId))
        .innerJoin(companies, eq(companies.id, jobRequests.companyId))
        .leftJoin(checkins, periodJoin(from, at))
        .groupBy(companies.id, companies.name);
      const byTalent = await db
        .select({ id: users.id, name: users.name, ...columns })
        .from(engagements)
        .innerJoin(users, eq(users.id, engagements.talentId))
        .leftJoin(checkins, periodJoin(from, at))
        .groupBy(users.id, users.name);
      return {
        days,
        totals: withRates(totals!),
        byCompany: byCompany.map(withRates).sort(worstFirst).slice(0, ROWS_MAX),
        byTalent: byTalent.map(withRates).sort(worstFirst).slice(0, ROWS_MAX),
      };
    },

    /** GET /api/admin/check-ins/engagements: one company's and/or one talent's engagements. */
    async engagements(query: AdminCheckinEngagementsQuery): Promise<Engagement[]> {
      const rows = await selectEngagements(db)
        .where(
          and(
            query.companyId === undefined ? undefined : eq(jobRequests.companyId, query.companyId),
            query.talentId === undefined ? undefined : eq(engagements.talentId, query.talentId),
          ),
        )
        .orderBy(desc(engagements.startedAt), desc(engagements.id))
        .limit(DRILL_DOWN_MAX);
      return toEngagements(db, rows, now());
    },
  };
}
