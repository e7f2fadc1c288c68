import { useEffect, useRef } from 'react';
import { useAccount, useSubscription } from '@hireloop/hooks';
import { isSubscriptionActive } from '@hireloop/sdk';
import { Button, EmptyState, ErrorState, JobRequestCardSkeleton } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { OpportunityBrowser } from './OpportunityBrowser';
import { TEXTS } from '@hireloop/sdk/constants';

/**
 * /opportunities (SPEC §2): the public job requests, for talent with Lite. Talent without it get
 * the waitlist/upgrade modal on arrival (once per visit) and an explanation instead of the list;
 * an employer is told the page is for talent and offered the switch.
 */
export default function OpportunitiesPage() {
  const { accountType } = useAccount();
  return (
    <Page>
      <PageHeader
        title="Opportunities"
        description="Job requests from employers hiring on Hireloop: search, save and send proposals."
      />
      {accountType === 'talent' ? <TalentOpportunities /> : <EmployerNotice />}
    </Page>
  );
}

function TalentOpportunities() {
  const { openWaitlistModal } = useAccount();
  const subscription = useSubscription('talent');
  const active = isSubscriptionActive(subscription.data, 'talent');
  const locked = subscription.isSuccess && !active;

  // SPEC §6: talent without a subscription see the waitlist and upgrade flow — shown once per
  // visit of the page, and only once the subscription is known (a subscriber never sees it).
  const prompted = useRef(false);
  useEffect(() => {
    if (!locked || prompted.current) return;
    prompted.current = true;
    openWaitlistModal();
  }, [locked, openWaitlistModal]);

  if (subscription.isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2">
        <JobRequestCardSkeleton />
        <JobRequestCardSkeleton />
      </div>
    );
  }
  if (subscription.isError) {
    return (
      <ErrorState
        message="Your subscription could not be checked."
        onRetry={() => void subscription.refetch()}
        retrying={subscription.isRefetching}
      />
    );
  }
  if (!active) {
    return (
      <EmptyState
        title="Opportunities open with Lite"
        description="Hireloop lets new talent in from the waitlist in small groups. Skip the wait with Lite to browse every job request and send proposals now, or complete your profile to move up the queue."
        action={
          <Button type="button" onClick={() => openWaitlistModal()}>
            {TEXTS.shell.upgrade.talent}
          </Button>
        }
      />
    );
  }
  return <OpportunityBrowser />;
}

function EmployerNotice() {
  const { switchAccount } = useAccount();
  return (
    <EmptyState
      title="Opportunities are for talent"
      description="This is where talent find job requests to bid on. To browse them yourself, switch to your talent account."
      action={
        <Button type="button" onClick={() => switchAccount('talent')}>
          {TEXTS.shell.switchTo.talent}
        </Button>
      }
    />
  );
}
