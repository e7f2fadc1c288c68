import type { TeamActivity } from '@hireloop/sdk/schemas';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Skeleton } from '../../primitives/skeleton';
import { EmptyState } from '../lists/empty-state';
import { ErrorState } from '../lists/error-state';
import { formatDate, formatTime } from '../lists/format-date';
import { TEAM_TEXTS as TEXTS } from './texts';

export type TeamActivityListProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The entries loaded so far, newest first. */
  items: readonly TeamActivity[];
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** There are older entries: shows "Load more". */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
};

/** The sentence of one entry: "Rae created Data engineer". */
export function activitySentence(item: TeamActivity): string {
  const verb = TEXTS.activity[item.kind] ?? item.kind.replace(/_/g, ' ');
  return `${item.actorName ?? TEXTS.someone} ${verb} ${item.jobRequestTitle ?? TEXTS.aRequest}`;
}

/**
 * The team's activity log (issue 16), presentational: who created, edited, paused, closed or
 * filled which job request, and when; "Load more" for older entries; loading, empty and error
 * states. Everything is rendered as text.
 */
export function TeamActivityList({
  items,
  loading = false,
  error,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  className,
  ...props
}: TeamActivityListProps) {
  let body: ReactNode;
  if (loading) body = <Skeleton className="h-24 w-full" />;
  else if (error)
    body = (
      <ErrorState
        title={TEXTS.activityFailed}
        message={error === true ? undefined : error}
        onRetry={onRetry}
        titleAs="h3"
      />
    );
  else if (items.length === 0)
    body = (
      <EmptyState title={TEXTS.noActivity} description={TEXTS.noActivityDescription} titleAs="h3" />
    );
  else
    body = (
      <ol className="flex flex-col divide-y">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap justify-between gap-x-3 py-2 text-sm">
            <span className="min-w-0 break-words">{activitySentence(item)}</span>
            <time dateTime={item.createdAt} className="text-muted-foreground">
              {formatDate(item.createdAt)} {formatTime(item.createdAt)}
            </time>
          </li>
        ))}
      </ol>
    );
  return (
    <div data-slot="team-activity" className={cn('flex flex-col gap-3', className)} {...props}>
      {body}
      {hasMore && !loading && !error ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          disabled={loadingMore}
          onClick={onLoadMore}
        >
          {TEXTS.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
