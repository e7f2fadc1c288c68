import { useCallback } from 'react';
import { useAccount } from '../account/useAccount';
import type { OpenJobModalOptions } from '../account/modalState';
import { useIsSubscriptionActive } from '../subscription/useIsSubscriptionActive';

/**
 * SPEC §2: the employer's "Job Request" button — "With an active subscription it opens the job
 * request modal, otherwise the subscription modal" (reason no-subscription).
 */
export function useStartJobRequest(): (options?: OpenJobModalOptions) => void {
  const { openJobModal, openSubscriptionModal } = useAccount();
  const active = useIsSubscriptionActive('employer');
  return useCallback(
    (options?: OpenJobModalOptions) =>
      active ? openJobModal(options) : openSubscriptionModal('no-subscription'),
    [active, openJobModal, openSubscriptionModal],
  );
}
