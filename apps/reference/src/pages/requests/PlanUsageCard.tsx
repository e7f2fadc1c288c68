import { useAccount, useSubscription, useUsage } from '@hireloop/hooks';
import { isSubscriptionActive } from '@hireloop/sdk';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  EMPLOYER_PLAN_NAMES,
  ErrorState,
  formatDate,
  Skeleton,
  UsageMeter,
} from '@hireloop/ui';
import { AppLink } from '../../lib/AppLink';
import { TEXTS } from '@hireloop/sdk/constants';

/**
 * The employer's plan and its quota this period (jobs, projects, tasks used of the limit), or —
 * without an active employer subscription — the `TEXTS.shell.upgrade.employer` card that opens the
 * employer subscription modal. Used on Home and Requests.
 */
export function PlanUsageCard({ headingId }: { headingId: string }) {
  const { openSubscriptionModal } = useAccount();
  const subscription = useSubscription('employer');
  const usage = useUsage();
  const active = isSubscriptionActive(subscription.data, 'employer');
  const plan = subscription.data?.subscription ?? null;

  if (subscription.isPending) {
    return (
      <Card aria-labelledby={headingId} role="region" aria-busy="true">
        <CardHeader>
          <CardTitle>
            <h2 id={headingId}>Your plan</h2>
          </CardTitle>
        </CardHeader>
        {/* The loaded card's shape (description, three meters, footer link): nothing below it
            moves when the plan arrives. */}
        <CardContent className="grid gap-4">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-5 w-1/3" />
          {['jobs', 'projects', 'tasks'].map((row) => (
            <div key={row} className="grid gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-2 w-full" />
            </div>
          ))}
        </CardContent>
        <CardFooter>
          <Skeleton className="h-5 w-40" />
        </CardFooter>
      </Card>
    );
  }
  if (subscription.isError) {
    return (
      <ErrorState
        title="Your plan could not be loaded"
        titleAs="h2"
        onRetry={() => void subscription.refetch()}
        retrying={subscription.isRefetching}
      />
    );
  }
  if (!active || !plan) {
    return (
      <Card aria-labelledby={headingId} role="region">
        <CardHeader>
          <CardTitle>
            <h2 id={headingId}>No subscription yet</h2>
          </CardTitle>
          <CardDescription>
            An employer subscription lets you post job requests and invite talent to them.
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Button type="button" onClick={() => openSubscriptionModal('no-subscription')}>
            {TEXTS.shell.upgrade.employer}
          </Button>
        </CardFooter>
      </Card>
    );
  }

  const period = plan.billingPeriod;
  const renews = plan.currentPeriodEnd ? formatDate(plan.currentPeriodEnd) : null;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle>
          <h2 id={headingId}>Your plan</h2>
        </CardTitle>
        <CardDescription>
          {period ? `${EMPLOYER_PLAN_NAMES[period]} plan` : 'Employer plan'}
          {period === 'lifetime' ? ', no renewals' : renews ? ` · period ends ${renews}` : null}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <UsageMeter usage={usage.data ?? plan} />
      </CardContent>
      <CardFooter>
        <AppLink
          href="/subscription"
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Manage subscription
        </AppLink>
      </CardFooter>
    </Card>
  );
}
