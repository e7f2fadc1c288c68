import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../core/queryKeys';
import { verificationKeys } from './keys';

/**
 * Marks the person's verification stale, and the profiles and talent cards (their badges); the
 * admins' reads with `admin`.
 */
export async function invalidateVerification(
  queryClient: QueryClient,
  { admin = false }: { admin?: boolean } = {},
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: verificationKeys.mine() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.profile(0).slice(0, 1) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.talentSearch().slice(0, 1) }),
    ...(admin ? [queryClient.invalidateQueries({ queryKey: verificationKeys.admin() })] : []),
  ]);
}
