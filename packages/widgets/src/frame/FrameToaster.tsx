import { toastStore } from '@hireloop/hooks';
import { lazy, Suspense, useSyncExternalStore } from 'react';

// The toast area is mounted with the first toast (as in the reference app): its Radix code is a
// chunk of its own, which a widget that never toasts never downloads.
const Toaster = lazy(() => import('./Toaster'));

let toasted = false;
const subscribe = (listener: () => void) => toastStore.subscribe(listener);
const hasToasted = () => (toasted ||= toastStore.getState().toasts.length > 0);

/** The hooks' toasts (SPEC §8's checkout and save errors, among others), once there is one. */
export function FrameToaster() {
  const show = useSyncExternalStore(subscribe, hasToasted, () => false);
  return show ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
