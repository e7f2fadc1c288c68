import type { AdminCheckinStats, CheckinStatsRow } from '@hireloop/sdk/schemas';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Label } from '../../primitives/label';
import { Skeleton } from '../../primitives/skeleton';
import { EmptyState } from '../lists/empty-state';
import { ErrorState } from '../lists/error-state';
import { NativeSelect } from '../team/native-select';
import { CHECKIN_TEXTS as TEXTS } from './texts';

/** The periods an admin picks from, in days. */
export const ADMIN_CHECKIN_PERIODS = [7, 30, 90] as const;

export type AdminCheckinStatsProps = Omit<ComponentProps<'section'>, 'children'> & {
  stats: AdminCheckinStats | undefined;
  /** The period shown, in days. */
  days: number;
  onDaysChange: (days: number) => void;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** A row's "show engagements": one company's or one talent's. */
  onDrillDown: (group: 'company' | 'talent', row: CheckinStatsRow) => void;
};

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

function StatsTable({
  caption,
  nameHeader,
  rows,
  onShow,
}: {
  caption: string;
  nameHeader: string;
  rows: readonly CheckinStatsRow[];
  onShow: (row: CheckinStatsRow) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[34rem] text-sm">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {nameHeader}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {TEXTS.engagements}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {TEXTS.checkins}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {TEXTS.overdueRate}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {TEXTS.missedRate}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {TEXTS.openBlockers}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t">
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                <Button
                  type="button"
                  variant="link"
                  className="h-auto p-0 text-left break-words whitespace-normal"
                  aria-label={TEXTS.showEngagements(row.name)}
                  onClick={() => onShow(row)}
                >
                  {row.name}
                </Button>
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{row.engagements}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{row.checkins}</td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {percent.format(row.overdueRate)}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {percent.format(row.missedRate)}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{row.openBlockers}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The admins' check-in figures (issue 16, /admin/check-ins), presentational: over the chosen
 * period, the overdue and missed rates and open blockers of all engagements, then by company and
 * by talent (worst first), each row opening that group's engagements.
 */
export function AdminCheckinStatsView({
  stats,
  days,
  onDaysChange,
  loading = false,
  error,
  onRetry,
  onDrillDown,
  className,
  ...props
}: AdminCheckinStatsProps) {
  const id = useId();
  let body: ReactNode;
  if (loading) {
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label={TEXTS.adminTitle}
        className="flex flex-col gap-2"
      >
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  } else if (error || !stats) {
    body = (
      <ErrorState
        title={TEXTS.statsFailed}
        message={error === true || !error ? undefined : error}
        onRetry={onRetry}
        titleAs="h2"
      />
    );
  } else if (stats.totals.engagements === 0) {
    body = <EmptyState title={TEXTS.noRows} titleAs="h2" />;
  } else {
    const { totals } = stats;
    const figures = [
      [TEXTS.engagements, String(totals.engagements)],
      [TEXTS.checkins, String(totals.checkins)],
      [TEXTS.overdueRate, percent.format(totals.overdueRate)],
      [TEXTS.missedRate, percent.format(totals.missedRate)],
      [TEXTS.openBlockers, String(totals.openBlockers)],
    ] as const;
    body = (
      <>
        <section aria-labelledby={`${id}-totals`} className="flex flex-col gap-2">
          <h2 id={`${id}-totals`} className="font-semibold">
            {TEXTS.totals}
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {figures.map(([label, value]) => (
              <div key={label} className="rounded-lg border bg-card p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-xl font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <StatsTable
          caption={TEXTS.byCompany}
          nameHeader={TEXTS.company}
          rows={stats.byCompany}
          onShow={(row) => onDrillDown('company', row)}
        />
        <StatsTable
          caption={TEXTS.byTalent}
          nameHeader={TEXTS.talent}
          rows={stats.byTalent}
          onShow={(row) => onDrillDown('talent', row)}
        />
      </>
    );
  }
  return (
    <section
      data-slot="admin-checkin-stats"
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <div className="flex items-center gap-2">
        <Label htmlFor={`${id}-days`}>{TEXTS.period}</Label>
        <NativeSelect
          id={`${id}-days`}
          className="w-40"
          value={String(days)}
          onChange={(e) => onDaysChange(Number(e.target.value))}
        >
          {ADMIN_CHECKIN_PERIODS.map((n) => (
            <option key={n} value={n}>
              {TEXTS.lastDays(n)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {body}
    </section>
  );
}
