import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Card, CardContent, CardFooter, CardHeader } from '../../primitives/card';
import { Skeleton } from '../../primitives/skeleton';

export type JobRequestCardSkeletonProps = ComponentProps<'div'> & {
  /** Read by screen readers. @default 'Loading job request' */
  label?: string;
};

/** The shape of a {@link JobRequestCard} while it loads (a `status` region named by `label`). */
export function JobRequestCardSkeleton({
  label = 'Loading job request',
  className,
  ...props
}: JobRequestCardSkeletonProps) {
  return (
    <Card
      role="status"
      aria-label={label}
      aria-busy="true"
      data-slot="job-request-card-skeleton"
      className={cn('gap-4', className)}
      {...props}
    >
      <CardHeader>
        <div className="flex gap-2">
          <Skeleton className="h-5 w-14 rounded-full" />
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-12 rounded-full" />
        </div>
      </CardContent>
      <CardFooter className="justify-end">
        <Skeleton className="h-9 w-36" />
      </CardFooter>
    </Card>
  );
}
