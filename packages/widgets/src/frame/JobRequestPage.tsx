/**
 * The job request widget's page: sign in (the sign-in window), then the app's job request form
 * (./JobRequestSignedIn.tsx, a chunk of its own that a visitor who never signs in never
 * downloads). A checkout the page came back with shows its outcome, as the server knows it.
 */
import { lazy, Suspense, useEffect } from 'react';
import { FrameLoading } from './FrameLoading';
import { SignInPrompt } from './SignInPrompt';
import { useCheckoutOutcome } from './useCheckoutOutcome';
import { useCredential } from './useCredential';

const CheckoutOutcome = lazy(() => import('./CheckoutOutcome'));
const loadSignedIn = () => import('./JobRequestSignedIn');
const JobRequestSignedIn = lazy(loadSignedIn);
const preload = () => void loadSignedIn().catch(() => undefined);

export function JobRequestPage() {
  const outcome = useCheckoutOutcome();
  const token = useCredential();
  // Downloaded as soon as a sign-in starts, so the form is there when the credential arrives.
  useEffect(() => {
    if (token) preload();
  }, [token]);
  const paid = outcome.status?.status === 'completed';
  return (
    <>
      {outcome.isPending || (outcome.status && !(paid && token)) ? (
        <Suspense fallback={null}>
          <CheckoutOutcome {...outcome} />
        </Suspense>
      ) : null}
      {token ? (
        <Suspense fallback={<FrameLoading />}>
          <JobRequestSignedIn justPaid={paid} />
        </Suspense>
      ) : (
        <SignInPrompt onStart={preload} />
      )}
    </>
  );
}
