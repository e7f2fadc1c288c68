import { useSearchParams } from '../../lib/router';
import {
  serverMessage,
  useAccount,
  useCheckout,
  useIsSubscriptionActive,
  usePlans,
  useSubscription,
} from '@hireloop/hooks';
import { formatPrice, periodForInterval, type Plan } from '@hireloop/sdk';
import { TEXTS } from '@hireloop/sdk/constants';
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  PLAN_INTERVAL_LABELS,
  PlanCard,
  Skeleton,
  Spinner,
  BILLING_PERIOD_DESCRIPTIONS,
} from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { AppLink } from '../../lib/AppLink';
import { planCardProps } from './planText';

/**
 * /checkout: choose a plan of the current account type (`?plan=<planId>` preselects it, e.g.
 * `/checkout?plan=employer-year`), then "Continue to payment" creates the checkout session and
 * sends the browser to the payment page (the server's local checkout, or Stripe).
 */
export default function CheckoutPage() {
  const { accountType } = useAccount();
  const [params, setParams] = useSearchParams();
  const planId = params.get('plan');
  const plans = usePlans(accountType);
  const subscription = useSubscription();
  const active = useIsSubscriptionActive();
  const checkout = useCheckout();
  const currentPeriod = active ? subscription.data?.subscription?.billingPeriod : null;

  const selected = plans.data?.find((plan) => plan.id === planId) ?? null;
  const unknownPlan = planId !== null && plans.isSuccess && selected === null;
  const isCurrent = (plan: Plan) => currentPeriod === periodForInterval(plan.interval);

  const pay = (plan: Plan) =>
    plan.role === 'employer'
      ? checkout.startEmployerCheckout(periodForInterval(plan.interval))
      : checkout.startTalentCheckout(plan);

  return (
    <Page>
      <PageHeader
        title="Checkout"
        description={
          accountType === 'employer'
            ? 'Choose the employer plan to pay for. Payment happens on the next page.'
            : 'Choose your Lite plan to skip the waitlist. Payment happens on the next page.'
        }
        actions={
          <AppLink
            href="/subscription"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Back to Subscription
          </AppLink>
        }
      />

      {unknownPlan ? (
        <p role="status" className="mb-4 rounded-lg border border-warning p-3 text-sm">
          That plan is not available for your {accountType} account. Choose one of the plans below.
        </p>
      ) : null}

      {currentPeriod === 'lifetime' ? (
        <EmptyState
          title="You have lifetime access"
          description="Your plan never renews and has nothing to upgrade."
          action={
            <AppLink href="/subscription" className="text-sm font-medium underline">
              See your subscription
            </AppLink>
          }
        />
      ) : plans.isPending ? (
        <div className="grid gap-4 md:grid-cols-3" aria-busy="true">
          <span className="sr-only" role="status">
            {TEXTS.waitlist.loadingPlans.title}
          </span>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-56 w-full rounded-xl" />
          ))}
        </div>
      ) : plans.isError ? (
        <ErrorState
          title="The plans could not be loaded"
          message={serverMessage(plans.error)}
          onRetry={() => void plans.refetch()}
          retrying={plans.isRefetching}
        />
      ) : plans.data.length === 0 ? (
        <EmptyState
          title={TEXTS.waitlist.noPlansAvailable.title}
          description={TEXTS.waitlist.noPlansAvailable.description}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <section aria-labelledby="checkout-plans-heading">
            <h2 id="checkout-plans-heading" className="mb-3 text-lg font-semibold">
              {accountType === 'employer' ? 'Employer plans' : 'Lite plans'}
            </h2>
            <div className="grid gap-4 md:grid-cols-3">
              {plans.data.map((plan) => {
                const card = planCardProps(plan);
                const current = isCurrent(plan);
                return (
                  <PlanCard
                    key={plan.id}
                    {...card}
                    description={current ? 'Your current plan' : card.description}
                    selected={selected?.id === plan.id}
                    disabled={current || checkout.isPending}
                    onSelect={() => setParams({ plan: plan.id }, { replace: true })}
                  />
                );
              })}
            </div>
          </section>

          <section aria-labelledby="checkout-summary-heading" className="w-full max-w-md">
            <Card>
              <CardHeader>
                <CardTitle>
                  <h2 id="checkout-summary-heading" className="text-lg font-semibold">
                    Order summary
                  </h2>
                </CardTitle>
              </CardHeader>
              <CardContent>
                {selected ? (
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                    <dt className="text-muted-foreground">Plan</dt>
                    <dd>{selected.name}</dd>
                    <dt className="text-muted-foreground">Price</dt>
                    <dd>
                      {formatPrice(selected.price)} {PLAN_INTERVAL_LABELS[selected.interval]}
                    </dd>
                    <dt className="text-muted-foreground">Billing</dt>
                    <dd>{BILLING_PERIOD_DESCRIPTIONS[periodForInterval(selected.interval)]}</dd>
                  </dl>
                ) : (
                  <p className="text-sm text-muted-foreground">Choose a plan to continue.</p>
                )}
              </CardContent>
              <CardFooter className="flex-col items-stretch gap-2">
                <Button
                  type="button"
                  size="lg"
                  disabled={!selected || isCurrent(selected) || checkout.isPending}
                  onClick={() => selected && void pay(selected)}
                >
                  {checkout.isPending ? <Spinner size="sm" aria-hidden="true" /> : null}
                  {checkout.isPending ? 'Redirecting to payment…' : 'Continue to payment'}
                </Button>
                {selected && isCurrent(selected) ? (
                  <p className="text-sm text-muted-foreground">This is already your plan.</p>
                ) : null}
              </CardFooter>
            </Card>
          </section>
        </div>
      )}
    </Page>
  );
}
