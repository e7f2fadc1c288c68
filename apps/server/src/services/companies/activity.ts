/**
 * The team's activity log (issue 16): who created, edited, paused, closed or filled which of the
 * company's job requests, read from the append-only activity log (INSIGHTS' `activity_events`,
 * written in the same transaction as each change), newest first, paged by id.
 */
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { CursorQuery, TeamActivityPage } from '@hireloop/sdk/schemas';
import { jobRequests, users } from '../../db/schema';
import { activityEvents } from '../../db/schemaActivity';
import type { ServiceDeps } from '../deps';
import { decodeCursor, encodeCursor } from '../pageCursor';
import { activeMembership } from './access';

/** The kinds the team log shows: what members did to the company's job requests. */
const TEAM_KINDS = [
  'request_created',
  'request_edited',
  'request_paused',
  'request_resumed',
  'request_closed',
  'request_filled',
] as const;

export function createTeamActivity(deps: ServiceDeps) {
  const { db, now } = deps;
  return {
    /** GET /api/team/activity: any member of the active company. */
    async list(userId: number, query: CursorQuery): Promise<TeamActivityPage> {
      const m = await activeMembership(db, userId, now);
      const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'int').id;
      const rows = await db
        .select({
          id: activityEvents.id,
          kind: activityEvents.kind,
          at: activityEvents.at,
          actorName: users.name,
          jobRequestId: activityEvents.jobRequestId,
          jobRequestTitle: jobRequests.title,
        })
        .from(activityEvents)
        .leftJoin(users, eq(users.id, activityEvents.actorId))
        .leftJoin(jobRequests, eq(jobRequests.id, activityEvents.jobRequestId))
        .where(
          and(
            eq(activityEvents.companyId, m.companyId),
            inArray(activityEvents.kind, [...TEAM_KINDS]),
            before === undefined ? undefined : lt(activityEvents.id, before),
          ),
        )
        .orderBy(desc(activityEvents.id))
        .limit(query.limit + 1);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map((r) => ({
          id: r.id,
          kind: r.kind,
          actorName: r.actorName,
          jobRequestId: r.jobRequestId,
          jobRequestTitle: r.jobRequestTitle,
          createdAt: r.at.toISOString(),
        })),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor({ at: null, id: last.id }) : null,
      };
    },
  };
}
