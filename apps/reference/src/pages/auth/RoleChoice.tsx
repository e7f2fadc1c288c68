import { useId } from 'react';
import type { AccountType } from '@hireloop/sdk';
import { ROLE_OPTIONS } from './roleOptions';

export interface RoleChoiceProps {
  legend: string;
  value: AccountType | null;
  onChange: (value: AccountType) => void;
  /** The radio group's form name. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * "I want to hire" / "I want to work" as two native radio cards (no Radix: the public pages stay
 * light). Each radio is named by its short label and described by its line of text; the whole
 * card is clickable through the label's overlay.
 */
export function RoleChoice({
  legend,
  value,
  onChange,
  name = 'role',
  required,
  disabled,
}: RoleChoiceProps) {
  const id = useId();
  return (
    <fieldset className="grid min-w-0 gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {ROLE_OPTIONS.map((option) => {
          const inputId = `${id}-${option.value}`;
          return (
            <div
              key={option.value}
              className="relative flex items-start gap-3 rounded-lg border border-border bg-background p-3 transition-colors hover:bg-accent/50 has-checked:border-primary has-checked:bg-accent has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input
                id={inputId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                required={required}
                aria-describedby={`${inputId}-description`}
                className="relative z-10 mt-0.5 size-4 shrink-0 accent-primary outline-none"
              />
              <div className="grid gap-1">
                <label
                  htmlFor={inputId}
                  className="cursor-pointer text-sm leading-none font-medium after:absolute after:inset-0 after:content-['']"
                >
                  {option.label}
                </label>
                <p id={`${inputId}-description`} className="text-xs text-muted-foreground">
                  {option.description}
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
