// Talent Lite (SPEC §1, §9: monthly, annual, lifetime, from the plans endpoint), a chunk of its own.
import { useLiteCheckout } from '@hireloop/hooks';
import { DEFAULT_BILLING_PERIOD, type BillingPeriod } from '@hireloop/sdk';
import { LitePlanPicker } from '@hireloop/ui';
import { useState } from 'react';
import { useSubscribe, type PlansProps } from './useSubscribe';

export default function LitePlans(props: PlansProps) {
  const lite = useLiteCheckout();
  const { subscribe, waiting } = useSubscribe(props, lite.checkout);
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  return (
    <LitePlanPicker
      plans={lite.plans}
      plansStatus={lite.plansStatus}
      period={period}
      onPeriodChange={setPeriod}
      onCheckout={(_plan, chosen) => subscribe(chosen)}
      onCheckoutUnavailable={(chosen) => subscribe(chosen)}
      onRetryPlans={() => void lite.checkout(period)}
      checkoutPending={lite.isPending || waiting}
    />
  );
}
