import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../core/queryKeys';

/**
 * Marks every check-in read stale: the engagement lists and details, the talent's due list and
 * history, and the admins' figures. Active queries refetch; the promise waits for them.
 */
export async function invalidateCheckins(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [
      queryKeys.engagements(),
      queryKeys.checkins(),
      queryKeys.dueCheckins(),
      queryKeys.adminCheckins(),
      queryKeys.adminCheckinEngagements({}).slice(0, 1),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
