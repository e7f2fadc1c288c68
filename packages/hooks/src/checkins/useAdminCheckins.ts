import { useQuery } from '@tanstack/react-query';
import type {
  AdminCheckinEngagementsQueryInput,
  AdminCheckinsQueryInput,
} from '@hireloop/sdk/schemas';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { adminCheckinEngagementsQuery, adminCheckinStatsQuery } from '../queries/checkins';

/** The admins' check-in figures (overdue and missed rates, open blockers) over a period. */
export function useAdminCheckinStats(query: AdminCheckinsQueryInput = {}) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...adminCheckinStatsQuery(client, query), enabled: user?.isAdmin === true });
}

/** The drill-down: one company's or one talent's engagements; nothing while `query` is null. */
export function useAdminCheckinEngagements(query: AdminCheckinEngagementsQueryInput | null) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({
    ...adminCheckinEngagementsQuery(client, query ?? {}),
    enabled: user?.isAdmin === true && query !== null,
  });
}
