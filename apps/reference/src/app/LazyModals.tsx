import { lazy, Suspense } from 'react';
import { useAccount } from '@hireloop/hooks';
import { downloadChunk } from '../lib/prefetch';

// The app-wide modals (SPEC §2) are code-split: their forms, schemas and carousels load in the
// background after the first page (see prefetchModals) and are mounted only while open.
const loadModals = () => import('./modals');
const JobRequestModal = lazy(() => loadModals().then((m) => ({ default: m.JobRequestModal })));
const SubscriptionModal = lazy(() => loadModals().then((m) => ({ default: m.SubscriptionModal })));
const WaitlistModal = lazy(() => loadModals().then((m) => ({ default: m.WaitlistModal })));

/** Downloads the modals' chunk ahead of the first click (it runs when a modal first opens). */
export function prefetchModals(): void {
  if (!downloadChunk('app/modals')) loadModals().catch(() => undefined);
}

/** The job request, employer subscription and waitlist/upgrade modals, opened via useAccount(). */
export function LazyModals() {
  const { jobModal, subscriptionModal, waitlistModalOpen } = useAccount();
  return (
    <Suspense fallback={null}>
      {jobModal.open && <JobRequestModal />}
      {subscriptionModal.open && <SubscriptionModal />}
      {waitlistModalOpen && <WaitlistModal />}
    </Suspense>
  );
}
