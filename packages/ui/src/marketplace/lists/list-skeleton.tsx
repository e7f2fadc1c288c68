import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Skeleton } from '../../primitives/skeleton';

export type ListSkeletonProps = ComponentProps<'div'> & {
  /** Read by screen readers, e.g. "Loading conversations". */
  label: string;
  /** How many placeholder rows. @default 4 */
  rows?: number;
};

/**
 * Rows of avatar + two lines while a list loads: the conversation list, the notifications, a
 * message thread (a `status` region named by `label`).
 */
export function ListSkeleton({ label, rows = 4, className, ...props }: ListSkeletonProps) {
  return (
    <div
      role="status"
      aria-label={label}
      aria-busy="true"
      data-slot="list-skeleton"
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex items-center gap-3 p-2">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
