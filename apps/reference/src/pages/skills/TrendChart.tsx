import { useId } from 'react';
import type { SkillTrendPoint } from '@hireloop/sdk/schemas';
import { plural, weekLabel, weekStartLabel } from './trendText';

const WIDTH = 640;
const HEIGHT = 180;
const AXIS = 30;

/**
 * A skill's weekly demand: bars in an inline SVG (no chart library), then the same numbers as a
 * table. The SVG is an image with a one-sentence summary for screen readers; the table carries the
 * detail for anyone who cannot read the bars.
 */
export function TrendChart({
  name,
  history,
}: {
  name: string;
  history: readonly SkillTrendPoint[];
}) {
  const captionId = useId();
  const total = history.reduce((sum, point) => sum + point.demand, 0);
  const max = Math.max(1, ...history.map((point) => point.demand));
  const busiest = history.reduce<SkillTrendPoint | null>(
    (best, point) => (point.demand > (best?.demand ?? 0) ? point : best),
    null,
  );
  const slot = history.length > 0 ? WIDTH / history.length : WIDTH;
  const barWidth = Math.min(56, slot * 0.6);
  const plotHeight = HEIGHT - AXIS - 30;
  const summary = busiest
    ? `${plural(total, 'job request', 'job requests')} asked for ${name} over ${history.length} weeks; the busiest was the week of ${weekStartLabel(busiest.weekStart)} with ${busiest.demand}.`
    : `No job requests asked for ${name} in these ${history.length} weeks.`;

  if (history.length === 0) {
    return <p className="text-sm text-muted-foreground">No weekly figures yet.</p>;
  }

  return (
    <figure className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground">
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-2xl text-primary"
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - AXIS}
          y2={HEIGHT - AXIS}
          className="stroke-border"
          strokeWidth={1}
        />
        {history.map((point, index) => {
          const barHeight = point.demand === 0 ? 0 : Math.max(3, (point.demand / max) * plotHeight);
          const x = index * slot + (slot - barWidth) / 2;
          const y = HEIGHT - AXIS - barHeight;
          return (
            <g key={point.weekStart}>
              <rect
                x={x}
                y={y}
                width={barWidth}
                height={barHeight}
                rx={3}
                className="fill-current"
              />
              <text
                x={x + barWidth / 2}
                y={y - 4}
                textAnchor="middle"
                className="fill-foreground text-[22px] sm:text-[13px]"
              >
                {point.demand}
              </text>
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                className="fill-muted-foreground text-[22px] sm:text-[13px]"
              >
                {weekStartLabel(point.weekStart)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption id={captionId} className="text-sm text-muted-foreground">
        {summary} Weeks run Monday to Sunday (UTC); the first and last are partial.
      </figcaption>
      <table aria-describedby={captionId} className="w-full max-w-sm text-left text-sm">
        <caption className="sr-only">Weekly demand for {name}</caption>
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            <th scope="col" className="py-1 font-medium">
              Week
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Job requests
            </th>
          </tr>
        </thead>
        <tbody>
          {history.map((point) => (
            <tr key={point.weekStart} className="border-b border-border last:border-0">
              <th scope="row" className="py-1 font-normal">
                <time dateTime={point.weekStart}>{weekLabel(point.weekStart)}</time>
              </th>
              <td className="py-1 text-right tabular-nums">{point.demand}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
