import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Client } from '@hireloop/sdk';
import type {
  AdminCheckinEngagementsQueryInput,
  AdminCheckinsQueryInput,
  CheckinHistoryQueryInput,
  EngagementsQueryInput,
} from '@hireloop/sdk/schemas';
import { queryKeys } from '../core/queryKeys';

/** The filters of the talent's check-in history: one engagement, page size. */
export type CheckinHistoryFilter = Omit<CheckinHistoryQueryInput, 'cursor'>;

/** GET /api/engagements: one side's engagements, filtered (issue 16). */
export const engagementsQuery = (client: Client, query: EngagementsQueryInput) =>
  queryOptions({
    queryKey: queryKeys.engagementList(query),
    queryFn: ({ signal }) => client.checkins.engagements(query, { signal }),
  });

/** GET /api/engagements/{id}: one engagement with its recent check-ins. */
export const engagementQuery = (client: Client, id: number) =>
  queryOptions({
    queryKey: queryKeys.engagement(id),
    queryFn: ({ signal }) => client.checkins.engagement(id, { signal }),
  });

/** GET /api/checkins/due: the talent's open check-ins. */
export const dueCheckinsQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.dueCheckins(),
    queryFn: ({ signal }) => client.checkins.due({ signal }),
  });

/** GET /api/checkins: the talent's history, newest first, paged. */
export const checkinHistoryQuery = (client: Client, filter: CheckinHistoryFilter = {}) =>
  infiniteQueryOptions({
    queryKey: queryKeys.checkinHistory(filter),
    queryFn: ({ pageParam, signal }) =>
      client.checkins.history({ ...filter, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page?.nextCursor ?? undefined,
  });

/** GET /api/admin/check-ins: the admins' figures over a period. */
export const adminCheckinStatsQuery = (client: Client, query: AdminCheckinsQueryInput = {}) =>
  queryOptions({
    queryKey: queryKeys.adminCheckinStats(query),
    queryFn: ({ signal }) => client.checkins.adminStats(query, { signal }),
  });

/** GET /api/admin/check-ins/engagements: one company's or one talent's engagements. */
export const adminCheckinEngagementsQuery = (
  client: Client,
  query: AdminCheckinEngagementsQueryInput,
) =>
  queryOptions({
    queryKey: queryKeys.adminCheckinEngagements(query),
    queryFn: ({ signal }) => client.checkins.adminEngagements(query, { signal }),
  });
