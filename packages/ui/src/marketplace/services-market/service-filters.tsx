import { REVIEW_RATING_MAX, SERVICE_SORTS, type ServiceSort } from '@hireloop/sdk/schemas';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { Input } from '../../primitives/input';
import { Label } from '../../primitives/label';
import { selectClass } from './format';
import { MARKET_TEXTS as TEXTS } from './texts';

export interface ServiceFilterValues {
  q: string;
  skill: number | '';
  /** Whole dollars, as typed ('' for any). */
  priceMax: string;
  /** Days, as typed ('' for any). */
  deliveryMax: string;
  ratingMin: number | '';
  sort: ServiceSort;
}

export const EMPTY_SERVICE_FILTERS: ServiceFilterValues = {
  q: '',
  skill: '',
  priceMax: '',
  deliveryMax: '',
  ratingMin: '',
  sort: 'newest',
};

export interface ServiceFiltersProps {
  value: ServiceFilterValues;
  onChange: (value: ServiceFilterValues) => void;
  /** The skills to filter by (id and name). */
  skills?: ReadonlyArray<{ id: number; name: string }>;
  /** Field errors of the query (the server's 400), by field. */
  errors?: Record<string, string[] | undefined>;
  className?: string;
}

/** 4+, 3+, 2+ stars (a function: see rating-stars.tsx on module-level values). */
const ratingSteps = () => [REVIEW_RATING_MAX - 1, REVIEW_RATING_MAX - 2, REVIEW_RATING_MAX - 3];

/**
 * The services list's filters (issue 18): a search, skill, the most one will pay (starting price),
 * delivery within so many days, a minimum rating, and the order.
 */
export function ServiceFilters({
  value,
  onChange,
  skills = [],
  errors,
  className,
}: ServiceFiltersProps) {
  const id = useId();
  const set = (patch: Partial<ServiceFilterValues>) => onChange({ ...value, ...patch });
  const error = (name: string) => errors?.[name]?.[0];
  const numeric = (name: 'priceMax' | 'deliveryMax', label: string) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        inputMode="numeric"
        value={value[name]}
        aria-invalid={error(name) ? true : undefined}
        aria-describedby={error(name) ? `${id}-${name}-error` : undefined}
        onChange={(e) => set({ [name]: e.target.value.replace(/[^\d]/g, '') })}
      />
      {error(name) ? (
        <p id={`${id}-${name}-error`} className="text-sm text-destructive">
          {error(name)}
        </p>
      ) : null}
    </div>
  );
  return (
    <div className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-4', className)}>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-q`}>{TEXTS.search}</Label>
        <Input
          id={`${id}-q`}
          type="search"
          value={value.q}
          onChange={(e) => set({ q: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-skill`}>{TEXTS.skill}</Label>
        <select
          id={`${id}-skill`}
          className={selectClass}
          value={value.skill}
          onChange={(e) => set({ skill: e.target.value ? Number(e.target.value) : '' })}
        >
          <option value="">{TEXTS.anySkill}</option>
          {skills.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      {numeric('priceMax', TEXTS.maxPrice)}
      {numeric('deliveryMax', TEXTS.maxDays)}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-rating`}>{TEXTS.minRating}</Label>
        <select
          id={`${id}-rating`}
          className={selectClass}
          value={value.ratingMin}
          onChange={(e) => set({ ratingMin: e.target.value ? Number(e.target.value) : '' })}
        >
          <option value="">{TEXTS.anyRating}</option>
          {ratingSteps().map((n) => (
            <option key={n} value={n}>
              {TEXTS.ratingAtLeast(n)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-sort`}>{TEXTS.sort}</Label>
        <select
          id={`${id}-sort`}
          className={selectClass}
          value={value.sort}
          onChange={(e) => set({ sort: e.target.value as ServiceSort })}
        >
          {SERVICE_SORTS.map((s) => (
            <option key={s} value={s}>
              {TEXTS.sorts[s]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
