import { useState } from 'react';
import { useParams } from '../../lib/router';
import {
  serverMessage,
  useAccount,
  useBrowseJobRequests,
  useSavedItems,
  useSkills,
  useSkillTrend,
} from '@hireloop/hooks';
import { isHttpError, type JobRequest } from '@hireloop/sdk';
import { formatCount } from '@hireloop/sdk/constants';
import {
  Badge,
  buttonVariants,
  Button,
  Card,
  CardContent,
  EmptyState,
  ErrorState,
  JobRequestCard,
  JobRequestCardSkeleton,
  Skeleton,
  Spinner,
  toSkillNames,
} from '@hireloop/ui';
import { LazyBidModal } from '../../components/LazyBidModals';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { AppLink } from '../../lib/AppLink';
import { TrendChart } from './TrendChart';
import { changeOf, SKILL_TREND_DEFAULT_WINDOW, WINDOW_LABELS } from './trendText';
import { TEXTS } from '@hireloop/sdk/constants';

/** Job requests shown per page under the trend. */
const RELATED_PAGE = 5;

/** A positive integer id from the path, or null. */
function idOf(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /skills/:id: one skill — its demand over the last 30 days week by week (an inline SVG chart with
 * the same numbers in a table), how many talent offer it, the open job requests asking for it, and
 * "Find talent with this skill" (the talent explorer filtered by it).
 */
export default function SkillPage() {
  const id = idOf(useParams().id);
  if (id === null) return <SkillNotFound />;
  return <SkillDetail key={id} skillId={id} />;
}

function SkillNotFound() {
  return (
    <Page>
      <PageHeader title="Skill not found" />
      <EmptyState
        title="This skill is not in the skills database"
        description="The link may be old, or the skill was removed."
        action={
          <AppLink href="/skills" className={buttonVariants({ variant: 'outline' })}>
            Browse all skills
          </AppLink>
        }
      />
    </Page>
  );
}

function SkillDetail({ skillId }: { skillId: number }) {
  const trend = useSkillTrend(skillId);
  const skills = useSkills();
  const name = trend.data?.name ?? skills.data?.find((skill) => skill.id === skillId)?.name;

  if (isHttpError(trend.error) && trend.error.status === 404) return <SkillNotFound />;

  const findTalent = (
    <AppLink href={`/explorer?skill=${skillId}`} className={buttonVariants()}>
      Find talent with this skill
    </AppLink>
  );

  return (
    <Page>
      <AppLink
        href="/skills"
        className="mb-3 inline-block text-sm text-muted-foreground underline-offset-4 hover:underline"
      >
        <span aria-hidden="true">← </span>
        {TEXTS.nav.skills}
      </AppLink>
      <PageHeader
        title={name ?? 'Skill'}
        description={`Demand from job requests over the last ${WINDOW_LABELS[SKILL_TREND_DEFAULT_WINDOW]}, and the talent who offer it.`}
        actions={findTalent}
      />
      <div className="flex flex-col gap-8">
        {trend.isPending ? (
          <div
            role="status"
            aria-label="Loading the skill's trend"
            aria-busy="true"
            className="flex flex-col gap-4"
          >
            <div className="grid gap-4 sm:grid-cols-3">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} className="h-24 w-full rounded-xl" />
              ))}
            </div>
            <Skeleton className="h-48 w-full rounded-xl" />
          </div>
        ) : trend.isError || !trend.data ? (
          <ErrorState
            title="The skill's trend could not be loaded"
            message={serverMessage(trend.error)}
            onRetry={() => void trend.refetch()}
            retrying={trend.isRefetching}
          />
        ) : (
          <>
            <section aria-label="Summary" className="grid gap-4 sm:grid-cols-3">
              <Stat
                label={`Job requests, last ${WINDOW_LABELS[SKILL_TREND_DEFAULT_WINDOW]}`}
                value={formatCount(trend.data.demand)}
              />
              <ChangeStat demand={trend.data.demand} changePercent={trend.data.changePercent} />
              <Stat label="Talent offering it" value={formatCount(trend.data.supply)} />
            </section>
            <section aria-labelledby="weekly-heading" className="flex flex-col gap-3">
              <h2 id="weekly-heading" className="text-lg font-semibold">
                Weekly demand
              </h2>
              <TrendChart name={trend.data.name} history={trend.data.history} />
            </section>
          </>
        )}
        <RelatedRequests skillId={skillId} name={name} />
      </div>
    </Page>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card className="gap-2 py-4">
      <CardContent className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-semibold">{value}</p>
        {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      </CardContent>
    </Card>
  );
}

function ChangeStat({ demand, changePercent }: { demand: number; changePercent: number | null }) {
  const change = changeOf({ demand, changePercent }, SKILL_TREND_DEFAULT_WINDOW);
  return (
    <Card className="gap-2 py-4">
      <CardContent className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">
          Change on the {WINDOW_LABELS[SKILL_TREND_DEFAULT_WINDOW]} before
        </p>
        <p className="flex items-center gap-2 text-2xl font-semibold">
          <span aria-hidden="true">{change.short}</span>
          <span className="sr-only">{change.long}</span>
          {changePercent !== null && changePercent > 0 ? (
            <Badge variant="success">Rising</Badge>
          ) : null}
        </p>
      </CardContent>
    </Card>
  );
}

function RelatedRequests({ skillId, name }: { skillId: number; name: string | undefined }) {
  const { accountType } = useAccount();
  const requests = useBrowseJobRequests({ skills: skillId, limit: RELATED_PAGE });
  const skills = useSkills();
  const { isSaved, toggle } = useSavedItems();
  const [proposalFor, setProposalFor] = useState<JobRequest | null>(null);
  const skillNames = toSkillNames(skills.data ?? []);
  const items = requests.data?.pages.flatMap((page) => page?.items ?? []) ?? [];

  return (
    <section aria-labelledby="related-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="related-heading" className="text-lg font-semibold">
          Open job requests asking for {name ?? 'this skill'}
        </h2>
        <p className="text-sm text-muted-foreground">Newest first.</p>
      </div>
      {requests.isPending ? (
        <div className="grid gap-4">
          <JobRequestCardSkeleton />
          <JobRequestCardSkeleton />
        </div>
      ) : requests.isError ? (
        <ErrorState
          title="The job requests could not be loaded"
          message={serverMessage(requests.error)}
          onRetry={() => void requests.refetch()}
          retrying={requests.isRefetching}
          titleAs="h3"
        />
      ) : items.length === 0 ? (
        <EmptyState
          titleAs="h3"
          title="No open job requests ask for it right now"
          description="New requests show up here as soon as they are posted."
          action={
            accountType === 'talent' ? (
              <AppLink href="/opportunities" className={buttonVariants({ variant: 'outline' })}>
                Browse all opportunities
              </AppLink>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul className="grid gap-4">
            {items.map((request) => (
              <li key={request.id}>
                <JobRequestCard
                  jobRequest={request}
                  skillNames={skillNames}
                  saved={isSaved(request.id, request.type)}
                  onSavedChange={() => toggle(request.id, request.type)}
                  onSendProposal={
                    accountType === 'talent' ? () => setProposalFor(request) : undefined
                  }
                />
              </li>
            ))}
          </ul>
          {requests.hasNextPage ? (
            <Button
              type="button"
              variant="outline"
              className="self-start"
              onClick={() => void requests.fetchNextPage()}
              disabled={requests.isFetchingNextPage}
            >
              {requests.isFetchingNextPage ? <Spinner size="sm" aria-hidden="true" /> : null}
              Show more job requests
            </Button>
          ) : null}
        </>
      )}
      {accountType === 'talent' ? (
        <LazyBidModal
          kind="proposal"
          open={proposalFor !== null}
          onOpenChange={(open) => {
            if (!open) setProposalFor(null);
          }}
          jobRequest={proposalFor ?? undefined}
        />
      ) : null}
    </section>
  );
}
