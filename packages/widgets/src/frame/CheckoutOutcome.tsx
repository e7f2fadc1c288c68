import { EmbedResult, Skeleton } from '@hireloop/ui';
import type { EmbedCheckoutStatus } from '@hireloop/sdk/schemas';
import { SubscribedResult } from './SubscribedResult';
import { FRAME_TEXTS as TEXTS } from './texts';

/**
 * How the checkout the page came back with ended: paid, canceled, or still being confirmed. A
 * chunk of its own (most visits come back from no checkout).
 */
export default function CheckoutOutcome({
  status,
  isPending,
}: {
  status: EmbedCheckoutStatus | undefined;
  isPending: boolean;
}) {
  if (isPending || status?.status === 'open') {
    return (
      <div role="status" aria-label={TEXTS.confirming} className="grid gap-2">
        <p className="text-sm">{TEXTS.confirming}</p>
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (!status) return null;
  if (status.status === 'completed')
    return (
      <SubscribedResult accountType={status.accountType} billingPeriod={status.billingPeriod} />
    );
  return (
    <EmbedResult tone="neutral" title={TEXTS.canceled} description={TEXTS.canceledDescription} />
  );
}
