import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Client } from '@hireloop/sdk';
import { queryKeys } from '../core/queryKeys';

/** GET /api/team: the active company, the caller's role, members and pending invites (issue 16). */
export const teamQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.team(),
    queryFn: ({ signal }) => client.team.get({ signal }),
  });

/** GET /api/team/activity, newest first; each page's `nextCursor` loads older entries. */
export const teamActivityQuery = (client: Client, limit?: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.teamActivity(limit === undefined ? {} : { limit }),
    queryFn: ({ pageParam, signal }) =>
      client.team.activity(
        { cursor: pageParam, ...(limit === undefined ? {} : { limit }) },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page?.nextCursor ?? undefined,
  });

/** GET /api/companies: the person's companies, their role in each, the active one marked. */
export const companiesQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.companies(),
    queryFn: ({ signal }) => client.team.companies({ signal }),
  });

/** GET /api/invites/{token}: what an invite link offers (no sign-in needed). */
export const invitePreviewQuery = (client: Client, token: string) =>
  queryOptions({
    queryKey: queryKeys.invite(token),
    queryFn: ({ signal }) => client.team.previewInvite(token, { signal }),
  });
