import { useQuery } from '@tanstack/react-query';
import type { InsightsQueryInput } from '@hireloop/sdk/schemas';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { insightsQuery } from '../queries/insights';

/**
 * The signed-in employer's insights (issue 16): the funnel, medians, quota use, response rate and
 * series over a period, for the company or one of its job requests. Asked for employers only (a
 * talent account would get a 403); a new period keeps the previous answer until its own arrives
 * (`isPlaceholderData`).
 * @param query `{ from, to, jobRequestId }` @default {} (the last 30 days, the whole company)
 */
export function useInsights(query: InsightsQueryInput = {}) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...insightsQuery(client, query), enabled: user?.role === 'employer' });
}
