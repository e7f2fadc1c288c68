/**
 * The insights charts (recharts): the funnel as bars and the stages over time as lines. Each is a
 * figure whose drawing is hidden from assistive technology (`aria-hidden`), described by its
 * caption, and followed by the table with the same figures (the accessible alternative), which
 * exports as CSV. Only the `@hireloop/ui/insights` entry imports this module, so recharts loads
 * with the insights page and never with the rest of the app.
 */
import type { FunnelStageCounts, InsightsBucket, InsightsPoint } from '@hireloop/sdk/schemas';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { DataTable } from './data-table';
import { INSIGHTS_TEXTS as TEXTS } from './texts';

/** The stages' colours: the theme's primary, fading stage by stage. */
const STAGE_COLORS = {
  views: 'color-mix(in oklab, var(--primary) 35%, transparent)',
  bids: 'color-mix(in oklab, var(--primary) 55%, transparent)',
  replied: 'color-mix(in oklab, var(--primary) 75%, transparent)',
  accepted: 'var(--primary)',
} as const;

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
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout="vertical"
            margin={{ left: 8, right: 16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="name" width={72} />
            <Tooltip />
            <Bar dataKey="count" name={TEXTS.count} fill="var(--primary)" radius={4} />
          </BarChart>
        </ResponsiveContainer>
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
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={[...series]} margin={{ left: 0, right: 16 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="start" tickFormatter={(day: string) => day.slice(5)} minTickGap={16} />
            <YAxis allowDecimals={false} width={32} />
            <Tooltip />
            <Legend />
            {(['views', 'bids', 'replied', 'accepted'] as const).map((stage) => (
              <Line
                key={stage}
                type="monotone"
                dataKey={stage}
                name={TEXTS.stages[stage]}
                stroke={STAGE_COLORS[stage]}
                strokeWidth={2}
                dot={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
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
