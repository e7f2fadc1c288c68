import { serverMessage, useAdminCheckinEngagements, useAdminCheckinStats } from '@hireloop/hooks';
import type { CheckinStatsRow } from '@hireloop/sdk/schemas';
import { useState, type ComponentProps } from 'react';
import { AdminCheckinStatsView } from '../marketplace/checkins/admin-checkin-stats';
import { EngagementList } from '../marketplace/checkins/engagement-list';
import { CHECKIN_TEXTS as TEXTS } from '../marketplace/checkins/texts';
import { Button } from '../primitives/button';

type DrillDown = { group: 'company' | 'talent'; row: CheckinStatsRow } | null;

export type ConnectedAdminCheckinsProps = Omit<ComponentProps<'div'>, 'children'>;

/**
 * /admin/check-ins (issue 16), fed from the hooks: the figures over a chosen period, and a row's
 * engagements (one company's or one talent's) below the tables.
 */
export function ConnectedAdminCheckins(props: ConnectedAdminCheckinsProps) {
  const [days, setDays] = useState(30);
  const [drill, setDrill] = useState<DrillDown>(null);
  const stats = useAdminCheckinStats({ days });
  const engagements = useAdminCheckinEngagements(
    drill === null
      ? null
      : drill.group === 'company'
        ? { companyId: drill.row.id }
        : { talentId: drill.row.id },
  );
  return (
    <div data-slot="admin-checkins" className="flex flex-col gap-8" {...props}>
      <AdminCheckinStatsView
        stats={stats.data ?? undefined}
        days={days}
        onDaysChange={setDays}
        loading={stats.isPending}
        error={stats.isError ? (serverMessage(stats.error) ?? true) : undefined}
        onRetry={() => void stats.refetch()}
        onDrillDown={(group, row) => setDrill({ group, row })}
      />
      {drill ? (
        <section aria-labelledby="checkins-drill-down" className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-2">
            <h2 id="checkins-drill-down" className="font-semibold break-words">
              {TEXTS.drillDownTitle(drill.row.name)}
            </h2>
            <Button type="button" variant="ghost" size="sm" onClick={() => setDrill(null)}>
              {TEXTS.close}
            </Button>
          </div>
          <EngagementList
            side={drill.group === 'company' ? 'employer' : 'talent'}
            engagements={engagements.data ?? []}
            loading={engagements.isPending}
            error={engagements.isError ? (serverMessage(engagements.error) ?? true) : undefined}
            onRetry={() => void engagements.refetch()}
          />
        </section>
      ) : null}
    </div>
  );
}
