import { useQuery } from '@tanstack/react-query';
import type { AccountType } from '@hireloop/sdk';
import { useAccount } from '../account/useAccount';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { subscriptionQuery } from '../queries/subscription';

/**
 * The subscription status and usage of an account type (SPEC §7 GET /api/stripe/subscription),
 * cached 2 minutes (SPEC §9). Signed-out visitors fetch nothing.
 * @param accountType @default the current account type
 */
export function useSubscription(accountType?: AccountType) {
  const { client } = useHireloop();
  const { user } = useAuth();
  const current = useAccount().accountType;
  return useQuery({ ...subscriptionQuery(client, accountType ?? current), enabled: user !== null });
}
