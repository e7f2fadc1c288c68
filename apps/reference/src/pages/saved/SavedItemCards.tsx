import {
  useExternalJob,
  useHireloop,
  useJobRequest,
  useLibraryResource,
  useProfile,
} from '@hireloop/hooks';
import { isHttpError, type SavedItem } from '@hireloop/sdk';
import { externalJobIdSchema } from '@hireloop/sdk/schemas';
import {
  Badge,
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  ErrorState,
  formatDate,
  formatRate,
  JOB_REQUEST_TYPE_LABELS,
  JobRequestCard,
  JobRequestCardSkeleton,
  LibraryResourceCard,
  LOCATION_TYPE_LABELS,
  SaveToggle,
  type SkillNames,
  TalentCard,
  TalentCardSkeleton,
} from '@hireloop/ui';
import { AppLink } from '../../lib/AppLink';

export interface SavedItemCardProps {
  item: SavedItem;
  skillNames: SkillNames;
  onRemove: (item: SavedItem) => void;
}

/** A positive integer id (a job request's or a user's), else undefined. */
const numericId = (id: string | number): number | undefined => {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

const TYPE_NOUNS: Record<SavedItem['type'], string> = {
  job: 'job',
  project: 'project',
  task: 'task',
  talent: 'talent',
  resource: 'library resource',
};

/**
 * A saved item with what it points to: a job request of this site (by its number), an external
 * job (a "rec…" id), or a talent profile; anything that cannot be found any more says so.
 */
export function SavedItemCard(props: SavedItemCardProps) {
  const { item } = props;
  if (item.type === 'talent') {
    const userId = numericId(item.originalId);
    return userId ? <SavedTalent userId={userId} {...props} /> : <Unavailable {...props} />;
  }
  if (item.type === 'resource') {
    const resourceId = numericId(item.originalId);
    return resourceId ? (
      <SavedLibraryResource resourceId={resourceId} {...props} />
    ) : (
      <Unavailable {...props} />
    );
  }
  const external = externalJobIdSchema.safeParse(item.originalId);
  if (external.success) return <SavedExternalJob externalId={external.data} {...props} />;
  const requestId = numericId(item.originalId);
  return requestId ? (
    <SavedJobRequest requestId={requestId} {...props} />
  ) : (
    <Unavailable {...props} />
  );
}

const isGone = (error: unknown) =>
  isHttpError(error) && (error.status === 404 || error.status === 403);

function SavedJobRequest({
  requestId,
  item,
  skillNames,
  onRemove,
}: SavedItemCardProps & { requestId: number }) {
  const request = useJobRequest(requestId);
  if (request.isPending) return <JobRequestCardSkeleton />;
  if (request.isError) {
    return isGone(request.error) ? (
      <Unavailable item={item} skillNames={skillNames} onRemove={onRemove} />
    ) : (
      <ErrorState
        titleAs="h3"
        message="This saved item could not be loaded."
        onRetry={() => void request.refetch()}
        retrying={request.isRefetching}
      />
    );
  }
  // null: the session ended meanwhile (a 401 read); there is nothing to show.
  if (!request.data) return <Unavailable item={item} skillNames={skillNames} onRemove={onRemove} />;
  return (
    <JobRequestCard
      jobRequest={request.data}
      skillNames={skillNames}
      saved
      onSavedChange={(saved) => (saved ? undefined : onRemove(item))}
    />
  );
}

function SavedExternalJob({
  externalId,
  item,
  skillNames,
  onRemove,
}: SavedItemCardProps & { externalId: string }) {
  const job = useExternalJob(externalId);
  if (job.isPending) return <JobRequestCardSkeleton />;
  if (job.isError) {
    return isGone(job.error) ? (
      <Unavailable item={item} skillNames={skillNames} onRemove={onRemove} />
    ) : (
      <ErrorState
        titleAs="h3"
        message="This saved item could not be loaded."
        onRetry={() => void job.refetch()}
        retrying={job.isRefetching}
      />
    );
  }
  const { data } = job;
  if (!data) return <Unavailable item={item} skillNames={skillNames} onRemove={onRemove} />;
  const where = [data.location, data.locationType ? LOCATION_TYPE_LABELS[data.locationType] : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card role="article" aria-labelledby={`external-${data.id}`} className="gap-4">
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{JOB_REQUEST_TYPE_LABELS[data.type]}</Badge>
          <Badge variant="outline">External</Badge>
        </div>
        <CardTitle>
          <h3 id={`external-${data.id}`} className="text-base leading-snug font-semibold">
            {data.title}
          </h3>
        </CardTitle>
        {data.company ? <CardDescription>{data.company}</CardDescription> : null}
        <CardAction>
          <SaveToggle saved onSavedChange={(saved) => (saved ? undefined : onRemove(item))} />
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {data.rateType ? (
          <p className="text-lg font-semibold">
            {formatRate({ minRate: data.minRate, maxRate: data.maxRate, rateType: data.rateType })}
          </p>
        ) : null}
        {data.description ? (
          <p className="line-clamp-3 text-muted-foreground">{data.description}</p>
        ) : null}
        {where ? <p className="text-muted-foreground">{where}</p> : null}
        {data.postedAt ? (
          <p className="text-muted-foreground">
            Posted <time dateTime={data.postedAt}>{formatDate(data.postedAt)}</time>
          </p>
        ) : null}
      </CardContent>
      {data.url ? (
        <CardFooter>
          <a
            href={data.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            View on the original site<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </CardFooter>
      ) : null}
    </Card>
  );
}

/** A saved library resource (issue 18): its card (locked ones say so), with Save to remove it. */
function SavedLibraryResource({
  resourceId,
  item,
  skillNames,
  onRemove,
}: SavedItemCardProps & { resourceId: number }) {
  const { navigate } = useHireloop();
  const resource = useLibraryResource(resourceId);
  if (resource.isPending) return <JobRequestCardSkeleton />;
  if (resource.isError) {
    return isGone(resource.error) ? (
      <Unavailable item={item} skillNames={skillNames} onRemove={onRemove} />
    ) : (
      <ErrorState
        titleAs="h3"
        message="This saved resource could not be loaded."
        onRetry={() => void resource.refetch()}
        retrying={resource.isRefetching}
      />
    );
  }
  if (!resource.data)
    return <Unavailable item={item} skillNames={skillNames} onRemove={onRemove} />;
  return (
    <LibraryResourceCard
      resource={resource.data}
      onNavigate={(href) => navigate(href)}
      actions={<SaveToggle saved onSavedChange={(saved) => (saved ? undefined : onRemove(item))} />}
    />
  );
}

function SavedTalent({
  userId,
  item,
  skillNames,
  onRemove,
}: SavedItemCardProps & { userId: number }) {
  const profile = useProfile(userId);
  if (profile.isPending) return <TalentCardSkeleton />;
  if (profile.isError) {
    return isGone(profile.error) ? (
      <Unavailable item={item} skillNames={skillNames} onRemove={onRemove} />
    ) : (
      <ErrorState
        titleAs="h3"
        message="This saved talent could not be loaded."
        onRetry={() => void profile.refetch()}
        retrying={profile.isRefetching}
      />
    );
  }
  if (!profile.data) return <Unavailable item={item} skillNames={skillNames} onRemove={onRemove} />;
  return (
    <div className="grid gap-2">
      <TalentCard
        talent={profile.data}
        skillNames={skillNames}
        saved
        onSavedChange={(saved) => (saved ? undefined : onRemove(item))}
      />
      <AppLink
        href={`/talent/${userId}`}
        className="justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        View profile<span className="sr-only"> of {profile.data.name}</span>
      </AppLink>
    </div>
  );
}

/** A saved item whose source cannot show it any more (removed, closed, or an unknown id). */
function Unavailable({ item, onRemove }: SavedItemCardProps) {
  const noun = TYPE_NOUNS[item.type];
  return (
    <Card className="gap-3 border-dashed">
      <CardHeader>
        <CardTitle>
          <h3 className="text-base font-semibold">
            {noun === 'talent'
              ? 'This talent is no longer available'
              : `This ${noun} is no longer available`}
          </h3>
        </CardTitle>
        <CardDescription>
          {`Saved ${formatDate(item.savedAt)} · ID ${String(item.originalId)}`}
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Button type="button" variant="outline" size="sm" onClick={() => onRemove(item)}>
          Remove<span className="sr-only">{` saved ${noun} ${String(item.originalId)}`}</span>
        </Button>
      </CardFooter>
    </Card>
  );
}
