import type { SkillTrend, SkillTrendWindow } from '@hireloop/sdk/schemas';
import { formatCount } from '@hireloop/sdk/constants';

/** The trend windows as the page names them (designed). */
export const WINDOW_LABELS: Readonly<Record<SkillTrendWindow, string>> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
};

/** The server's default window for a single skill's trend (it takes no window). */
export const SKILL_TREND_DEFAULT_WINDOW: SkillTrendWindow = '30d';

export const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

type BadgeVariant = 'default' | 'secondary' | 'success' | 'warning' | 'outline';

/**
 * The change against the window before, short ("+50%", "New") and spelled out for screen readers
 * ("up 50% on the previous 30 days"). `null` means the window before had no demand.
 */
export function changeOf(
  trend: Pick<SkillTrend, 'changePercent' | 'demand'>,
  window: SkillTrendWindow,
): { short: string; long: string; variant: BadgeVariant } {
  const previous = `the previous ${WINDOW_LABELS[window]}`;
  const { changePercent, demand } = trend;
  if (changePercent === null) {
    return demand > 0
      ? { short: 'New', long: `new: no demand in ${previous}`, variant: 'success' }
      : { short: 'No demand', long: `no demand in this or ${previous}`, variant: 'secondary' };
  }
  const rounded = Math.round(changePercent);
  if (rounded > 0) {
    return { short: `+${rounded}%`, long: `up ${rounded}% on ${previous}`, variant: 'success' };
  }
  if (rounded < 0) {
    return {
      short: `${rounded}%`,
      long: `down ${Math.abs(rounded)}% on ${previous}`,
      variant: 'warning',
    };
  }
  return { short: 'Steady', long: `the same as ${previous}`, variant: 'secondary' };
}

/**
 * Skills whose demand grew the most against the window before, at most `count`. Skills new in
 * the window (no demand before, `changePercent` null) are not counted: the list marks them "New".
 */
export function risingSkills(items: readonly SkillTrend[], count = 3): SkillTrend[] {
  return items
    .filter((item) => (item.changePercent ?? 0) > 0)
    .sort((a, b) => (b.changePercent ?? 0) - (a.changePercent ?? 0))
    .slice(0, count);
}

const weekFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Mar 3" for a week's Monday (an ISO date, read in UTC as the server counts weeks). */
export const weekStartLabel = (weekStart: string) =>
  weekFormat.format(new Date(`${weekStart}T00:00:00Z`));

/** "Week of Mar 3". */
export const weekLabel = (weekStart: string) => `Week of ${weekStartLabel(weekStart)}`;
