import { ACTIVE_SUBSCRIPTION_STATUSES, type AccountType } from '../vocabulary';

/**
 * The part of the subscription response (SPEC §3: "status; subscription object with
 * subscriptionType …") that decides whether it is active. Loose on purpose, so a partial or
 * not-yet-validated response can be passed.
 */
export interface SubscriptionActivityInput {
  status?: string | null;
  subscription?: { subscriptionType?: string | null } | null;
}

/**
 * SPEC §4: "Subscription active: status is active, trialing or lifetime AND the subscription type
 * matches the current account type."
 *
 * Choice: a missing response, status or subscription object reads as not active (`false`), so
 * visitors and failed loads are treated as unsubscribed rather than throwing.
 */
export function isSubscriptionActive(
  response: SubscriptionActivityInput | null | undefined,
  accountType: AccountType,
): boolean {
  const status = response?.status;
  return (
    ACTIVE_SUBSCRIPTION_STATUSES.some((active) => active === status) &&
    response?.subscription?.subscriptionType === accountType
  );
}
