import { fieldErrorsOf, serverMessage, useInsights, useRateBenchmarks } from '@hireloop/hooks';
import { DEFAULT_RATE_TYPE, type RateType } from '@hireloop/sdk/constants';
import { useState } from 'react';
import {
  InsightsDashboard,
  type InsightsDashboardProps,
} from '../marketplace/insights/insights-dashboard';
import type { InsightsPeriodValue } from '../marketplace/insights/period-picker';

export type ConnectedInsightsPageProps = Pick<InsightsDashboardProps, 'onExport' | 'className'> & {
  /** The period, when the app keeps it (e.g. in the URL); else the component does. */
  period?: InsightsPeriodValue;
  onPeriodChange?: (period: InsightsPeriodValue) => void;
  /** The job request drilled into, when the app keeps it; else the component does. */
  jobRequestId?: number | null;
  onJobRequestChange?: (jobRequestId: number | null) => void;
  /** The clock, for the period presets. @default () => new Date() */
  now?: () => Date;
};

/**
 * The insights page's content, connected (issue 16): `useInsights` for the period and job request
 * chosen, `useRateBenchmarks` for the chosen skill (by default the company's most asked) and rate
 * type; the server's field errors of a period shown under its inputs. Wrap it in the app's layout
 * with the page title.
 */
export function ConnectedInsightsPage({
  period: controlledPeriod,
  onPeriodChange,
  jobRequestId: controlledRequest,
  onJobRequestChange,
  now = () => new Date(),
  ...props
}: ConnectedInsightsPageProps) {
  const [ownPeriod, setOwnPeriod] = useState<InsightsPeriodValue>({});
  const [ownRequest, setOwnRequest] = useState<number | null>(null);
  const period = controlledPeriod ?? ownPeriod;
  const jobRequestId = controlledRequest === undefined ? ownRequest : controlledRequest;
  const insights = useInsights({ ...period, ...(jobRequestId ? { jobRequestId } : {}) });
  const [chosenSkill, setChosenSkill] = useState<number | null>(null);
  const [rateType, setRateType] = useState<RateType>(DEFAULT_RATE_TYPE);
  const skillId = chosenSkill ?? insights.data?.skills[0]?.id ?? null;
  const benchmarks = useRateBenchmarks(skillId === null ? null : { skill: skillId, rateType });
  const errors = insights.isError ? fieldErrorsOf(insights.error) : {};
  const periodErrors = errors.from || errors.to ? { from: errors.from, to: errors.to } : undefined;

  return (
    <InsightsDashboard
      {...props}
      insights={periodErrors ? undefined : insights.data}
      loading={insights.isPending && insights.fetchStatus !== 'idle'}
      error={
        insights.isError && !periodErrors ? (serverMessage(insights.error) ?? true) : undefined
      }
      onRetry={() => void insights.refetch()}
      retrying={insights.isRefetching}
      today={now().toISOString().slice(0, 10)}
      onPeriodChange={(next) => (onPeriodChange ?? setOwnPeriod)(next)}
      periodErrors={periodErrors}
      onJobRequestChange={(id) => (onJobRequestChange ?? setOwnRequest)(id)}
      benchmarks={benchmarks.data}
      benchmarksLoading={benchmarks.isPending && benchmarks.fetchStatus !== 'idle'}
      benchmarksError={benchmarks.isError ? (serverMessage(benchmarks.error) ?? true) : undefined}
      onBenchmarksRetry={() => void benchmarks.refetch()}
      benchmarkSkillId={skillId}
      onBenchmarkSkillChange={setChosenSkill}
      rateType={rateType}
      onRateTypeChange={setRateType}
    />
  );
}
