import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/**
 * A pulsing placeholder block shown while content loads. Hidden from assistive technology (it
 * says nothing); mark the loading region with `aria-busy` or show a `Spinner` for the status.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
