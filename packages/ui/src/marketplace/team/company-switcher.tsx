import type { MyCompany } from '@hireloop/sdk/schemas';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Label } from '../../primitives/label';
import { NativeSelect } from './native-select';
import { TEAM_TEXTS as TEXTS } from './texts';

export type CompanySwitcherProps = Omit<ComponentProps<'div'>, 'children' | 'onChange'> & {
  /** The person's companies (GET /api/companies), the active one marked. */
  companies: readonly MyCompany[];
  /** Acts for another company. */
  onSwitch: (companyId: number) => void;
  /** A switch is under way. */
  switching?: boolean;
  /** Keep the "Company" label for screen readers only (a header has no room). @default false */
  labelHidden?: boolean;
};

/**
 * Which company the person acts for (issue 16), presentational: a labelled select of their
 * companies with their role in each; nothing when they belong to one company only.
 */
export function CompanySwitcher({
  companies,
  onSwitch,
  switching = false,
  labelHidden = false,
  className,
  ...props
}: CompanySwitcherProps) {
  const id = useId();
  if (companies.length < 2) return null;
  const active = companies.find((c) => c.active);
  return (
    <div data-slot="company-switcher" className={cn('flex flex-col gap-1', className)} {...props}>
      <Label htmlFor={id} className={cn('text-xs text-muted-foreground', labelHidden && 'sr-only')}>
        {TEXTS.companyLabel}
      </Label>
      <NativeSelect
        id={id}
        value={active ? String(active.company.id) : ''}
        disabled={switching}
        onChange={(event) => onSwitch(Number(event.target.value))}
      >
        {companies.map((c) => (
          <option key={c.company.id} value={String(c.company.id)}>
            {TEXTS.roleInCompany(c.company.name, TEXTS.roles[c.role])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
