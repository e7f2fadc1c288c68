import { useId } from 'react';
import { Label, NativeSelect } from '@hireloop/ui';

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

/**
 * A labelled single-choice filter with an "any" choice first: a native select, as the events,
 * library, collectives and services filters are (the phone's own picker; no popover code on the
 * page: Radix Select and its positioning were 17.7 KB of /opportunities, /requests, /bid-manager
 * and /explorer).
 */
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
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(options.find((option) => option === event.target.value))}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
