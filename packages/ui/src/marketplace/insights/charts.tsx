/**
 * The insights charts: the funnel as bars and the stages over time as lines. Each is a figure
 * whose drawing is hidden from assistive technology (`aria-hidden`), described by its caption, and
 * followed by the table with the same figures (the accessible alternative), which exports as CSV.
 * The drawings (recharts, ./chart-drawings) are loaded lazily when a chart renders; only the
 * `@hireloop/ui/insights` entry imports this module, so recharts never loads with the rest of the
 * app, nor before the insights page has painted.
 */
import type { FunnelStageCounts, InsightsBucket, InsightsPoint } from '@hireloop/sdk/schemas';
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../primitives/skeleton';
import { DataTable } from './data-table';
import { INSIGHTS_TEXTS as TEXTS } from './texts';

// The drawings (recharts, most of the page's code) load when a chart first shows: the page paints
// its figures and tables first; the chart's box keeps its size meanwhile, so nothing shifts.
const FunnelBars = lazy(() => import('./chart-drawings').then((m) => ({ default: m.FunnelBars })));
const SeriesLines = lazy(() =>
  import('./chart-drawings').then((m) => ({ default: m.SeriesLines })),
);

const percent = (value: number | null) => (value === null ? null : `${value}%`);

/** Growth beside the absolute volume: "+50%", or "new" when there was nothing before. */
export const growthText = (value: number | null, previous: number) =>
  value === null ? (previous === 0 ? TEXTS.noGrowth : '') : `${value > 0 ? '+' : ''}${value}%`;

export interface FunnelChartProps {
  stages: readonly FunnelStageCounts[];
  /** The CSV's name. */
  fileName: string;
  onExport?: (csv: string, fileName: string) => void;
}

/** The funnel views → bids → replied → accepted: bars, then its table with growth and conversion. */
export function FunnelChart({ stages, fileName, onExport }: FunnelChartProps) {
  const data = stages.map((s) => ({ name: TEXTS.stages[s.stage], stage: s.stage, count: s.count }));
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="sr-only">{TEXTS.chartOf(TEXTS.funnel)}</figcaption>
      <div aria-hidden="true" className="h-56 w-full" data-testid="funnel-chart">
        <Suspense fallback={<Skeleton className="size-full" />}>
          <FunnelBars data={data} />
        </Suspense>
      </div>
      <DataTable
        caption={TEXTS.funnel}
        hideCaption
        fileName={fileName}
        onExport={onExport}
        columns={[
          { label: TEXTS.stage },
          { label: TEXTS.count, numeric: true },
          { label: TEXTS.previous, numeric: true },
          { label: TEXTS.growth, numeric: true },
          { label: TEXTS.conversion, numeric: true },
        ]}
        rows={stages.map((s) => [
          TEXTS.stages[s.stage],
          s.count,
          s.previous,
          growthText(s.growthPercent, s.previous),
          percent(s.conversionPercent),
        ])}
      />
    </figure>
  );
}

export interface SeriesChartProps {
  series: readonly InsightsPoint[];
  bucket: InsightsBucket;
  fileName: string;
  onExport?: (csv: string, fileName: string) => void;
}

/** The stages per day (or week) of the period: lines, then the table of the same figures. */
export function SeriesChart({ series, bucket, fileName, onExport }: SeriesChartProps) {
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="sr-only">{TEXTS.chartOf(TEXTS.overTime)}</figcaption>
      <div aria-hidden="true" className="h-56 w-full" data-testid="series-chart">
        <Suspense fallback={<Skeleton className="size-full" />}>
          <SeriesLines series={series} />
        </Suspense>
      </div>
      <details className="rounded-md">
        <summary className="cursor-pointer text-sm font-medium">{TEXTS.overTime}</summary>
        <DataTable
          className="mt-2"
          caption={TEXTS.overTime}
          hideCaption
          fileName={fileName}
          onExport={onExport}
          columns={[
            { label: TEXTS.bucketStart[bucket] },
            { label: TEXTS.stages.views, numeric: true },
            { label: TEXTS.stages.bids, numeric: true },
            { label: TEXTS.stages.replied, numeric: true },
            { label: TEXTS.stages.accepted, numeric: true },
          ]}
          rows={series.map((p) => [p.start, p.views, p.bids, p.replied, p.accepted])}
        />
      </details>
    </figure>
  );
}
