/**
 * The subscription widget's page: the plans of its account type — employer month, year and
 * lifetime with SPEC §9's prices and labels, or talent Lite from the plans endpoint —, sign-in
 * when the visitor subscribes (the checkout then starts by itself), and checkout through the
 * partner page. Coming back, the checkout's outcome as the server knows it, told to the host.
 * Signed in, the account bar and, with an active plan, that plan instead of the choice
 * (./SubscriptionSession.tsx, a chunk the signed-out visitor never downloads).
 */
import type { AccountType } from '@hireloop/sdk';
import { EMBED_TEXTS, EmbedSignIn } from '@hireloop/ui';
import { lazy, Suspense, useState } from 'react';
import { useFrame } from './FrameContext';
import { FrameLoading } from './FrameLoading';
import { useSignIn } from './SignInPrompt';
import type { SessionPlan } from './SubscriptionSession';
import { useCheckoutOutcome } from './useCheckoutOutcome';
import { useCredential } from './useCredential';

const CheckoutOutcome = lazy(() => import('./CheckoutOutcome'));
/** Each account type's plans, a chunk of its own; the entry starts loading the one it needs. */
export const loadPlans = {
  employer: () => import('./EmployerPlans'),
  talent: () => import('./LitePlans'),
} satisfies Record<AccountType, () => Promise<unknown>>;
const PLANS = { employer: lazy(loadPlans.employer), talent: lazy(loadPlans.talent) };
const SubscriptionSession = lazy(() => import('./SubscriptionSession'));

export function SubscriptionPage() {
  const { params, config } = useFrame();
  const token = useCredential();
  const outcome = useCheckoutOutcome();
  const { state: signInState, signIn } = useSignIn();
  // What the signed-in part found: still loading, an active plan (shown instead of the choice),
  // or none. The plans stay mounted throughout, so a checkout chosen before signing in goes on.
  const [plan, setPlan] = useState<SessionPlan>('loading');
  const Plans = PLANS[params.accountType];
  // Just paid (the outcome above says so), or signed in with an active plan: no choice to make.
  const showPlans = (!token || plan === 'none') && outcome.status?.status !== 'completed';
  return (
    <>
      {outcome.status || outcome.isPending ? (
        <Suspense fallback={null}>
          <CheckoutOutcome {...outcome} />
        </Suspense>
      ) : null}
      {token ? (
        <Suspense fallback={<FrameLoading />}>
          <SubscriptionSession justPaid={outcome.status?.status === 'completed'} onPlan={setPlan} />
        </Suspense>
      ) : null}
      <div hidden={!showPlans}>
        <Suspense fallback={<FrameLoading />}>
          <Plans signedIn={token !== null} signIn={signIn} />
        </Suspense>
      </div>
      {signInState === 'blocked' ? (
        <EmbedSignIn
          partnerName={config.partnerName}
          purpose={EMBED_TEXTS.purpose.subscription}
          state="blocked"
          onSignIn={() => void signIn()}
        />
      ) : null}
    </>
  );
}
