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

/**
 * Renewal retries (not shown; issue 14): after a renewal payment fails the subscription is
 * `past_due`, and the payment is tried again this many days after the period ended, once per entry.
 * When the last retry fails too, the subscription is `canceled`: the last entry is the grace period
 * (7 days of past_due at most).
 */
export const RENEWAL_RETRY_DAYS: readonly number[] = [1, 3, 7];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a renewal that failed `failedAttempts` times (1 = the renewal itself) is tried next, counted
 * from the end of the period it pays for; `null` once the retries are used up (the plan ends).
 */
export function nextRenewalAttempt(periodEnd: Date, failedAttempts: number): Date | null {
  const days = RENEWAL_RETRY_DAYS[failedAttempts - 1];
  return days === undefined ? null : new Date(periodEnd.getTime() + days * DAY_MS);
}
