/**
 * The subscription widget signed in: the account bar, and the visitor's plan of the widget's
 * account type when it is active (SPEC §4's active rule), which the page shows instead of the
 * choice.
 */
import { useSubscription } from '@hireloop/hooks';
import { isSubscriptionActive } from '@hireloop/sdk';
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
  return (
    <SubscribedResult
      accountType={params.accountType}
      billingPeriod={subscription.data?.subscription?.billingPeriod ?? null}
    />
  );
}
