import type { RateType } from '@hireloop/sdk/constants';
import type { Benchmarks, Insights } from '@hireloop/sdk/schemas';
import { BarChart3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../primitives/card';
import { Skeleton } from '../../primitives/skeleton';
import { EmptyState } from '../lists/empty-state';
import { ErrorState } from '../lists/error-state';
import { FunnelChart, growthText, SeriesChart } from './charts';
import { DataTable } from './data-table';
import { PeriodPicker, type InsightsPeriodValue } from './period-picker';
import { RateBenchmarks } from './rate-benchmarks';
import { INSIGHTS_TEXTS as TEXTS } from './texts';
import { formatCount } from '@hireloop/sdk/constants';

export type InsightsDashboardProps = {
  /** GET /api/insights' answer; undefined while the first one loads. */
  insights?: Insights | null;
  loading?: boolean;
  /** The insights failed to load: an ErrorState with this message (`true` for none). */
  error?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  /** Today (`YYYY-MM-DD`, UTC), for the period presets. */
  today: string;
  onPeriodChange: (period: InsightsPeriodValue) => void;
  periodErrors?: Partial<Record<'from' | 'to', readonly string[]>>;
  /** Narrows to one job request (its "Details"), or back to all (null). */
  onJobRequestChange: (jobRequestId: number | null) => void;
  benchmarks?: Benchmarks | null;
  benchmarksLoading?: boolean;
  benchmarksError?: ReactNode;
  onBenchmarksRetry?: () => void;
  benchmarkSkillId: number | null;
  onBenchmarkSkillChange: (skillId: number) => void;
  rateType: RateType;
  onRateTypeChange: (rateType: RateType) => void;
  /** Receives each table's CSV instead of downloading it (tests). */
  onExport?: (csv: string, fileName: string) => void;
  className?: string;
};

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0 gap-4">
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

const hours = (value: number | null) => (value === null ? TEXTS.noMedian : TEXTS.hours(value));

/**
 * The employer's insights (issue 16), presentational: the period picker; for the company or one
 * job request, the stages with their growth beside the absolute volume, the funnel chart, the
 * stages over time, medians, response rate to outreach, quota use, the requests with "Details"
 * (drill-down), and rate benchmarks per skill. Every chart has its table; every table exports as
 * CSV. Loading, empty and error states; one column at 375 px.
 */
export function InsightsDashboard({
  insights,
  loading = false,
  error,
  onRetry,
  retrying = false,
  today,
  onPeriodChange,
  periodErrors,
  onJobRequestChange,
  benchmarks,
  benchmarksLoading = false,
  benchmarksError,
  onBenchmarksRetry,
  benchmarkSkillId,
  onBenchmarkSkillChange,
  rateType,
  onRateTypeChange,
  onExport,
  className,
}: InsightsDashboardProps) {
  const period = insights?.period;
  const suffix = period ? `${period.from}-${period.to}` : today;
  const quiet =
    insights !== undefined &&
    insights !== null &&
    insights.funnel.stages.every((s) => s.count === 0 && s.previous === 0);
  return (
    <div data-slot="insights-dashboard" className={cn('flex min-w-0 flex-col gap-4', className)}>
      <PeriodPicker
        from={period?.from ?? ''}
        to={period?.to ?? today}
        today={today}
        onChange={onPeriodChange}
        errors={periodErrors}
      />
      {insights?.jobRequest ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted/50 p-3">
          <p className="min-w-0 font-medium break-words">
            {TEXTS.jobRequest}: {insights.jobRequest.title}
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onJobRequestChange(null)}
          >
            {TEXTS.backToAll}
          </Button>
        </div>
      ) : null}
      {error ? (
        <ErrorState
          message={error === true ? undefined : error}
          onRetry={onRetry}
          retrying={retrying}
        />
      ) : loading || !insights ? (
        <div role="status" aria-label={TEXTS.loading} className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-56 sm:col-span-2" />
        </div>
      ) : quiet ? (
        <EmptyState
          icon={<BarChart3 />}
          title={TEXTS.emptyTitle}
          description={TEXTS.emptyDescription}
        />
      ) : (
        <>
          <ul aria-label={TEXTS.funnel} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {insights.funnel.stages.map((s) => (
              <li
                key={s.stage}
                className="rounded-lg border border-border p-3"
                data-stage={s.stage}
              >
                <p className="text-sm text-muted-foreground">{TEXTS.stages[s.stage]}</p>
                <p className="text-2xl font-semibold tabular-nums" data-testid={`stage-${s.stage}`}>
                  {formatCount(s.count)}
                </p>
                <p className="text-xs text-muted-foreground">
                  {TEXTS.vsPrevious(s.previous)} {growthText(s.growthPercent, s.previous)}
                </p>
              </li>
            ))}
          </ul>
          <Section title={TEXTS.funnel} description={TEXTS.funnelDescription}>
            <p className="text-sm text-muted-foreground">
              {TEXTS.bidsByKind(
                insights.funnel.bidsByKind.outreach,
                insights.funnel.bidsByKind.proposal,
              )}
            </p>
            <FunnelChart
              stages={insights.funnel.stages}
              fileName={`funnel-${suffix}.csv`}
              onExport={onExport}
            />
          </Section>
          <Section title={TEXTS.overTime}>
            <SeriesChart
              series={insights.series}
              bucket={insights.period.bucket}
              fileName={`over-time-${suffix}.csv`}
              onExport={onExport}
            />
          </Section>
          <div className="grid min-w-0 gap-4 lg:grid-cols-2">
            <Section title={TEXTS.timing}>
              <DataTable
                caption={TEXTS.timing}
                hideCaption
                fileName={`speed-and-response-${suffix}.csv`}
                onExport={onExport}
                columns={[
                  { label: TEXTS.timing },
                  { label: TEXTS.count, numeric: true },
                  { label: TEXTS.sample },
                ]}
                rows={[
                  [
                    TEXTS.firstBid,
                    insights.medians.firstBidHours,
                    TEXTS.overRequests(insights.medians.firstBidSample),
                  ],
                  [
                    TEXTS.acceptance,
                    insights.medians.acceptanceHours,
                    TEXTS.overRequests(insights.medians.acceptanceSample),
                  ],
                  [
                    TEXTS.responseRate,
                    insights.responseRate.percent,
                    TEXTS.responded(
                      insights.responseRate.responded,
                      insights.responseRate.outreach,
                    ),
                  ],
                ]}
                renderCell={(r, c, value) =>
                  c !== 1
                    ? value
                    : r < 2
                      ? hours(value as number | null)
                      : value === null
                        ? TEXTS.noMedian
                        : `${value}%`
                }
              />
            </Section>
            <Section title={TEXTS.quota}>
              <DataTable
                caption={TEXTS.quota}
                hideCaption
                fileName={`quota-${suffix}.csv`}
                onExport={onExport}
                columns={[
                  { label: TEXTS.type },
                  { label: TEXTS.posted, numeric: true },
                  { label: `${TEXTS.quotaPeriod}: ${TEXTS.used}`, numeric: true },
                  { label: TEXTS.limit, numeric: true },
                ]}
                rows={(['job', 'project', 'task'] as const).map((type) => {
                  const usage = insights.quota.usage;
                  const [used, limit] =
                    type === 'job'
                      ? [usage.consumedJobs, usage.jobLimit]
                      : type === 'project'
                        ? [usage.consumedProjects, usage.projectLimit]
                        : [usage.consumedTasks, usage.taskLimit];
                  return [
                    TEXTS.types[type],
                    insights.quota.posted[type],
                    used,
                    limit ?? TEXTS.unlimited,
                  ];
                })}
              />
            </Section>
          </div>
          {insights.jobRequest ? null : (
            <Section title={TEXTS.requests}>
              {insights.requests.length === 0 ? (
                <p className="text-sm text-muted-foreground">{TEXTS.requestsEmpty}</p>
              ) : (
                <DataTable
                  caption={TEXTS.requests}
                  hideCaption
                  fileName={`job-requests-${suffix}.csv`}
                  onExport={onExport}
                  columns={[
                    { label: TEXTS.title_ },
                    { label: TEXTS.status },
                    { label: TEXTS.stages.views, numeric: true },
                    { label: TEXTS.stages.bids, numeric: true },
                    { label: TEXTS.stages.replied, numeric: true },
                    { label: TEXTS.stages.accepted, numeric: true },
                  ]}
                  rows={insights.requests.map((r) => [
                    r.title,
                    r.status,
                    r.views,
                    r.bids,
                    r.replied,
                    r.accepted,
                  ])}
                  renderCell={(r, c, value) =>
                    c === 0 ? (
                      <Button
                        type="button"
                        variant="link"
                        className="h-auto p-0 text-left whitespace-normal"
                        aria-label={TEXTS.detailsOf(insights.requests[r]!.title)}
                        onClick={() => onJobRequestChange(insights.requests[r]!.id)}
                      >
                        {value}
                      </Button>
                    ) : (
                      value
                    )
                  }
                />
              )}
            </Section>
          )}
        </>
      )}
      <Section title={TEXTS.benchmarks} description={TEXTS.benchmarksDescription}>
        <RateBenchmarks
          skills={insights?.skills ?? []}
          skillId={benchmarkSkillId}
          onSkillChange={onBenchmarkSkillChange}
          rateType={rateType}
          onRateTypeChange={onRateTypeChange}
          benchmarks={benchmarks}
          loading={benchmarksLoading}
          error={benchmarksError}
          onRetry={onBenchmarksRetry}
          onExport={onExport}
        />
      </Section>
    </div>
  );
}
