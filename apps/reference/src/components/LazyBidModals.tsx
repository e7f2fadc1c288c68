import { lazy, Suspense } from 'react';
import type { ConnectedBidDetailsModalProps, ConnectedBidModalProps } from '@hireloop/ui';

// The bid modals carry a form, its schema and a select: pages that only sometimes open them load
// them on first open instead of with the page.
const BidModal = lazy(() => import('./bidModals').then((m) => ({ default: m.ConnectedBidModal })));
const BidDetailsModal = lazy(() =>
  import('./bidModals').then((m) => ({ default: m.ConnectedBidDetailsModal })),
);

/** `ConnectedBidModal`, mounted (and loaded) only while open. */
export function LazyBidModal(props: ConnectedBidModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <BidModal {...props} />
    </Suspense>
  );
}

/** `ConnectedBidDetailsModal`, mounted (and loaded) only while open. */
export function LazyBidDetailsModal(props: ConnectedBidDetailsModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <BidDetailsModal {...props} />
    </Suspense>
  );
}
