import { useMutation } from '@tanstack/react-query';
import { useHireloop } from '../core/HireloopProvider';
import { conversationsQuery } from '../queries/messaging';

/**
 * Opens the direct conversation with another user (`mutate(userId)`): the pair's existing one, or
 * a new one. The answer goes straight into the cached conversation list (new ones first), so the
 * messages screen can show it without a refetch.
 */
export function useOpenConversation() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (userId: number) => client.messages.open(userId),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationsQuery(client).queryKey, (list) => {
        if (!list) return list;
        return list.some((item) => item.id === conversation.id)
          ? list.map((item) => (item.id === conversation.id ? conversation : item))
          : [conversation, ...list];
      });
    },
  });
}
