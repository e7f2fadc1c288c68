import { useMutation } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@hireloop/sdk';
import type { DeleteAccountInput } from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';
import { TOAST_TEXTS } from '../core/toastTexts';
import { toast } from '../toast/toastStore';

/**
 * "Delete my account" (issue 14): POST /api/account/delete with the password. On success the
 * server has ended every session; this forgets everything the app kept — every cached query,
 * the storage keys a logout clears and the person's own (`currentAccountType_{id}`,
 * `savedItems_{id}`) — signs out, shows a toast and goes to /auth. A wrong password is a 400
 * with `fieldErrorsOf(error).password`, and nothing changes.
 */
export function useDeleteAccount() {
  const { client, queryClient, storage, navigate } = useHireloop();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => client.account.delete(input),
    onSuccess: async () => {
      const userId = queryClient.getQueryData<{ id: number } | null>(queryKeys.user())?.id;
      await queryClient.cancelQueries();
      // Every query but the session's, which the signed-in frame watches and is set to null below
      // (removing it would leave its observers holding the deleted user).
      queryClient.removeQueries({
        predicate: ({ queryKey }) => queryKey[0] !== queryKeys.user()[0],
      });
      storage.clearOnLogout();
      if (userId !== undefined) {
        storage.local.remove(STORAGE_KEYS.currentAccountType(userId));
        storage.local.remove(STORAGE_KEYS.savedItems(userId));
      }
      queryClient.setQueryData(queryKeys.user(), null);
      toast({
        title: TOAST_TEXTS.accountDeleted,
        description: TOAST_TEXTS.accountDeletedDescription,
      });
      navigate('/auth');
    },
  });
}
