import type { EventFormat, EventHostKind, EventWhen } from '@hireloop/sdk/schemas';
import { EVENT_FORMATS, EVENT_HOST_KINDS, EVENT_WHEN } from '@hireloop/sdk/schemas';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { Input } from '../../primitives/input';
import { Label } from '../../primitives/label';
import { EVENT_TEXTS as TEXTS } from './texts';

export interface EventFilterValues {
  when: EventWhen;
  q: string;
  format: EventFormat | '';
  host: EventHostKind | '';
  skill: number | '';
}

export const EMPTY_EVENT_FILTERS: EventFilterValues = {
  when: 'upcoming',
  q: '',
  format: '',
  host: '',
  skill: '',
};

export interface EventFiltersProps {
  value: EventFilterValues;
  onChange: (value: EventFilterValues) => void;
  /** The skills to filter by (id and name). */
  skills?: ReadonlyArray<{ id: number; name: string }>;
  className?: string;
}

export const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** The events list's filters (issue 17): upcoming or past, search, format, host, skill. */
export function EventFilters({ value, onChange, skills = [], className }: EventFiltersProps) {
  const id = useId();
  const set = (patch: Partial<EventFilterValues>) => onChange({ ...value, ...patch });
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div role="group" aria-label={TEXTS.pageTitle} className="flex gap-2">
        {EVENT_WHEN.map((when) => (
          <button
            key={when}
            type="button"
            aria-pressed={value.when === when}
            onClick={() => set({ when })}
            className={cn(
              'rounded-full border px-3 py-1 text-sm',
              value.when === when ? 'bg-primary text-primary-foreground' : 'bg-background',
            )}
          >
            {TEXTS.when[when]}
          </button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-4">
        <div className="flex flex-col gap-1.5 sm:col-span-1">
          <Label htmlFor={`${id}-q`}>{TEXTS.search}</Label>
          <Input
            id={`${id}-q`}
            type="search"
            value={value.q}
            onChange={(e) => set({ q: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-format`}>{TEXTS.format}</Label>
          <select
            id={`${id}-format`}
            className={selectClass}
            value={value.format}
            onChange={(e) => set({ format: e.target.value as EventFormat | '' })}
          >
            <option value="">{TEXTS.anyFormat}</option>
            {EVENT_FORMATS.map((f) => (
              <option key={f} value={f}>
                {TEXTS.formats[f]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-host`}>{TEXTS.host}</Label>
          <select
            id={`${id}-host`}
            className={selectClass}
            value={value.host}
            onChange={(e) => set({ host: e.target.value as EventHostKind | '' })}
          >
            <option value="">{TEXTS.anyHost}</option>
            {EVENT_HOST_KINDS.map((h) => (
              <option key={h} value={h}>
                {TEXTS.hostKinds[h]}
              </option>
            ))}
          </select>
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
      </div>
    </div>
  );
}
