import { EmbedResult, buttonVariants } from '@hireloop/ui';
import { useFrame } from './FrameContext';
import { FRAME_TEXTS as TEXTS } from './texts';

/** "You're subscribed" to a plan, with the way to Hireloop's subscription page. */
export function SubscribedResult({ planName }: { planName: string }) {
  const { config } = useFrame();
  return (
    <EmbedResult
      title={TEXTS.subscribed}
      description={TEXTS.subscribedDescription(planName)}
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
