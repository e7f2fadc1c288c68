import { useAccount, useCountdown, useLiteCheckout, usePlans, useWaitlist } from '@hireloop/hooks';
import { WaitlistModal, type WaitlistModalProps } from '../marketplace/waitlist/waitlist-modal';

export type ConnectedWaitlistModalProps = Pick<
  WaitlistModalProps,
  'className' | 'employerTestimonials' | 'talentTestimonials' | 'features' | 'closableAfterMs'
>;

/**
 * The waitlist/upgrade modal (SPEC §2, §4), opened by `TEXTS.shell.upgrade.talent` (`useAccount().
 * openWaitlistModal()`): the queue figures from the profile tasks, the ticking countdown, the
 * Lite plans, and buying Lite with SPEC §8's waitlist toasts (`useLiteCheckout`).
 */
export function ConnectedWaitlistModal(props: ConnectedWaitlistModalProps) {
  const { waitlistModalOpen } = useAccount();
  // Mounted only while open, so the countdown ticks (and saves) only while it is shown.
  return waitlistModalOpen ? <OpenWaitlistModal {...props} /> : null;
}

function OpenWaitlistModal(props: ConnectedWaitlistModalProps) {
  const { closeWaitlistModal } = useAccount();
  const countdown = useCountdown();
  const waitlist = useWaitlist();
  const lite = useLiteCheckout();
  const plans = usePlans('talent');
  return (
    <WaitlistModal
      {...props}
      open
      onOpenChange={(open) => {
        if (!open) closeWaitlistModal();
      }}
      position={waitlist.position}
      peopleAhead={waitlist.peopleAhead}
      helped={waitlist.helped}
      countdown={countdown}
      tasks={waitlist.tasks}
      plans={lite.plans}
      plansStatus={lite.plansStatus}
      onRetryPlans={() => void plans.refetch()}
      onCheckout={(_plan, period) => void lite.checkout(period)}
      onCheckoutUnavailable={(period) => void lite.checkout(period)}
      checkoutPending={lite.isPending}
    />
  );
}
