import { Skeleton } from '@hireloop/ui';

/** Where a home's sections go, while what they show is loading. */
export function HomeSkeleton() {
  return (
    <div role="status" aria-label="Loading your home page" className="grid gap-4">
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
