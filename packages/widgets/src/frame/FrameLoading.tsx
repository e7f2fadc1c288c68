import { Skeleton } from '@hireloop/ui';
import { FRAME_TEXTS } from './texts';

/** A widget's placeholder while it loads who is signed in, or its next part. */
export function FrameLoading() {
  return (
    <div role="status" aria-label={FRAME_TEXTS.loading} className="grid gap-3">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
