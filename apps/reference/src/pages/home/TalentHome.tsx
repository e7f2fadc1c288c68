import { useMemo } from 'react';
import {
  useAuth,
  useBrowseJobRequests,
  useProfiling,
  useSentBids,
  useSkills,
  useSubscription,
} from '@hireloop/hooks';
import { isSubscriptionActive } from '@hireloop/sdk';
import { EmptyState, ErrorState, JobRequestCardSkeleton, toSkillNames } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { OpportunityGrid } from '../../components/OpportunityGrid';
import { PageHeader } from '../../components/PageHeader';
import { AppLink } from '../../lib/AppLink';
import { CareerFeedLink } from './CareerFeedLink';
import { HomeSection } from './HomeSection';
import { HomeSkeleton } from './HomeSkeleton';
import { homeHeading } from './homeHeading';
import { RecentBids } from './RecentBids';
import { WaitlistSummary } from './WaitlistSummary';

/** How many opportunities and bids the home page shows (designed). */
const RECOMMENDED = 4;
const RECENT_BIDS = 5;

/** The talent's home: the waitlist without Lite; with it, opportunities and bids sent. */
export default function TalentHome() {
  const { user } = useAuth();
  const subscription = useSubscription('talent');
  const active = isSubscriptionActive(subscription.data, 'talent');
  return (
    <Page>
      <PageHeader {...homeHeading(user?.name)} actions={<CareerFeedLink />} />
      {subscription.isPending ? (
        <HomeSkeleton />
      ) : subscription.isError ? (
        <ErrorState
          message="Your subscription could not be checked."
          onRetry={() => void subscription.refetch()}
          retrying={subscription.isRefetching}
        />
      ) : active ? (
        <LiteHome />
      ) : (
        <WaitlistSummary />
      )}
    </Page>
  );
}

function LiteHome() {
  const profile = useProfiling();
  const mySkills = profile.data?.skills ?? [];
  // Recommended: open requests asking for any of the talent's skills (all of them without skills).
  const recommended = useBrowseJobRequests({
    limit: RECOMMENDED,
    skills: mySkills.length > 0 ? mySkills : undefined,
  });
  const sent = useSentBids({ kind: 'proposal', limit: RECENT_BIDS });
  const skills = useSkills();
  const skillNames = useMemo(() => toSkillNames(skills.data ?? []), [skills.data]);

  const items = recommended.data?.pages[0]?.items ?? [];
  const allHref =
    mySkills.length > 0 ? `/opportunities?skills=${mySkills.join(',')}` : '/opportunities';
  const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

  return (
    <div className="grid gap-8">
      <HomeSection
        title={mySkills.length > 0 ? 'Recommended for your skills' : 'New opportunities'}
        href={allHref}
      >
        {profile.isPending || recommended.isPending ? (
          <div className="grid gap-4 lg:grid-cols-2">
            <JobRequestCardSkeleton />
            <JobRequestCardSkeleton />
          </div>
        ) : recommended.isError ? (
          <ErrorState
            titleAs="h3"
            message="The opportunities could not be loaded."
            onRetry={() => void recommended.refetch()}
            retrying={recommended.isRefetching}
          />
        ) : items.length === 0 ? (
          <EmptyState
            titleAs="h3"
            title={
              mySkills.length > 0 ? 'Nothing matches your skills right now' : 'No opportunities yet'
            }
            description="New job requests arrive every day. Browse them all, or add skills to your profile for better matches."
            action={
              <AppLink href="/opportunities" className={linkClass}>
                Browse all opportunities
              </AppLink>
            }
          />
        ) : (
          <OpportunityGrid items={items} skillNames={skillNames} />
        )}
      </HomeSection>
      <HomeSection title="Bids sent" href="/bid-manager?tab=sent">
        <RecentBids
          query={sent}
          empty={
            <EmptyState
              titleAs="h3"
              title="No proposals sent yet"
              description="Send a proposal on a job request you like; its answer shows up here."
            />
          }
        />
      </HomeSection>
    </div>
  );
}
