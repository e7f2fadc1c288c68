import { useState } from 'react';
import {
  serverMessage,
  useAccount,
  useCheckout,
  useIsSubscriptionActive,
  usePlans,
  useStripeConfig,
  useSubscription,
  useUsage,
} from '@hireloop/hooks';
import {
  BILLING_PERIODS,
  EMPLOYER_PLANS,
  periodForInterval,
  type AccountType,
  type BillingPeriod,
  type Plan,
  type Subscription,
  type SubscriptionResponse,
} from '@hireloop/sdk';
import { TEXTS } from '@hireloop/sdk/constants';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  ConnectedSubscriptionRenewal,
  EMPLOYER_PLAN_NAMES,
  employerPlanFeatures,
  EmptyState,
  ErrorState,
  LITE_PLAN_TEXTS,
  PlanCard,
  Skeleton,
  Spinner,
  UsageMeter,
  BILLING_PERIOD_DESCRIPTIONS,
  formatDate,
  SUBSCRIPTION_STATUS_BADGES,
} from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { AppLink } from '../../lib/AppLink';
import { planCardProps, planNameFor } from './planText';
import { useCheckoutReturnNotice } from './useCheckoutReturnNotice';

const ACCOUNT_WORDS: Record<AccountType, string> = { employer: 'employer', talent: 'talent' };

/**
 * /subscription: the current account type's plan (status, plan, billing, the current period, when
 * it renews — or that it ends, with cancel at period end and its undo — or a failed renewal), the
 * employer's job request usage, and the plans to start or change — the employer plans of SPEC §9,
 * or Lite for talent. A canceled checkout returns here (`?canceled=true`) and says so.
 */
export default function SubscriptionPage() {
  const { accountType } = useAccount();
  const returned = useCheckoutReturnNotice('/subscription');
  const [showNotice, setShowNotice] = useState(true);
  const stripe = useStripeConfig();

  return (
    <Page>
      <PageHeader
        title="Subscription"
        description={
          accountType === 'employer'
            ? 'Your employer plan, what it has used this billing period, and the plans you can switch to.'
            : 'Your Lite plan for talent: skip the waitlist and send proposals on opportunities.'
        }
        actions={
          <AppLink
            href="/checkout"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Compare plans at checkout
          </AppLink>
        }
      />

      {returned === 'canceled' && showNotice ? (
        <div
          role="status"
          className="mb-6 flex flex-col gap-3 rounded-lg border border-warning bg-card p-4 text-card-foreground sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="font-semibold">Checkout canceled — no charge was made</p>
            <p className="text-sm text-muted-foreground">
              Your plan has not changed. Choose a plan below whenever you are ready.
            </p>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={() => setShowNotice(false)}>
            Dismiss
          </Button>
        </div>
      ) : null}

      <div className="flex flex-col gap-8">
        <CurrentPlan accountType={accountType} />
        {accountType === 'employer' ? <EmployerPlans /> : <TalentPlans />}
        {stripe.data && stripe.data.environment !== 'live' ? (
          <p className="text-sm text-muted-foreground">
            {stripe.data.environment === 'local'
              ? 'Payments here use the built-in test checkout: no card is charged.'
              : 'Payments run in Stripe test mode: use a Stripe test card.'}
          </p>
        ) : null}
      </div>
    </Page>
  );
}

function CurrentPlan({ accountType }: { accountType: AccountType }) {
  const subscription = useSubscription();
  const plans = usePlans(accountType);
  const { openWaitlistModal } = useAccount();

  return (
    <section aria-labelledby="current-plan-heading">
      <h2 id="current-plan-heading" className="mb-3 text-lg font-semibold">
        Current plan
      </h2>
      {subscription.isPending ? (
        <Card aria-busy="true">
          <CardContent className="flex flex-col gap-3">
            <span className="sr-only" role="status">
              Loading your subscription
            </span>
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-4 w-64" />
            <Skeleton className="h-4 w-52" />
          </CardContent>
        </Card>
      ) : subscription.isError ? (
        <ErrorState
          titleAs="h3"
          title="Your subscription could not be loaded"
          message={serverMessage(subscription.error)}
          onRetry={() => void subscription.refetch()}
          retrying={subscription.isRefetching}
        />
      ) : !subscription.data?.subscription || subscription.data.status === 'none' ? (
        <EmptyState
          titleAs="h3"
          title={accountType === 'employer' ? 'No employer subscription yet' : 'No Lite plan yet'}
          description={
            accountType === 'employer'
              ? 'A subscription lets you post job requests and invite talent to them. Choose a plan below.'
              : "You're on the waitlist for new talent. Skip it with Lite, or complete your profile to move up the queue."
          }
          action={
            accountType === 'talent' ? (
              <Button type="button" variant="outline" onClick={() => openWaitlistModal()}>
                See your place on the waitlist
              </Button>
            ) : undefined
          }
        />
      ) : (
        <PlanSummary
          accountType={accountType}
          response={{ ...subscription.data, subscription: subscription.data.subscription }}
          plans={plans.data}
        />
      )}
    </section>
  );
}

function PlanSummary({
  accountType,
  response,
  plans,
}: {
  accountType: AccountType;
  response: SubscriptionResponse & { subscription: Subscription };
  plans: Plan[] | null | undefined;
}) {
  const { status } = response;
  const { subscription } = response;
  const period = subscription.billingPeriod;
  const badge = SUBSCRIPTION_STATUS_BADGES[status];
  const active = useIsSubscriptionActive(accountType);

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xl font-semibold">
            {period
              ? planNameFor(accountType, period, plans)
              : `Your ${ACCOUNT_WORDS[accountType]} plan`}
          </p>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Status</dt>
          <dd>{badge.label}</dd>
          {period ? (
            <>
              <dt className="text-muted-foreground">Billing</dt>
              <dd>{BILLING_PERIOD_DESCRIPTIONS[period]}</dd>
            </>
          ) : null}
          {accountType === 'employer' && active ? <EmployerPeriod /> : null}
        </dl>
        {accountType === 'employer' && active ? <EmployerUsage fallback={subscription} /> : null}
        {/* When it renews, or that it ends (cancel at period end, and its undo); a failed renewal. */}
        <ConnectedSubscriptionRenewal accountType={accountType} className="md:col-span-2" />
        {!active ? (
          <p className="text-sm text-muted-foreground md:col-span-2">
            {status === 'past_due'
              ? 'Until the payment goes through, job requests and proposals are paused. Paying for a plan below starts it again at once.'
              : 'This plan is not active. Choose a plan below to start again.'}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The employer's current billing period, from the usage answer. */
function EmployerPeriod() {
  const usage = useUsage();
  const { periodStart, periodEnd } = usage.data ?? {};
  if (!periodStart || !periodEnd) return null;
  return (
    <>
      <dt className="text-muted-foreground">Current period</dt>
      <dd>
        <time dateTime={periodStart}>{formatDate(periodStart)}</time> –{' '}
        <time dateTime={periodEnd}>{formatDate(periodEnd)}</time>
      </dd>
    </>
  );
}

function EmployerUsage({ fallback }: { fallback: Subscription }) {
  const usage = useUsage();
  if (usage.isError) {
    return <UsageMeter usage={fallback} title="Job request usage this period" />;
  }
  if (usage.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          Loading usage
        </span>
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-2 w-full" />
        <Skeleton className="h-2 w-full" />
        <Skeleton className="h-2 w-full" />
      </div>
    );
  }
  return <UsageMeter usage={usage.data ?? fallback} title="Job request usage this period" />;
}

/** Shows which plan a checkout is starting for while the browser is sent to the payment page. */
function CheckoutProgress({ name }: { name: string | null }) {
  if (!name) return null;
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner size="sm" aria-hidden="true" />
      Starting checkout for {name}…
    </p>
  );
}

function EmployerPlans() {
  const subscription = useSubscription('employer');
  const active = useIsSubscriptionActive('employer');
  const { startEmployerCheckout, isPending } = useCheckout();
  const [starting, setStarting] = useState<BillingPeriod | null>(null);
  const current = active ? subscription.data?.subscription?.billingPeriod : null;

  const choose = (period: BillingPeriod) => {
    setStarting(period);
    void startEmployerCheckout(period).then((sent) => {
      if (!sent) setStarting(null);
    });
  };

  return (
    <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="plans-heading" className="text-lg font-semibold">
          {active ? 'Change plan' : 'Choose a plan'}
        </h2>
        <p className="text-sm text-muted-foreground">
          Choosing a plan takes you to the secure payment page.
        </p>
      </div>
      {current === 'lifetime' ? (
        <p className="rounded-lg border border-border p-4 text-sm">
          You have lifetime access: every job request type is unlimited, and there is nothing to
          upgrade.
        </p>
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-3">
            {BILLING_PERIODS.map((period) => {
              const plan = EMPLOYER_PLANS[period];
              const isCurrent = current === period;
              return (
                <PlanCard
                  key={period}
                  name={EMPLOYER_PLAN_NAMES[period]}
                  priceCents={plan.priceCents}
                  interval={plan.interval}
                  badge={plan.badge}
                  description={isCurrent ? 'Your current plan' : undefined}
                  features={employerPlanFeatures(period)}
                  selected={isCurrent}
                  disabled={isCurrent || isPending || starting !== null}
                  onSelect={() => choose(period)}
                />
              );
            })}
          </div>
          <CheckoutProgress name={starting ? EMPLOYER_PLAN_NAMES[starting] : null} />
        </>
      )}
    </section>
  );
}

function TalentPlans() {
  const plans = usePlans('talent');
  const subscription = useSubscription('talent');
  const active = useIsSubscriptionActive('talent');
  const { startTalentCheckout, isPending } = useCheckout();
  const [starting, setStarting] = useState<Plan | null>(null);
  const current = active ? subscription.data?.subscription?.billingPeriod : null;

  const choose = (plan: Plan) => {
    setStarting(plan);
    void startTalentCheckout(plan).then((sent) => {
      if (!sent) setStarting(null);
    });
  };

  return (
    <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="plans-heading" className="text-lg font-semibold">
          {active ? 'Change plan' : LITE_PLAN_TEXTS.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          Lite lets you skip the waitlist. Choosing a plan takes you to the secure payment page.
        </p>
      </div>
      {current === 'lifetime' ? (
        <p className="rounded-lg border border-border p-4 text-sm">
          You have lifetime Lite access: there is nothing to upgrade.
        </p>
      ) : plans.isPending ? (
        <div className="grid gap-4 md:grid-cols-3" aria-busy="true">
          <span className="sr-only" role="status">
            {TEXTS.waitlist.loadingPlans.title}
          </span>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-48 w-full rounded-xl" />
          ))}
        </div>
      ) : plans.isError ? (
        <ErrorState
          title={LITE_PLAN_TEXTS.plansError}
          message={serverMessage(plans.error)}
          onRetry={() => void plans.refetch()}
          retrying={plans.isRefetching}
          titleAs="h3"
        />
      ) : plans.data.length === 0 ? (
        <EmptyState
          titleAs="h3"
          title={TEXTS.waitlist.noPlansAvailable.title}
          description={TEXTS.waitlist.noPlansAvailable.description}
        />
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-3">
            {plans.data.map((plan) => {
              const isCurrent = current === periodForInterval(plan.interval);
              const card = planCardProps(plan);
              return (
                <PlanCard
                  key={plan.id}
                  {...card}
                  description={
                    isCurrent ? `Your current plan. ${plan.description}` : card.description
                  }
                  selected={isCurrent}
                  disabled={isCurrent || isPending || starting !== null}
                  onSelect={() => choose(plan)}
                />
              );
            })}
          </div>
          <CheckoutProgress name={starting ? planCardProps(starting).name : null} />
        </>
      )}
    </section>
  );
}
