import { useSubscription, useSubscriptionRenewal } from '@hireloop/hooks';
import type { AccountType } from '@hireloop/sdk';
import {
  SubscriptionRenewal,
  type SubscriptionRenewalProps,
} from '../marketplace/forms/subscription-renewal';

export type ConnectedSubscriptionRenewalProps = Omit<
  SubscriptionRenewalProps,
  | 'status'
  | 'billingPeriod'
  | 'currentPeriodEnd'
  | 'cancelAtPeriodEnd'
  | 'nextPaymentAttemptAt'
  | 'onCancel'
  | 'onResume'
  | 'pending'
> & {
  /** @default the current account type */
  accountType?: AccountType;
};

/**
 * The renewal section of the signed-in user's subscription (`useSubscription`), cancel at period
 * end and its undo through `useSubscriptionRenewal`. Renders nothing without a subscription.
 */
export function ConnectedSubscriptionRenewal({
  accountType,
  ...props
}: ConnectedSubscriptionRenewalProps) {
  const { data } = useSubscription(accountType);
  const renewal = useSubscriptionRenewal(accountType);
  const subscription = data?.subscription;
  if (!data || !subscription || data.status === 'none') return null;
  return (
    <SubscriptionRenewal
      {...props}
      status={data.status}
      billingPeriod={subscription.billingPeriod}
      currentPeriodEnd={subscription.currentPeriodEnd}
      cancelAtPeriodEnd={subscription.cancelAtPeriodEnd}
      nextPaymentAttemptAt={subscription.nextPaymentAttemptAt}
      onCancel={() => void renewal.cancelAtPeriodEnd()}
      onResume={() => void renewal.resume()}
      pending={renewal.isPending}
    />
  );
}
