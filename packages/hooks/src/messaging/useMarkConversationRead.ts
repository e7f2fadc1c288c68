import { useMutation } from '@tanstack/react-query';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';
import { conversationsQuery, groupsQuery, unreadCountsQuery } from '../queries/messaging';

/**
 * Marks a conversation (direct or group) read up to its newest message: `mutate(conversationId)`.
 * The server answers the user's new unread counts, which replace the cached ones; the
 * conversation's own unread count drops to 0 in the cached lists. The server also marks that
 * conversation's message notifications read, so notifications refresh.
 */
export function useMarkConversationRead() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (conversationId: number) => client.messages.markRead(conversationId),
    onSuccess: (counts, conversationId) => {
      queryClient.setQueryData(unreadCountsQuery(client).queryKey, counts);
      const read = <T extends { id: number; unreadCount: number }>(list: T[] | null | undefined) =>
        list?.map((item) => (item.id === conversationId ? { ...item, unreadCount: 0 } : item));
      queryClient.setQueryData(conversationsQuery(client).queryKey, read);
      queryClient.setQueryData(groupsQuery(client).queryKey, read);
      return queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
    },
  });
}
