import { RATE_TYPES, TEXTS as SPEC_TEXTS, type RateType } from '@hireloop/sdk/constants';
import type { Benchmarks } from '@hireloop/sdk/schemas';
import type { ReactNode } from 'react';
import { Skeleton } from '../../primitives/skeleton';
import { ErrorState } from '../lists/error-state';
import { NativeSelect } from '../team/native-select';
import { DataTable } from './data-table';
import { INSIGHTS_TEXTS as TEXTS } from './texts';

const dollars = (digits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const whole = dollars(0);
const cents = dollars(2);
/** "$70", "$86.50". */
const money = (value: number) => (Number.isInteger(value) ? whole : cents).format(value);

export type RateBenchmarksProps = {
  /** The skills to pick from (the company's most asked). */
  skills: readonly { id: number; name: string }[];
  skillId: number | null;
  onSkillChange: (skillId: number) => void;
  rateType: RateType;
  onRateTypeChange: (rateType: RateType) => void;
  benchmarks?: Benchmarks | null;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  onExport?: (csv: string, fileName: string) => void;
};

/**
 * Rate benchmarks per skill: p25, median and p75 of what public job requests ask and of what
 * accepted bids got, each with its number of rates; below the sdk's minimum sample, "Not enough
 * data yet" instead of figures.
 */
export function RateBenchmarks({
  skills,
  skillId,
  onSkillChange,
  rateType,
  onRateTypeChange,
  benchmarks,
  loading = false,
  error,
  onRetry,
  onExport,
}: RateBenchmarksProps) {
  if (skills.length === 0) return <p className="text-sm text-muted-foreground">{TEXTS.noSkills}</p>;
  const rows = benchmarks
    ? (['requests', 'acceptedBids'] as const).map((key) => {
        const b = benchmarks[key];
        return [TEXTS.benchmarkRow[key], b.sample, b.p25, b.p50, b.p75] as const;
      })
    : [];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <label className="flex min-w-40 flex-1 flex-col gap-1 text-sm font-medium">
          {TEXTS.skill}
          <NativeSelect
            value={skillId ?? ''}
            onChange={(event) => onSkillChange(Number(event.target.value))}
          >
            {skills.map((skill) => (
              <option key={skill.id} value={skill.id}>
                {skill.name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex min-w-32 flex-col gap-1 text-sm font-medium">
          {TEXTS.rateType}
          <NativeSelect
            value={rateType}
            onChange={(event) => onRateTypeChange(event.target.value as RateType)}
          >
            {RATE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      {error ? (
        <ErrorState titleAs="h3" message={error === true ? undefined : error} onRetry={onRetry} />
      ) : loading || !benchmarks ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <DataTable
          caption={`${TEXTS.benchmarks}: ${benchmarks.skill.name} (${benchmarks.rateType})`}
          fileName={`rate-benchmarks-${benchmarks.skill.id}-${benchmarks.rateType}.csv`}
          onExport={onExport}
          columns={[
            { label: TEXTS.benchmarks },
            { label: TEXTS.sample, numeric: true },
            { label: TEXTS.p25, numeric: true },
            { label: TEXTS.p50, numeric: true },
            { label: TEXTS.p75, numeric: true },
          ]}
          rows={rows}
          renderCell={(r, c, value) => {
            if (c < 2) return value;
            if (value === null) return c === 3 ? SPEC_TEXTS.insights.notEnoughData : '';
            return money(Number(value));
          }}
        />
      )}
    </div>
  );
}
