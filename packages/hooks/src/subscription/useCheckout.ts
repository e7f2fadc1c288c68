import { useMutation } from '@tanstack/react-query';
import {
  findPlanForPeriod,
  STORAGE_KEYS,
  type BillingPeriod,
  type CheckoutSession,
  type Plan,
} from '@hireloop/sdk';
import { TEXTS } from '@hireloop/sdk/constants';
import { useHireloop } from '../core/HireloopProvider';
import { isNoPlanForPeriodError, NoPlanForPeriodError } from '../errors/NoPlanForPeriodError';
import { serverMessage } from '../core/serverMessage';
import { plansQuery } from '../queries/subscription';
import { toast } from '../toast/toastStore';

/** What `lastCheckoutAction` holds (not shown in SPEC: our format, `<action>` or `<action>:<detail>`). */
export const CHECKOUT_ACTIONS = {
  talentCheckout: 'talent-checkout',
  talentCheckoutError: 'talent-checkout-error',
} as const;

export interface CheckoutApi {
  /** Employer checkout for a billing period; resolves true once the browser is being sent away. */
  startEmployerCheckout(period: BillingPeriod): Promise<boolean>;
  /** Talent (Lite) checkout for a plan from `usePlans('talent')`. */
  startTalentCheckout(plan: Pick<Plan, 'id' | 'stripePriceId'>): Promise<boolean>;
  isPending: boolean;
}

/**
 * SPEC §4 "Checkout flow": create a checkout session with SPEC §7's employer or talent payload and
 * send the browser to the returned url. Failures toast `TEXTS.subscriptionError.title` (SPEC §8).
 */
export function useCheckout(): CheckoutApi {
  const { client, queryClient, storage, redirect, log, checkoutReturnUrl } = useHireloop();
  // An embedded widget's checkout comes back to the partner's page (HireloopProvider).
  const returnTo = checkoutReturnUrl === undefined ? {} : { returnUrl: checkoutReturnUrl };

  const employer = useMutation({
    mutationFn: async (period: BillingPeriod): Promise<CheckoutSession> => {
      const plans = await queryClient.fetchQuery(plansQuery(client, 'employer'));
      const plan = findPlanForPeriod(plans, period);
      if (!plan) throw new NoPlanForPeriodError(period);
      // SPEC §7 employer payload: stripePriceId, isLifetime, isEmployer true.
      return client.subscription.createCheckoutSession({
        stripePriceId: plan.stripePriceId,
        isLifetime: period === 'lifetime',
        isEmployer: true,
        ...returnTo,
      });
    },
    onSuccess: ({ url }) => redirect(url),
    onError: (error) => {
      log('Employer checkout failed', error);
      if (isNoPlanForPeriodError(error)) return;
      toast({
        title: TEXTS.subscriptionError.title,
        description: TEXTS.subscriptionError.description,
        variant: 'destructive',
      });
    },
  });

  const talent = useMutation({
    // SPEC §7 talent payload: priceId, isEmployer false, timestamp.
    mutationFn: (plan: Pick<Plan, 'id' | 'stripePriceId'>) =>
      client.subscription.createCheckoutSession({
        priceId: plan.stripePriceId,
        isEmployer: false,
        timestamp: Date.now(),
        ...returnTo,
      }),
    onSuccess: ({ url }, plan) => {
      // SPEC §7: "On talent success lastCheckoutTime and lastCheckoutAction are stored locally".
      storage.local.set(STORAGE_KEYS.lastCheckoutTime, String(Date.now()));
      storage.local.set(
        STORAGE_KEYS.lastCheckoutAction,
        `${CHECKOUT_ACTIONS.talentCheckout}:${plan.id}`,
      );
      redirect(url);
    },
    onError: (error) => {
      log('Talent checkout failed', error);
      const message =
        serverMessage(error) ??
        (error instanceof Error && error.name !== 'HttpError' ? error.message : undefined);
      // SPEC §8: "the error is also stored locally".
      storage.local.set(STORAGE_KEYS.lastCheckoutTime, String(Date.now()));
      storage.local.set(
        STORAGE_KEYS.lastCheckoutAction,
        `${CHECKOUT_ACTIONS.talentCheckoutError}:${message ?? TEXTS.subscriptionError.description}`,
      );
      toast({
        title: TEXTS.subscriptionError.title,
        description: message ?? TEXTS.subscriptionError.description,
      });
    },
  });

  const settle = (run: Promise<unknown>) =>
    run.then(
      () => true,
      () => false,
    );
  return {
    startEmployerCheckout: (period) => settle(employer.mutateAsync(period)),
    startTalentCheckout: (plan) => settle(talent.mutateAsync(plan)),
    isPending: employer.isPending || talent.isPending,
  };
}
