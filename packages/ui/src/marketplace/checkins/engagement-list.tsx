import {
  CHECKIN_FILTER_STATES,
  ENGAGEMENT_STATUSES,
  type CheckinFilterState,
  type Engagement,
  type EngagementSide,
  type EngagementStatus,
} from '@hireloop/sdk/schemas';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { Checkbox } from '../../primitives/checkbox';
import { Label } from '../../primitives/label';
import { Skeleton } from '../../primitives/skeleton';
import { EmptyState } from '../lists/empty-state';
import { ErrorState } from '../lists/error-state';
import { formatDate, formatTime } from '../lists/format-date';
import { NativeSelect } from '../team/native-select';
import { CheckinBadges } from './checkin-badges';
import { CHECKIN_TEXTS as TEXTS } from './texts';

/** The list's filters (GET /api/engagements): status, latest check-in state, open blockers. */
export interface EngagementFilters {
  status?: EngagementStatus;
  state?: CheckinFilterState;
  blockers?: boolean;
}

export type EngagementListProps = Omit<ComponentProps<'section'>, 'children'> & {
  engagements: readonly Engagement[];
  /** Whose list it is: the employer's shows the talent, the talent's the employer. */
  side: EngagementSide;
  /** The filters shown above the list; without `onFiltersChange` there are none. */
  filters?: EngagementFilters;
  onFiltersChange?: (filters: EngagementFilters) => void;
  loading?: boolean;
  /** The list failed to load: an ErrorState with this message (`true` for none). */
  error?: ReactNode;
  onRetry?: () => void;
  /** Called by an engagement's "Open". */
  onOpen?: (engagement: Engagement) => void;
  /** The engagement open beside the list: marked current. */
  selectedId?: number | null;
  /** The element of each request's title. @default 'h3' */
  titleAs?: 'h2' | 'h3' | 'h4';
};

const stamp = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)}`;

/**
 * Engagements with their check-in status (issue 16), presentational: per engagement the request,
 * the other party, active or paused, the latest check-in's state and review badges, the blocker
 * flag and when the next check-in falls due; filters on status, latest state and open blockers.
 * Loading, empty, no-match and error states. Names and titles are rendered as text.
 */
export function EngagementList({
  engagements,
  side,
  filters = {},
  onFiltersChange,
  loading = false,
  error,
  onRetry,
  onOpen,
  selectedId = null,
  titleAs: Title = 'h3',
  className,
  ...props
}: EngagementListProps) {
  const id = useId();
  const filtered = Boolean(filters.status || filters.state || filters.blockers);
  const change = (next: EngagementFilters) => onFiltersChange?.({ ...filters, ...next });

  let body: ReactNode;
  if (loading) {
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label={TEXTS.loadingEngagements}
        className="flex flex-col gap-2"
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  } else if (error) {
    body = (
      <ErrorState
        title={TEXTS.engagementsFailed}
        message={error === true ? undefined : error}
        onRetry={onRetry}
        titleAs={Title}
      />
    );
  } else if (engagements.length === 0) {
    body = (
      <EmptyState
        title={filtered ? TEXTS.noMatches : TEXTS.noEngagements}
        description={
          filtered
            ? undefined
            : side === 'employer'
              ? TEXTS.noEngagementsEmployer
              : TEXTS.noEngagementsTalent
        }
        titleAs={Title}
      />
    );
  } else {
    body = (
      <ul className="flex flex-col gap-2">
        {engagements.map((engagement) => {
          const other = side === 'employer' ? engagement.talent : engagement.employer;
          const current = selectedId === engagement.id;
          return (
            <li
              key={engagement.id}
              data-slot="engagement"
              data-status={engagement.status}
              aria-current={current || undefined}
              className={cn(
                'flex flex-col gap-2 rounded-lg border bg-card p-3 sm:flex-row sm:items-center sm:justify-between',
                current && 'border-primary',
              )}
            >
              <div className="min-w-0">
                <Title className="font-medium break-words">{engagement.jobRequest.title}</Title>
                <p className="text-sm text-muted-foreground break-words">
                  {side === 'employer' ? TEXTS.with(other.name) : TEXTS.for(other.name)} ·{' '}
                  {engagement.status === 'paused'
                    ? TEXTS.statuses.paused
                    : engagement.schedule?.nextDueAt
                      ? TEXTS.nextDue(stamp(engagement.schedule.nextDueAt))
                      : TEXTS.noSchedule}
                </p>
                <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
                  {engagement.status === 'paused' ? (
                    <Badge variant="outline">{TEXTS.statuses.paused}</Badge>
                  ) : null}
                  {engagement.latest ? (
                    <CheckinBadges
                      state={engagement.latest.state}
                      reviewState={engagement.latest.reviewState}
                      hasBlockers={engagement.openBlockers}
                    />
                  ) : (
                    <span className="text-xs text-muted-foreground">{TEXTS.noCheckinYet}</span>
                  )}
                </div>
              </div>
              {onOpen ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`${TEXTS.open}: ${engagement.jobRequest.title}, ${other.name}`}
                  onClick={() => onOpen(engagement)}
                >
                  {TEXTS.open}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      data-slot="engagement-list"
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      {onFiltersChange ? (
        <fieldset className="flex flex-wrap items-end gap-3" aria-label={TEXTS.filters}>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-status`}>{TEXTS.statusFilter}</Label>
            <NativeSelect
              id={`${id}-status`}
              className="w-40"
              value={filters.status ?? ''}
              onChange={(e) =>
                change({ status: (e.target.value || undefined) as EngagementStatus | undefined })
              }
            >
              <option value="">{TEXTS.anyStatus}</option>
              {ENGAGEMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {TEXTS.statuses[status]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-state`}>{TEXTS.stateFilter}</Label>
            <NativeSelect
              id={`${id}-state`}
              className="w-48"
              value={filters.state ?? ''}
              onChange={(e) =>
                change({ state: (e.target.value || undefined) as CheckinFilterState | undefined })
              }
            >
              <option value="">{TEXTS.anyState}</option>
              {CHECKIN_FILTER_STATES.map((state) => (
                <option key={state} value={state}>
                  {TEXTS.filterStates[state]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex h-9 items-center gap-2">
            <Checkbox
              id={`${id}-blockers`}
              checked={filters.blockers === true}
              onCheckedChange={(checked) => change({ blockers: checked === true || undefined })}
            />
            <Label htmlFor={`${id}-blockers`}>{TEXTS.blockersFilter}</Label>
          </div>
        </fieldset>
      ) : null}
      {body}
    </section>
  );
}
