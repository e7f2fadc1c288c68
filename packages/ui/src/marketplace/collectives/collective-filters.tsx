import type { Skill } from '@hireloop/sdk';
import { COLLECTIVE_SIZES, type CollectiveSize } from '@hireloop/sdk/schemas';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Input } from '../../primitives/input';
import { Label } from '../../primitives/label';
import { NativeSelect } from '../team/native-select';
import { COLLECTIVE_TEXTS as TEXTS } from './texts';

/** The filters of /collective: all text as typed (the page parses it with the sdk's query schema). */
export interface CollectiveFilterValues {
  q: string;
  skill: string;
  size: '' | CollectiveSize;
  maxRate: string;
}

export type CollectiveFiltersProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  value: CollectiveFilterValues;
  onChange: (value: CollectiveFilterValues) => void;
  /** The skills to filter by (GET /api/skills). */
  skills: readonly Skill[];
};

/** Search, skill, size and rate ceiling for /collective (issue 17), presentational. */
export function CollectiveFilters({
  value,
  onChange,
  skills,
  className,
  ...props
}: CollectiveFiltersProps) {
  const id = useId();
  const set = (patch: Partial<CollectiveFilterValues>) => onChange({ ...value, ...patch });
  return (
    <div
      data-slot="collective-filters"
      role="search"
      className={cn('grid gap-3 sm:grid-cols-[2fr_1fr_1fr_1fr]', className)}
      {...props}
    >
      <div className="flex flex-col gap-1.5">
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
        <NativeSelect
          id={`${id}-skill`}
          value={value.skill}
          onChange={(e) => set({ skill: e.target.value })}
        >
          <option value="">{TEXTS.anySkill}</option>
          {skills.map((skill) => (
            <option key={skill.id} value={String(skill.id)}>
              {skill.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-size`}>{TEXTS.size}</Label>
        <NativeSelect
          id={`${id}-size`}
          value={value.size}
          onChange={(e) => set({ size: e.target.value as CollectiveFilterValues['size'] })}
        >
          <option value="">{TEXTS.anySize}</option>
          {COLLECTIVE_SIZES.map((size) => (
            <option key={size} value={size}>
              {TEXTS.sizes[size]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-rate`}>{TEXTS.maxRate}</Label>
        <Input
          id={`${id}-rate`}
          type="number"
          inputMode="numeric"
          min={0}
          value={value.maxRate}
          onChange={(e) => set({ maxRate: e.target.value })}
        />
      </div>
    </div>
  );
}
