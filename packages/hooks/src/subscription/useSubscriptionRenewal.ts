import { useMutation } from '@tanstack/react-query';
import type { AccountType, SubscriptionResponse } from '@hireloop/sdk';
import { useAccount } from '../account/useAccount';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';
import { serverMessage } from '../core/serverMessage';
import { TOAST_TEXTS } from '../core/toastTexts';
import { toast } from '../toast/toastStore';

export interface SubscriptionRenewalApi {
  /** The plan ends at the end of its current period instead of renewing. */
  cancelAtPeriodEnd(): Promise<SubscriptionResponse | undefined>;
  /** Undoes `cancelAtPeriodEnd` before the period ends: the plan renews again. */
  resume(): Promise<SubscriptionResponse | undefined>;
  isPending: boolean;
  error: Error | null;
}

/**
 * Cancel at period end, and its undo (issue 14: POST /api/subscription/renewal). On success the
 * subscription query holds the answer at once (the live `subscription` event refreshes other
 * tabs) and a toast says what will happen; on failure a toast carries the server's words (a
 * lifetime plan, an ended plan, the payment provider unavailable).
 * @param accountType @default the current account type
 */
export function useSubscriptionRenewal(accountType?: AccountType): SubscriptionRenewalApi {
  const { client, queryClient } = useHireloop();
  const current = useAccount().accountType;
  const type = accountType ?? current;
  const mutation = useMutation({
    mutationFn: (cancel: boolean) =>
      cancel ? client.subscription.cancelAtPeriodEnd(type) : client.subscription.resume(type),
    onSuccess: (response, cancel) => {
      queryClient.setQueryData(queryKeys.subscription(type), response);
      toast({ title: cancel ? TOAST_TEXTS.renewalCanceled : TOAST_TEXTS.renewalResumed });
    },
    onError: (error) => {
      toast({
        title: TOAST_TEXTS.renewalError,
        description: serverMessage(error),
        variant: 'destructive',
      });
    },
  });
  const run = (cancel: boolean) => mutation.mutateAsync(cancel).catch(() => undefined);
  return {
    cancelAtPeriodEnd: () => run(true),
    resume: () => run(false),
    isPending: mutation.isPending,
    error: mutation.error,
  };
}
