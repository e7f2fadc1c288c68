import type { AccountType, BillingPeriod } from '@hireloop/sdk';
import { EMPLOYER_PLAN_NAMES, EmbedResult, buttonVariants } from '@hireloop/ui';
import { useFrame } from './FrameContext';
import { FRAME_TEXTS as TEXTS } from './texts';

/** The plan's name as the app shows it: the employer plan's name for its period, or Lite. */
function planName(accountType: AccountType, period: BillingPeriod | null): string {
  if (accountType === 'talent') return 'Lite';
  return period ? EMPLOYER_PLAN_NAMES[period] : 'employer';
}

/** "You're subscribed" to a plan, with the way to Hireloop's subscription page. */
export function SubscribedResult({
  accountType,
  billingPeriod,
}: {
  accountType: AccountType;
  billingPeriod: BillingPeriod | null;
}) {
  const { config } = useFrame();
  return (
    <EmbedResult
      title={TEXTS.subscribed}
      description={TEXTS.subscribedDescription(planName(accountType, billingPeriod))}
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
