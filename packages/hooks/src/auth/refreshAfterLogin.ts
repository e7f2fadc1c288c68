import {
  resolveInitialAccountType,
  SESSION_STORAGE_KEYS,
  STORAGE_KEYS,
  type User,
} from '@hireloop/sdk';
import type { HireloopContextValue } from '../core/HireloopProvider';
import { notificationsQuery, groupsQuery, stickyMessagesQuery } from '../queries/messaging';
import { profilingQuery } from '../queries/session';
import { subscriptionQuery } from '../queries/subscription';

/**
 * SPEC §4/§7: after login "these are refreshed: /api/stripe/subscription, /api/groups,
 * /api/admin/sticky-messages, /api/user/profiling, /api/notifications". Each is fetched anew
 * (whether or not a screen shows it yet), so the first page after login paints from fresh data.
 * The subscription is the one of the account type the user will act as. Failures are left to
 * the queries' own error states.
 */
export async function refreshAfterLogin(
  {
    client,
    queryClient,
    storage,
  }: Pick<HireloopContextValue, 'client' | 'queryClient' | 'storage'>,
  user: User,
): Promise<void> {
  const accountType = resolveInitialAccountType({
    stored: storage.local.get(STORAGE_KEYS.currentAccountType(user.id)),
    sessionInitial: storage.session.get(SESSION_STORAGE_KEYS.initialAccountType),
    role: user.role,
  });
  // staleTime 0: fetched now even where a cached answer is still fresh.
  await Promise.allSettled([
    queryClient.fetchQuery({ ...subscriptionQuery(client, accountType), staleTime: 0 }),
    queryClient.fetchQuery({ ...groupsQuery(client), staleTime: 0 }),
    queryClient.fetchQuery({ ...stickyMessagesQuery(client), staleTime: 0 }),
    queryClient.fetchQuery({ ...profilingQuery(client), staleTime: 0 }),
    queryClient.fetchQuery({ ...notificationsQuery(client), staleTime: 0 }),
  ]);
}
