import { useState } from 'react';
import { useAccount, useCheckout } from '@hireloop/hooks';
import { DEFAULT_BILLING_PERIOD, type BillingPeriod } from '@hireloop/sdk';
import { EmployerSubscriptionModal } from '../marketplace/forms/employer-subscription-modal';

/**
 * The employer subscription modal fed from the account context (its open state, reason and the
 * server's message) and `useCheckout` (SPEC §4 checkout flow: the chosen period's plan, then the
 * redirect; failures toast `TEXTS.subscriptionError.title`).
 */
export function ConnectedEmployerSubscriptionModal() {
  const { subscriptionModal, closeSubscriptionModal } = useAccount();
  const { startEmployerCheckout, isPending } = useCheckout();
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  return (
    <EmployerSubscriptionModal
      open={subscriptionModal.open}
      onOpenChange={(open) => {
        if (!open) closeSubscriptionModal();
      }}
      reason={subscriptionModal.reason}
      message={subscriptionModal.message}
      period={period}
      onPeriodChange={setPeriod}
      onSubscribe={(chosen) => void startEmployerCheckout(chosen)}
      pending={isPending}
    />
  );
}
