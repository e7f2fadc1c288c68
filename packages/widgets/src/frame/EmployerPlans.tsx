// The employer plans of the subscription widget (SPEC §9: month, year, lifetime), a chunk of its own.
import { useCheckout } from '@hireloop/hooks';
import { DEFAULT_BILLING_PERIOD, type BillingPeriod } from '@hireloop/sdk';
import { Button, EmployerPlanPicker, Spinner } from '@hireloop/ui';
import { useId, useState } from 'react';
import { FRAME_TEXTS as TEXTS } from './texts';
import { useSubscribe, type PlansProps } from './useSubscribe';

export default function EmployerPlans(props: PlansProps) {
  const { startEmployerCheckout, isPending } = useCheckout();
  const { subscribe, waiting } = useSubscribe(props, startEmployerCheckout);
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  const titleId = useId();
  const pending = isPending || waiting;
  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <h2 id={titleId} className="text-lg font-semibold">
        {TEXTS.plansTitle}
      </h2>
      <EmployerPlanPicker period={period} onPeriodChange={setPeriod} disabled={pending} />
      <Button
        type="button"
        className="justify-self-end"
        disabled={pending}
        aria-busy={pending}
        onClick={() => subscribe(period)}
      >
        {pending ? <Spinner /> : null}
        {TEXTS.subscribe}
      </Button>
    </section>
  );
}
