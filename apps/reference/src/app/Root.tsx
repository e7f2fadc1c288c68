import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useAuth } from '@hireloop/hooks';
import { prefetchInBackground, whenIdle } from '../lib/prefetch';
import { useWhenSettled } from '../lib/useWhenSettled';

// The toast area (SPEC §2) is loaded once the page is idle: the store keeps any toast raised
// before, and the Toaster shows it when it mounts.
const Toaster = lazy(() => import('./Toaster'));

/**
 * Around every page: the global toast area and the background prefetch of the pages this
 * visitor can open (SPEC §2 "Routes are prefetched in the background after load").
 */
export function Root({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const [idle, setIdle] = useState(false);
  const signedIn = Boolean(user);
  const isAdmin = Boolean(user?.isAdmin);

  useEffect(() => whenIdle(() => setIdle(true)), []);
  // After the page's own data has arrived: the other pages' chunks, one per idle period.
  useWhenSettled(
    () =>
      prefetchInBackground((route) =>
        route.access === 'public' ? !signedIn : route.access === 'user' ? signedIn : isAdmin,
      ),
    !isLoading,
  );

  return (
    <>
      {children}
      {idle && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
