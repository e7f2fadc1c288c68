import {
  LIBRARY_AUDIENCES,
  LIBRARY_KINDS,
  LIBRARY_PLANS,
  type LibraryAudience,
  type LibraryKind,
  type LibraryPlan,
} from '@hireloop/sdk/constants';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { Input } from '../../primitives/input';
import { Label } from '../../primitives/label';
import { selectClass } from '../events/event-filters';
import { LIBRARY_TEXTS as TEXTS } from './texts';

export interface LibraryFilterValues {
  q: string;
  kind: LibraryKind | '';
  audience: LibraryAudience | '';
  plan: LibraryPlan | '';
  skill: number | '';
}

export const EMPTY_LIBRARY_FILTERS: LibraryFilterValues = {
  q: '',
  kind: '',
  audience: '',
  plan: '',
  skill: '',
};

export interface LibraryFiltersProps {
  value: LibraryFilterValues;
  onChange: (value: LibraryFilterValues) => void;
  /** The skills to filter by (id and name). */
  skills?: ReadonlyArray<{ id: number; name: string }>;
  className?: string;
}

/** The library's filters (issue 18): a search, kind, audience, plan and skill. */
export function LibraryFilters({ value, onChange, skills = [], className }: LibraryFiltersProps) {
  const id = useId();
  const set = (patch: Partial<LibraryFilterValues>) => onChange({ ...value, ...patch });
  const select = <T extends string>(
    key: 'kind' | 'audience' | 'plan',
    label: string,
    any: string,
    options: readonly T[],
    names: Record<T, string>,
  ) => (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <select
        id={`${id}-${key}`}
        className={selectClass}
        value={value[key]}
        onChange={(e) => set({ [key]: e.target.value } as Partial<LibraryFilterValues>)}
      >
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {names[option]}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div
      role="search"
      aria-label={TEXTS.search}
      className={cn('grid grid-cols-2 gap-3 lg:grid-cols-5', className)}
    >
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>{TEXTS.search}</Label>
        <Input
          id={`${id}-q`}
          type="search"
          value={value.q}
          onChange={(e) => set({ q: e.target.value })}
        />
      </div>
      {select('kind', TEXTS.kind, TEXTS.anyKind, LIBRARY_KINDS, TEXTS.kinds)}
      {select('audience', TEXTS.audience, TEXTS.anyAudience, LIBRARY_AUDIENCES, TEXTS.audiences)}
      {select('plan', TEXTS.plan, TEXTS.anyPlan, LIBRARY_PLANS, TEXTS.planFilter)}
      <div className="flex min-w-0 flex-col gap-1.5">
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
    </div>
  );
}
