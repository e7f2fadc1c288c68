import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** A progress bar needs a name: `aria-label`, or `aria-labelledby` pointing at a visible label. */
type ProgressName =
  | { 'aria-label': string; 'aria-labelledby'?: undefined }
  | { 'aria-labelledby': string; 'aria-label'?: undefined };

export type ProgressProps = Omit<
  ComponentProps<typeof ProgressPrimitive.Root>,
  'aria-label' | 'aria-labelledby' | 'max'
> &
  ProgressName & {
    /** How far along, from 0 to 100 (clamped); `null` or absent is indeterminate. */
    value?: number | null;
  };

/**
 * A progress bar (Radix Progress, role `progressbar` with `aria-valuenow`) for a `value` from 0 to
 * 100. It must be named: pass `aria-label` (or `aria-labelledby`).
 */
export function Progress({ className, value, ...props }: ProgressProps) {
  const clamped = value == null ? null : Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={100}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="h-full w-full flex-1 bg-primary transition-transform"
        style={{ transform: `translateX(-${100 - (clamped ?? 0)}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
