import { isSubscriptionActive, type AccountType } from '@hireloop/sdk';
import { useAccount } from '../account/useAccount';
import { useSubscription } from './useSubscription';

/**
 * SPEC §4 "Subscription active: status is active, trialing or lifetime AND the subscription type
 * matches the current account type". False while loading and when signed out.
 * @param accountType @default the current account type
 */
export function useIsSubscriptionActive(accountType?: AccountType): boolean {
  const current = useAccount().accountType;
  const type = accountType ?? current;
  const { data } = useSubscription(type);
  return isSubscriptionActive(data, type);
}
