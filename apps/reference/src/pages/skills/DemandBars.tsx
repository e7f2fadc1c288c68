import type { SkillTrendPoint } from '@hireloop/sdk/schemas';
import { cn } from '@hireloop/ui';

export interface DemandBarsProps {
  history: readonly SkillTrendPoint[];
  /** Drawing size in px (the SVG scales to its box). @default 96 × 28 */
  width?: number;
  height?: number;
  className?: string;
}

/**
 * Weekly demand as bars in an inline SVG, no chart library. Decorative (`aria-hidden`): the
 * numbers it draws are always written out beside it (a count, or the table on the skill page).
 */
export function DemandBars({ history, width = 96, height = 28, className }: DemandBarsProps) {
  const max = Math.max(1, ...history.map((point) => point.demand));
  const gap = 2;
  const barWidth = history.length > 0 ? (width - gap * (history.length - 1)) / history.length : 0;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={cn('shrink-0 text-primary', className)}
      preserveAspectRatio="none"
    >
      <line
        x1={0}
        x2={width}
        y1={height - 0.5}
        y2={height - 0.5}
        className="stroke-border"
        strokeWidth={1}
      />
      {history.map((point, index) => {
        const barHeight = point.demand === 0 ? 0 : Math.max(2, (point.demand / max) * (height - 2));
        return (
          <rect
            key={point.weekStart}
            x={index * (barWidth + gap)}
            y={height - 1 - barHeight}
            width={barWidth}
            height={barHeight}
            rx={1}
            className="fill-current"
          />
        );
      })}
    </svg>
  );
}
