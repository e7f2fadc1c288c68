import { useEffect, useState } from 'react';
import {
  useAccount,
  useIsSubscriptionActive,
  usePlans,
  useStartJobRequest,
  useSubscription,
} from '@hireloop/hooks';
import {
  Button,
  buttonVariants,
  Card,
  CardContent,
  Spinner,
  BILLING_PERIOD_DESCRIPTIONS,
  formatDate,
} from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { AppLink } from '../../lib/AppLink';
import { planNameFor } from './planText';

/** How often the subscription is asked again while the payment is being confirmed. */
const POLL_MS = 2000;
/** How long to wait for the plan to turn active before offering a manual refresh. */
const WAIT_MS = 20_000;

/**
 * /payment-success (the checkout returns here with `?success=true`; the frame refreshes the
 * subscription and clears the query): waits until the plan shows as active — Stripe's webhook can
 * land a moment after the redirect — then shows it and the next step.
 */
export default function PaymentSuccessPage() {
  const { accountType } = useAccount();
  const subscription = useSubscription();
  const active = useIsSubscriptionActive();
  const plans = usePlans(accountType);
  const startJobRequest = useStartJobRequest();
  const [attempt, setAttempt] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const { refetch } = subscription;

  useEffect(() => {
    if (active) return;
    const poll = setInterval(() => void refetch(), POLL_MS);
    const stop = setTimeout(() => {
      clearInterval(poll);
      setTimedOut(true);
    }, WAIT_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(stop);
    };
  }, [active, refetch, attempt]);

  const details = subscription.data?.subscription;
  const period = details?.billingPeriod ?? null;
  const planName = period ? planNameFor(accountType, period, plans.data) : null;

  return (
    <Page className="max-w-2xl">
      <PageHeader title="Payment successful" description="Thank you. Your payment went through." />
      {active ? (
        <div className="flex flex-col gap-6">
          <Card>
            <CardContent className="flex flex-col gap-3">
              <p role="status" className="text-lg font-semibold">
                {planName ? `Your ${planName} plan is active.` : 'Your plan is active.'}
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                {period ? (
                  <>
                    <dt className="text-muted-foreground">Billing</dt>
                    <dd>{BILLING_PERIOD_DESCRIPTIONS[period]}</dd>
                  </>
                ) : null}
                {details?.currentPeriodEnd && period !== 'lifetime' ? (
                  <>
                    <dt className="text-muted-foreground">Renews on</dt>
                    <dd>
                      <time dateTime={details.currentPeriodEnd}>
                        {formatDate(details.currentPeriodEnd)}
                      </time>
                    </dd>
                  </>
                ) : null}
              </dl>
            </CardContent>
          </Card>
          <section aria-labelledby="next-steps-heading" className="flex flex-col gap-3">
            <h2 id="next-steps-heading" className="text-lg font-semibold">
              Next steps
            </h2>
            <p className="text-sm text-muted-foreground">
              {accountType === 'employer'
                ? 'Post your first job request, then invite talent to it.'
                : 'You have skipped the waitlist: send proposals on the opportunities that fit you.'}
            </p>
            <div className="flex flex-wrap gap-2">
              {accountType === 'employer' ? (
                <Button type="button" onClick={() => void startJobRequest()}>
                  Create a job request
                </Button>
              ) : (
                <AppLink href="/opportunities" className={buttonVariants()}>
                  Browse opportunities
                </AppLink>
              )}
              <AppLink href="/subscription" className={buttonVariants({ variant: 'outline' })}>
                View your subscription
              </AppLink>
            </div>
          </section>
        </div>
      ) : timedOut ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-3">
            <p role="status" className="font-semibold">
              We're still confirming your payment
            </p>
            <p className="text-sm text-muted-foreground">
              This can take a minute. If your payment went through, your plan shows up here as soon
              as it is confirmed.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                disabled={subscription.isFetching}
                onClick={() => {
                  void refetch();
                  setTimedOut(false);
                  setAttempt((count) => count + 1);
                }}
              >
                {subscription.isFetching ? <Spinner size="sm" aria-hidden="true" /> : null}
                Refresh
              </Button>
              <AppLink href="/subscription" className={buttonVariants({ variant: 'outline' })}>
                Go to Subscription
              </AppLink>
            </div>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent className="flex items-center gap-3">
            <Spinner aria-label="Activating your plan" />
            <p className="text-sm text-muted-foreground">Activating your plan…</p>
          </CardContent>
        </Card>
      )}
    </Page>
  );
}
