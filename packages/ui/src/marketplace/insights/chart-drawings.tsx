/**
 * The insights charts' drawings (recharts), loaded only when a chart is shown: `./charts` renders
 * them lazily inside their figures, beside the tables that carry the same figures, so the insights
 * page paints (heading, figures, tables) without waiting for recharts.
 */
import type { InsightsPoint } from '@hireloop/sdk/schemas';
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
import { INSIGHTS_TEXTS as TEXTS } from './texts';

/** The stages' colours: the theme's primary, fading stage by stage. */
const STAGE_COLORS = {
  views: 'color-mix(in oklab, var(--primary) 35%, transparent)',
  bids: 'color-mix(in oklab, var(--primary) 55%, transparent)',
  replied: 'color-mix(in oklab, var(--primary) 75%, transparent)',
  accepted: 'var(--primary)',
} as const;

/** The funnel's bars: one per stage, `{ name, count }`. */
export function FunnelBars({ data }: { data: readonly { name: string; count: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={[...data]}
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
  );
}

/** The stages over time: one line per stage. */
export function SeriesLines({ series }: { series: readonly InsightsPoint[] }) {
  return (
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
  );
}
