import { useId } from 'react';
import { Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@hireloop/ui';

/** The value of the "any" choice: Radix Select items cannot have an empty value. */
const ANY = 'any';

export interface FilterSelectProps<T extends string> {
  label: string;
  /** The chosen value, or undefined for "any". */
  value: T | undefined;
  /** The choices, in order. */
  options: readonly T[];
  /** The words shown for each choice. */
  labels: Readonly<Record<T, string>>;
  /** The text of the "any" choice, e.g. "Any type". */
  anyLabel: string;
  onChange: (value: T | undefined) => void;
}

/** A labelled single-choice filter with an "any" choice first. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  labels,
  anyLabel,
  onChange,
}: FilterSelectProps<T>) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value ?? ANY}
        onValueChange={(next) =>
          onChange(next === ANY ? undefined : options.find((option) => option === next))
        }
      >
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>{anyLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {labels[option]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
