import { useMutation } from '@tanstack/react-query';
import type { JobRequestStatus } from '@hireloop/sdk';
import { TEXTS } from '@hireloop/sdk/constants';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';
import { serverMessage } from '../core/serverMessage';
import { toast } from '../toast/toastStore';

/** Pauses, closes, fills or reopens an own job request; refreshes job requests and usage. */
export function useSetJobRequestStatus() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: JobRequestStatus }) =>
      client.jobRequests.setStatus(id, status),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobRequests() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage() });
    },
    onError: (error) => {
      toast({ title: TEXTS.error, description: serverMessage(error), variant: 'destructive' });
    },
  });
}
