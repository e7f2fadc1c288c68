import { useMutation } from '@tanstack/react-query';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';
import { setNotificationsRead } from './setNotificationsRead';

/**
 * Marks one notification read (`mutate(id)`): the cached read flag and unread total change at
 * once when the server agrees, then the notifications refetch.
 */
export function useMarkNotificationRead() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (id: number) => client.notifications.markRead(id),
    onSuccess: (_ok, id) => {
      setNotificationsRead(queryClient, id);
      return queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
    },
  });
}
