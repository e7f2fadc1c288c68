import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Skeleton } from '../../primitives/skeleton';

export type BidRowSkeletonProps = ComponentProps<'div'> & {
  /** Read by screen readers. @default 'Loading bid' */
  label?: string;
};

/** The shape of a {@link BidRow} while it loads (a `status` region named by `label`). */
export function BidRowSkeleton({
  label = 'Loading bid',
  className,
  ...props
}: BidRowSkeletonProps) {
  return (
    <div
      role="status"
      aria-label={label}
      aria-busy="true"
      data-slot="bid-row-skeleton"
      className={cn('flex items-center gap-3 rounded-lg border border-border p-3', className)}
      {...props}
    >
      <Skeleton className="size-10 shrink-0 rounded-full" />
      <div className="flex flex-1 flex-col gap-1.5">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
      </div>
      <div className="flex flex-col items-end gap-1.5">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-3 w-16" />
      </div>
      <Skeleton className="h-5 w-16 rounded-full" />
    </div>
  );
}
