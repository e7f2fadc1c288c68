import { useAuth, useJobRequests, useReceivedBids } from '@hireloop/hooks';
import {
  Badge,
  bidsCountLabel,
  EmptyState,
  ErrorState,
  formatDate,
  JOB_REQUEST_STATUS_BADGES,
  JOB_REQUEST_TYPE_LABELS,
  ListSkeleton,
} from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { JobRequestButton } from '../requests/JobRequestButton';
import { PlanUsageCard } from '../requests/PlanUsageCard';
import { CareerFeedLink } from './CareerFeedLink';
import { HomeSection } from './HomeSection';
import { homeHeading } from './homeHeading';
import { RecentBids } from './RecentBids';

/** How many requests and bids the home page shows (designed). */
const RECENT = 3;
const RECENT_BIDS = 5;

/** The employer's home: the plan and its quota, the newest job requests and bids received. */
export default function EmployerHome() {
  const { user } = useAuth();
  const requests = useJobRequests({ limit: RECENT });
  const received = useReceivedBids({ kind: 'proposal', limit: RECENT_BIDS });
  const recent = requests.data?.pages[0]?.items ?? [];

  return (
    <Page>
      <PageHeader
        {...homeHeading(user?.name)}
        // The job request action is the header's (`SHELL_LABELS.jobRequest`, SPEC §2), on every
        // page: not repeated here.
        actions={<CareerFeedLink />}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* First on phones: the plan (or `TEXTS.shell.upgrade.employer`) is what an employer needs first. */}
        <div className="grid gap-4 lg:col-start-2 lg:row-start-1">
          <PlanUsageCard headingId="home-plan" />
        </div>
        <div className="grid min-w-0 gap-8 lg:col-start-1 lg:row-start-1">
          <HomeSection title="Recent job requests" href="/requests">
            {requests.isPending ? (
              <ListSkeleton label="Loading job requests" rows={RECENT} />
            ) : requests.isError ? (
              <ErrorState
                titleAs="h3"
                message="Your job requests could not be loaded."
                onRetry={() => void requests.refetch()}
                retrying={requests.isRefetching}
              />
            ) : recent.length === 0 ? (
              <EmptyState
                titleAs="h3"
                title="No job requests yet"
                description="Post a job, project or task and talent can send you proposals."
                action={
                  <JobRequestButton variant="outline">Post your first job request</JobRequestButton>
                }
              />
            ) : (
              <ul className="grid gap-2">
                {recent.map((request) => {
                  const status = JOB_REQUEST_STATUS_BADGES[request.status];
                  return (
                    <li
                      key={request.id}
                      className="flex items-center gap-3 rounded-lg border bg-card p-3"
                    >
                      <div className="grid min-w-0 flex-1 gap-0.5">
                        <p className="truncate text-sm font-semibold">{request.title}</p>
                        <p className="text-sm text-muted-foreground">
                          {JOB_REQUEST_TYPE_LABELS[request.type]} ·{' '}
                          {bidsCountLabel(request.bidsCount)} · Posted{' '}
                          <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
                        </p>
                      </div>
                      <Badge variant={status.variant} className="shrink-0">
                        {status.label}
                      </Badge>
                    </li>
                  );
                })}
              </ul>
            )}
          </HomeSection>
          <HomeSection title="Bids received" href="/bid-manager">
            <RecentBids
              query={received}
              empty={
                <EmptyState
                  titleAs="h3"
                  title="No proposals yet"
                  description="When talent send proposals on your job requests, they show up here."
                />
              }
            />
          </HomeSection>
        </div>
      </div>
    </Page>
  );
}
