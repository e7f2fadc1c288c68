/**
 * The subscription widget signed in: the account bar, and the visitor's plan of the widget's
 * account type when it is active (SPEC §4's active rule), which the page shows instead of the
 * choice.
 */
import { useSubscription } from '@hireloop/hooks';
import { isSubscriptionActive, type AccountType, type BillingPeriod } from '@hireloop/sdk';
import { EMPLOYER_PLAN_NAMES } from '@hireloop/ui';
import { useEffect } from 'react';
import { useFrame } from './FrameContext';
import { FrameLoading } from './FrameLoading';
import { SubscribedResult } from './SubscribedResult';
import { Session } from './Session';

/** What the session found: loading, an active plan, or none. */
export type SessionPlan = 'loading' | 'active' | 'none';

export default function SubscriptionSession(props: {
  /** The page came back from a paid checkout (its outcome is shown already). */
  justPaid: boolean;
  onPlan: (plan: SessionPlan) => void;
}) {
  return <Session>{() => <ActivePlan {...props} />}</Session>;
}

function ActivePlan({
  justPaid,
  onPlan,
}: {
  justPaid: boolean;
  onPlan: (plan: SessionPlan) => void;
}) {
  const { params } = useFrame();
  const subscription = useSubscription(params.accountType);
  const active = isSubscriptionActive(subscription.data, params.accountType);
  const plan: SessionPlan = subscription.isPending ? 'loading' : active ? 'active' : 'none';
  useEffect(() => {
    onPlan(plan);
    return () => onPlan('loading');
  }, [plan, onPlan]);
  if (plan === 'loading') return <FrameLoading />;
  if (plan === 'none' || justPaid) return null;
  const period = subscription.data?.subscription?.billingPeriod ?? null;
  return <SubscribedResult planName={planName(params.accountType, period)} />;
}

/** The plan's name for the "subscribed" text: the employer plan's, or Lite. */
function planName(accountType: AccountType, period: BillingPeriod | null): string {
  if (accountType === 'talent') return 'Lite';
  return period ? EMPLOYER_PLAN_NAMES[period] : 'employer';
}
