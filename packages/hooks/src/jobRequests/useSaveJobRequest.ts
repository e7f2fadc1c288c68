import { useMutation } from '@tanstack/react-query';
import {
  isSubscriptionError,
  JOB_REQUEST_SAVE_ERROR,
  normaliseJobRequest,
  type JobRequest,
  type JobRequestFormValues,
} from '@hireloop/sdk';
import { TEXTS } from '@hireloop/sdk/constants';
import { useAccount } from '../account/useAccount';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';
import { serverMessage } from '../core/serverMessage';
import { toast } from '../toast/toastStore';

export interface SaveJobRequestInput {
  /** Edit this request; create a new one when undefined. */
  id?: number;
  values: JobRequestFormValues;
}

/**
 * Creates or edits a job request (SPEC §4 "Job request modal"). The form values are normalised by
 * the sdk rule (fixed price drops maxRate, skill ids become numbers). On success: a toast, the job
 * request and usage data refreshed, the modal closed. On failure (SPEC §8): a subscription-related
 * message or HTTP 403 opens the employer subscription modal (reason no-subscription, with the
 * server's words, e.g. a used-up quota); anything else toasts "Error" with the server message or
 * "Failed to save job request". A 400's field errors stay on `error` (see `fieldErrorsOf`), and
 * the modal stays open so nothing typed is lost.
 */
export function useSaveJobRequest() {
  const { client, queryClient } = useHireloop();
  const { closeJobModal, openSubscriptionModal } = useAccount();
  return useMutation({
    mutationFn: ({ id, values }: SaveJobRequestInput): Promise<JobRequest> => {
      const form = normaliseJobRequest(values);
      return id === undefined
        ? client.jobRequests.create(form)
        : client.jobRequests.update(id, form);
    },
    onSuccess: (saved, { id }) => {
      toast({
        title: id === undefined ? TEXTS.jobRequestCreated : TEXTS.jobRequestUpdated,
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
