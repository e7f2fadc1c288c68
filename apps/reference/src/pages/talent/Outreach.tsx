import { useState, type ReactNode } from 'react';
import {
  useAccount,
  useIsSubscriptionActive,
  useJobRequests,
  useSubscription,
} from '@hireloop/hooks';
import type { Profile } from '@hireloop/sdk';
import { type BidTalent } from '@hireloop/ui';
import { LazyBidModal } from '../../components/LazyBidModals';

/** Opens the outreach modal for a talent. */
export type StartOutreach = (talent: Profile) => void;

/**
 * "Send outreach" for employers (SPEC §1 "up to 3 talent outreach bids per job request"): the
 * ConnectedBidModal of kind outreach, which shows "N of 3 outreach bids left" for the chosen job
 * request and the limit message once they are used. An employer with no active job request and
 * no subscription gets the subscription modal's "Post a job request first" instead, since an
 * outreach needs a job request. Render it only while acting as an employer.
 */
export function Outreach({ children }: { children: (start: StartOutreach) => ReactNode }) {
  const { openSubscriptionModal } = useAccount();
  const own = useJobRequests({ status: 'active' });
  const subscription = useSubscription('employer');
  const subscribed = useIsSubscriptionActive('employer');
  const [talent, setTalent] = useState<BidTalent | null>(null);
  const [open, setOpen] = useState(false);

  const start: StartOutreach = (profile) => {
    const noRequest =
      own.isSuccess && own.data.pages.every((page) => (page?.items.length ?? 0) === 0);
    if (noRequest && subscription.isSuccess && !subscribed) {
      openSubscriptionModal('no-job-request');
      return;
    }
    setTalent({ id: profile.userId, name: profile.name, image: profile.profileImage });
    setOpen(true);
  };

  return (
    <>
      {children(start)}
      {/* Mounted from the first use on, so closing animates and gives the focus back. */}
      {talent ? (
        <LazyBidModal
          // A fresh form (and request choice) for each talent.
          key={talent.id}
          open={open}
          onOpenChange={setOpen}
          kind="outreach"
          talent={talent}
        />
      ) : null}
    </>
  );
}
