import { useMutation } from '@tanstack/react-query';
import { useHireloop } from '../core/HireloopProvider';
import { stickyMessagesQuery, stickyUnreadCountQuery } from '../queries/messaging';

/**
 * Marks a sticky message read for this user (`mutate(id)`): its cached flag turns read and the
 * cached unread count drops, then both refetch.
 */
export function useMarkStickyMessageRead() {
  const { client, queryClient } = useHireloop();
  const list = stickyMessagesQuery(client);
  const unread = stickyUnreadCountQuery(client);
  return useMutation({
    mutationFn: (id: number) => client.stickyMessages.markRead(id),
    onSuccess: (_ok, id) => {
      const wasUnread = queryClient
        .getQueryData(list.queryKey)
        ?.some((message) => message.id === id && !message.read);
      queryClient.setQueryData(list.queryKey, (messages) =>
        messages?.map((message) => (message.id === id ? { ...message, read: true } : message)),
      );
      if (wasUnread) {
        queryClient.setQueryData(unread.queryKey, (count) =>
          count ? { unreadCount: Math.max(count.unreadCount - 1, 0) } : count,
        );
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: list.queryKey }),
        queryClient.invalidateQueries({ queryKey: unread.queryKey }),
      ]);
    },
  });
}
