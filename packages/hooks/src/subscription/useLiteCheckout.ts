import { findPlanForPeriod, type BillingPeriod, type Plan } from '@hireloop/sdk';
import { TEXTS } from '@hireloop/sdk/constants';
import { toast } from '../toast/toastStore';
import { useCheckout } from './useCheckout';
import { usePlans } from './usePlans';

export type PlansStatus = 'loading' | 'error' | 'ready';

export interface LiteCheckout {
  /** The talent (Lite) plans, `[]` until loaded. */
  plans: Plan[];
  plansStatus: PlansStatus;
  /**
   * Buys Lite for a billing period with SPEC §8's waitlist toasts: `TEXTS.waitlist.loadingPlans.title` while the plans
   * load, `TEXTS.waitlist.noPlansAvailable.title` when there are none, `TEXTS.waitlist.plansRetrieved.title` once a failed load is
   * retried successfully (the person tries again), `TEXTS.waitlist.planNotAvailable.title` for a period without a
   * plan, then `TEXTS.waitlist.preparingCheckout.title` and the redirect. Resolves true once the browser is sent on.
   */
  checkout(period: BillingPeriod): Promise<boolean>;
  isPending: boolean;
}

/** The waitlist/upgrade modal's purchase of Lite (SPEC §1, §8). */
export function useLiteCheckout(): LiteCheckout {
  const plans = usePlans('talent');
  const { startTalentCheckout, isPending } = useCheckout();
  const plansStatus: PlansStatus = plans.isPending ? 'loading' : plans.isError ? 'error' : 'ready';

  const checkout = async (period: BillingPeriod): Promise<boolean> => {
    if (plans.isPending) {
      toast(TEXTS.waitlist.loadingPlans);
      return false;
    }
    if (plans.isError) {
      const retried = await plans.refetch();
      toast(retried.data?.length ? TEXTS.waitlist.plansRetrieved : TEXTS.waitlist.noPlansAvailable);
      return false;
    }
    if (!plans.data.length) {
      toast(TEXTS.waitlist.noPlansAvailable);
      return false;
    }
    const plan = findPlanForPeriod(plans.data, period);
    if (!plan) {
      const { title, description } = TEXTS.waitlist.planNotAvailable;
      toast({ title, description: description(period) });
      return false;
    }
    toast(TEXTS.waitlist.preparingCheckout);
    return startTalentCheckout(plan);
  };

  return { plans: plans.data ?? [], plansStatus, checkout, isPending };
}
