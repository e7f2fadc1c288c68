import { useInfiniteQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { companyActivityQuery } from '../queries/insights';

/**
 * The company's activity log (issue 16), newest first, for infinite scroll (`fetchNextPage`):
 * who posted, edited, paused, closed or filled which request, and what happened to its bids.
 * Employers only.
 */
export function useCompanyActivity() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useInfiniteQuery({ ...companyActivityQuery(client), enabled: user?.role === 'employer' });
}
