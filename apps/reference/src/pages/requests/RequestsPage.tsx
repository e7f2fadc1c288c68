import { useMemo, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { useAccount, useJobRequests, useSkills } from '@hireloop/hooks';
import type { JobRequestDetails, JobRequestStatus, Profile } from '@hireloop/sdk';
import { JOB_REQUEST_STATUSES } from '@hireloop/sdk/schemas';
import {
  Button,
  EmptyState,
  ErrorState,
  JOB_REQUEST_STATUS_BADGES,
  JobRequestCardSkeleton,
  toSkillNames,
} from '@hireloop/ui';
import { LazyBidModal } from '../../components/LazyBidModals';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { FilterSelect } from '../opportunities/FilterSelect';
import { LoadMore } from '../opportunities/LoadMore';
import { JobRequestButton } from './JobRequestButton';
import { OutreachDialog } from './OutreachDialog';
import { PlanUsageCard } from './PlanUsageCard';
import { RequestItem } from './RequestItem';
import { TEXTS } from '@hireloop/sdk/constants';

const STATUS_LABELS = Object.fromEntries(
  JOB_REQUEST_STATUSES.map((status) => [status, JOB_REQUEST_STATUS_BADGES[status].label]),
) as Record<JobRequestStatus, string>;

/**
 * /requests (SPEC §2): the employer's own job requests with their status, bids and actions, the
 * quota this period, and the `TEXTS.shell.jobRequest` button. Talent are told it is for employers.
 */
export default function RequestsPage() {
  const { accountType } = useAccount();
  return accountType === 'employer' ? <EmployerRequests /> : <TalentNotice />;
}

function EmployerRequests() {
  const [params, setParams] = useSearchParams();
  const status = JOB_REQUEST_STATUSES.find((value) => value === params.get('status'));
  const requests = useJobRequests(status ? { status } : {});
  const skills = useSkills();
  const skillNames = useMemo(() => toSkillNames(skills.data ?? []), [skills.data]);
  const items = requests.data?.pages.flatMap((page) => page?.items ?? []) ?? [];

  // Outreach: pick a talent for the request, then the bid modal sends the outreach bid.
  const [outreach, setOutreach] = useState<JobRequestDetails | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [invitee, setInvitee] = useState<Profile | null>(null);
  const [bidOpen, setBidOpen] = useState(false);

  return (
    <Page>
      <PageHeader
        title="Requests"
        description="Your job requests: edit them, pause or close them, and invite talent."
        actions={<JobRequestButton />}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* First on phones: the quota is short, and the list below it can be long. */}
        <div className="grid gap-4 lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1">
          <PlanUsageCard headingId="requests-plan" />
        </div>
        <section
          aria-labelledby="requests-heading"
          className="grid min-w-0 gap-4 lg:col-start-1 lg:row-start-1"
        >
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="requests-heading" className="text-lg font-semibold">
              Your job requests
            </h2>
            <div className="w-full sm:w-48">
              <FilterSelect
                label="Status"
                value={status}
                options={JOB_REQUEST_STATUSES}
                labels={STATUS_LABELS}
                anyLabel="All statuses"
                onChange={(next) => setParams(next ? { status: next } : {}, { replace: true })}
              />
            </div>
          </div>
          {requests.isPending ? (
            <div className="grid gap-4">
              <JobRequestCardSkeleton />
              <JobRequestCardSkeleton />
            </div>
          ) : requests.isError ? (
            <ErrorState
              message="Your job requests could not be loaded."
              onRetry={() => void requests.refetch()}
              retrying={requests.isRefetching}
            />
          ) : items.length === 0 ? (
            status ? (
              <EmptyState
                title={`No ${STATUS_LABELS[status].toLowerCase()} job requests`}
                description="Choose another status to see the rest of your job requests."
                action={
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => setParams({}, { replace: true })}
                  >
                    Show all statuses
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title="No job requests yet"
                description="Post a job, project or task and talent can send you proposals. You can also invite talent to it."
                action={
                  <JobRequestButton variant="outline">Post your first job request</JobRequestButton>
                }
              />
            )
          ) : (
            <ul className="grid gap-4">
              {items.map((request) => (
                <li key={request.id}>
                  <RequestItem
                    request={request}
                    skillNames={skillNames}
                    onOutreach={(chosen) => {
                      setOutreach(chosen);
                      setPickerOpen(true);
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          {requests.isSuccess ? (
            <LoadMore
              hasNextPage={requests.hasNextPage}
              isFetchingNextPage={requests.isFetchingNextPage}
              failed={requests.isFetchNextPageError}
              fetchNextPage={requests.fetchNextPage}
            />
          ) : null}
        </section>
      </div>

      {outreach ? (
        <OutreachDialog
          key={outreach.id}
          open={pickerOpen}
          onOpenChange={setPickerOpen}
          jobRequest={outreach}
          onChoose={(talent) => {
            setInvitee(talent);
            setPickerOpen(false);
            setBidOpen(true);
          }}
        />
      ) : null}
      {outreach && invitee ? (
        <LazyBidModal
          key={`${outreach.id}-${invitee.userId}`}
          open={bidOpen}
          onOpenChange={setBidOpen}
          kind="outreach"
          jobRequest={{ id: outreach.id, title: outreach.title, rateType: outreach.rateType }}
          talent={{ id: invitee.userId, name: invitee.name, image: invitee.profileImage }}
        />
      ) : null}
    </Page>
  );
}

function TalentNotice() {
  const { switchAccount } = useAccount();
  return (
    <Page>
      <PageHeader title="Requests" description="The job requests an employer has posted." />
      <EmptyState
        title="Requests are for employers"
        description="Employers post and manage their job requests here. To post one yourself, switch to your employer account."
        action={
          <Button type="button" onClick={() => switchAccount('employer')}>
            {TEXTS.shell.switchTo.employer}
          </Button>
        }
      />
    </Page>
  );
}
