import { EmbedResult, Skeleton, buttonVariants } from '@hireloop/ui';
import type { EmbedCheckoutStatus } from '@hireloop/sdk/schemas';
import { useFrame } from './FrameContext';
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
  const { config } = useFrame();
  if (isPending || status?.status === 'open') {
    return (
      <div role="status" aria-label={TEXTS.confirming} className="grid gap-2">
        <p className="text-sm">{TEXTS.confirming}</p>
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (!status) return null;
  if (status.status === 'completed') {
    return (
      <EmbedResult
        title={TEXTS.subscribed}
        description={TEXTS.subscribedDescription(status.planName)}
        actions={
          <a
            href={`${config.appOrigin}/subscription`}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: 'outline' })}
          >
            {TEXTS.openHireloop}
          </a>
        }
      />
    );
  }
  return (
    <EmbedResult tone="neutral" title={TEXTS.canceled} description={TEXTS.canceledDescription} />
  );
}
