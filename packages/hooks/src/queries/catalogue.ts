import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Client } from '@hireloop/sdk';
import type { ExternalJobsQueryInput, SkillTrendsQueryInput } from '@hireloop/sdk/schemas';
import { queryKeys } from '../core/queryKeys';

/**
 * How long the skills list stays fresh: an hour (not in SPEC). The skills database is reference
 * data that changes with a deploy or an admin edit, not while someone browses, so one read per
 * hour of use is enough; SPEC §9's 5-minute default would only re-read the same list.
 */
export const SKILLS_STALE_TIME = 60 * 60_000;

/** The external job filters, without the cursor (the infinite query owns it). */
export type ExternalJobFilters = Omit<ExternalJobsQueryInput, 'cursor'>;

/** GET /api/skills: every skill, sorted by name; fresh for {@link SKILLS_STALE_TIME}. */
export const skillsQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.skills(),
    queryFn: ({ signal }) => client.skills.list({ signal }),
    staleTime: SKILLS_STALE_TIME,
  });

/** GET /api/skill-trends: the top skills by demand over a window. */
export const skillTrendsQuery = (client: Client, query: SkillTrendsQueryInput = {}) =>
  queryOptions({
    queryKey: queryKeys.skillTrends(query),
    queryFn: ({ signal }) => client.skillTrends.list(query, { signal }),
  });

/** GET /api/skill-trends/{skillId}: one skill's trend (the skill detail page). */
export const skillTrendQuery = (client: Client, skillId: number) =>
  queryOptions({
    queryKey: queryKeys.skillTrend(skillId),
    queryFn: ({ signal }) => client.skillTrends.get(skillId, { signal }),
  });

/** GET /api/airtable/jobs: the external job feed, newest first, one cursor page at a time. */
export const externalJobsQuery = (client: Client, filters: ExternalJobFilters = {}) =>
  infiniteQueryOptions({
    queryKey: queryKeys.externalJobs(filters),
    queryFn: ({ pageParam, signal }) =>
      client.externalJobs.list({ ...filters, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page?.nextCursor ?? undefined,
  });

/** GET /api/airtable/jobs/{id}: one external job by its "rec…" id. */
export const externalJobQuery = (client: Client, id: string) =>
  queryOptions({
    queryKey: queryKeys.externalJob(id),
    queryFn: ({ signal }) => client.externalJobs.get(id, { signal }),
  });
