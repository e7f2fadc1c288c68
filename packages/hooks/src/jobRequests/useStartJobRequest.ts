import { useCallback } from 'react';
import { isSubscriptionActive } from '@hireloop/sdk';
import { useAccount } from '../account/useAccount';
import type { OpenJobModalOptions } from '../account/modalState';
import { useHireloop } from '../core/HireloopProvider';
import { subscriptionQuery } from '../queries/subscription';

/**
 * SPEC §2: the employer's `TEXTS.shell.jobRequest` button — "With an active subscription it opens the job
 * request modal, otherwise the subscription modal" (reason no-subscription). A click before the
 * subscription has loaded waits for it, so nobody is shown the upsell by mistake.
 */
export function useStartJobRequest(): (options?: OpenJobModalOptions) => Promise<void> {
  const { client, queryClient } = useHireloop();
  const { openJobModal, openSubscriptionModal } = useAccount();
  return useCallback(
    async (options?: OpenJobModalOptions) => {
      const subscription = await queryClient
        .ensureQueryData(subscriptionQuery(client, 'employer'))
        .catch(() => null);
      if (isSubscriptionActive(subscription, 'employer')) openJobModal(options);
      else openSubscriptionModal('no-subscription');
    },
    [client, queryClient, openJobModal, openSubscriptionModal],
  );
}
