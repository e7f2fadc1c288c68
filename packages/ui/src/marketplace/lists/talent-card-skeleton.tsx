import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Card, CardContent, CardFooter, CardHeader } from '../../primitives/card';
import { Skeleton } from '../../primitives/skeleton';

export type TalentCardSkeletonProps = ComponentProps<'div'> & {
  /** Read by screen readers. @default 'Loading talent' */
  label?: string;
};

/** The shape of a {@link TalentCard} while it loads (a `status` region named by `label`). */
export function TalentCardSkeleton({
  label = 'Loading talent',
  className,
  ...props
}: TalentCardSkeletonProps) {
  return (
    <Card
      role="status"
      aria-label={label}
      aria-busy="true"
      data-slot="talent-card-skeleton"
      className={cn('gap-4', className)}
      {...props}
    >
      <CardHeader className="grid-cols-[auto_1fr] gap-x-3">
        <Skeleton className="row-span-2 size-12 rounded-full" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-4 w-full" />
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
      </CardContent>
      <CardFooter className="justify-end">
        <Skeleton className="h-9 w-36" />
      </CardFooter>
    </Card>
  );
}
