import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { toastStore, useAuth } from '@hireloop/hooks';
import { preloadModule } from '../lib/chunkManifest';
import { downloadChunk, prefetchInBackground } from '../lib/prefetch';
import { useWhenSettled } from '../lib/useWhenSettled';

// The toast area (SPEC §2) is mounted with the first toast: the store keeps the toast, and the
// Toaster shows it once its chunk has loaded (downloaded in the background after the page).
const loadToaster = () => {
  preloadModule('app/Toaster');
  return import('./Toaster');
};
const Toaster = lazy(loadToaster);

// Once a toast has been shown the area stays: it closes its toasts itself.
let toasted = false;
const subscribeToToasts = (listener: () => void) => toastStore.subscribe(listener);
const hasToasted = () => (toasted ||= toastStore.getState().toasts.length > 0);

/**
 * Around every page: the global toast area and the background prefetch of the pages this
 * visitor can open (SPEC §2 "Routes are prefetched in the background after load").
 */
export function Root({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const showToaster = useSyncExternalStore(subscribeToToasts, hasToasted, () => false);
  const signedIn = Boolean(user);
  const isAdmin = Boolean(user?.isAdmin);

  // After the page's own data has arrived: the toast area's and the other pages' chunks, one per
  // idle period, downloaded but not run.
  useWhenSettled(() => {
    if (!downloadChunk('app/Toaster')) loadToaster().catch(() => undefined);
    return prefetchInBackground((route) =>
      route.access === 'public' ? !signedIn : route.access === 'user' ? signedIn : isAdmin,
    );
  }, !isLoading);

  return (
    <>
      {children}
      {showToaster && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
