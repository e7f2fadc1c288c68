import { useNavigate } from '../../lib/router';
import { useCountdown, usePlans } from '@hireloop/hooks';
import { WAITLIST } from '@hireloop/sdk';
import { WaitlistModal, type WaitlistTask } from '@hireloop/ui';

/**
 * /waitlist-demo's modal, the one talent on the waitlist see. Loaded by the page once it has
 * painted (it carries the component library, the dialog and the carousel: ~75 KB), and mounted
 * only while open, so the countdown ticks only while it is shown (as in the app).
 */
export default function WaitlistDemoModal({
  onClose,
  tasks,
  peopleAhead,
}: {
  onClose: () => void;
  tasks: WaitlistTask[];
  peopleAhead: number;
}) {
  const navigate = useNavigate();
  const countdown = useCountdown();
  const plans = usePlans('talent');
  return (
    <WaitlistModal
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      position={peopleAhead + 1}
      peopleAhead={peopleAhead}
      helped={WAITLIST.helped}
      countdown={countdown}
      tasks={tasks}
      plans={plans.data ?? []}
      plansStatus={plans.isPending ? 'loading' : plans.isError ? 'error' : 'ready'}
      onRetryPlans={() => void plans.refetch()}
      // Buying Lite needs an account: the demo sends the visitor to sign in or register.
      onCheckout={() => navigate('/auth')}
      onCheckoutUnavailable={() => void plans.refetch()}
    />
  );
}
