import { useMutation } from '@tanstack/react-query';
import {
  isSubscriptionError,
  JOB_REQUEST_SAVE_ERROR,
  type JobRequest,
  type JobRequestForm,
} from '@hireloop/sdk';
import { TEXTS } from '@hireloop/sdk/constants';
import { useAccount } from '../account/useAccount';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';
import { serverMessage } from '../core/serverMessage';
import { toast } from '../toast/toastStore';
import { TOAST_TEXTS } from '../core/toastTexts';

export interface SaveJobRequestInput {
  /** Edit this request; create a new one when undefined. */
  id?: number;
  /** The form as `jobRequestFormSchema` outputs it: checked and normalised (SPEC §4, §5). */
  values: JobRequestForm;
}

/**
 * Creates or edits a job request (SPEC §4 "Job request modal") from the form as the sdk's
 * `jobRequestFormSchema` outputs it (a fixed price has no maxRate, skill ids are numbers). On success: a toast, the job
 * request and usage data refreshed, the modal closed. On failure (SPEC §8): a subscription-related
 * message or HTTP 403 opens the employer subscription modal (reason no-subscription, with the
 * server's words, e.g. a used-up quota); anything else toasts "Error" with the server message or
 * `TEXTS.jobRequestSaveError`. A 400's field errors stay on `error` (see `fieldErrorsOf`), and
 * the modal stays open so nothing typed is lost.
 */
export function useSaveJobRequest() {
  const { client, queryClient } = useHireloop();
  const { closeJobModal, openSubscriptionModal } = useAccount();
  return useMutation({
    mutationFn: ({ id, values }: SaveJobRequestInput): Promise<JobRequest> =>
      id === undefined ? client.jobRequests.create(values) : client.jobRequests.update(id, values),
    onSuccess: (saved, { id }) => {
      toast({
        title: id === undefined ? TOAST_TEXTS.jobRequestCreated : TOAST_TEXTS.jobRequestUpdated,
        description: saved.title,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobRequests() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions() });
      closeJobModal();
    },
    onError: (error) => {
      if (isSubscriptionError(error)) {
        openSubscriptionModal('no-subscription', serverMessage(error));
        return;
      }
      toast({
        title: TEXTS.error,
        description: serverMessage(error) ?? JOB_REQUEST_SAVE_ERROR,
        variant: 'destructive',
      });
    },
  });
}
