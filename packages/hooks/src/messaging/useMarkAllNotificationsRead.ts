import { useMutation } from '@tanstack/react-query';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';
import { setNotificationsRead } from './setNotificationsRead';

/**
 * Marks every notification of the user read (`mutate()`): the cached ones turn read and the
 * unread total 0 when the server agrees, then the notifications refetch.
 */
export function useMarkAllNotificationsRead() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: () => client.notifications.markAllRead(),
    onSuccess: () => {
      setNotificationsRead(queryClient);
      return queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
    },
  });
}
