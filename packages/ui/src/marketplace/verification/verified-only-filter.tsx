import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Checkbox } from '../../primitives/checkbox';
import { Label } from '../../primitives/label';
import { VERIFICATION_TEXTS as TEXTS } from './texts';

export type VerifiedOnlyFilterProps = Omit<ComponentProps<'div'>, 'children' | 'onChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** The explorer's "Verified only" (issue 18): talent whose identity an admin approved. */
export function VerifiedOnlyFilter({
  checked,
  onCheckedChange,
  className,
  ...props
}: VerifiedOnlyFilterProps) {
  const id = useId();
  return (
    <div
      data-slot="verified-only-filter"
      className={cn('flex items-start gap-2', className)}
      {...props}
    >
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>{TEXTS.verifiedOnly}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {TEXTS.verifiedOnlyHint}
        </p>
      </div>
    </div>
  );
}
