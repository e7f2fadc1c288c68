import { useMutation } from '@tanstack/react-query';
import type { Message } from '@hireloop/sdk';
import type { SendMessage } from '@hireloop/sdk/schemas';
import { TEXTS } from '@hireloop/sdk/constants';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';
import { serverMessage } from '../core/serverMessage';
import { messagesQuery } from '../queries/messaging';
import { toast } from '../toast/toastStore';
import { nextPendingMessageId } from './isPendingMessage';

/**
 * Sends a message (`mutate({ body })`) optimistically: it shows at once at the top of the first
 * page, from the current user, with a temporary negative id (`isPendingMessage`), and is swapped
 * for the server's message when it is stored. A refused send is taken out again and toasts
 * "Error" with the server message (SPEC §8's error toast). Afterwards the history and the
 * conversation and group lists (last message) refresh.
 */
export function useSendMessage(conversationId: number) {
  const { client, queryClient } = useHireloop();
  const { user } = useAuth();
  const { queryKey } = messagesQuery(client, conversationId);

  const replacePending = (pendingId: number, by: Message[]) =>
    queryClient.setQueryData(queryKey, (data) => {
      const first = data?.pages[0];
      if (!data || !first) return data;
      const items = first.items.flatMap((item) => (item.id === pendingId ? by : [item]));
      return { ...data, pages: [{ ...first, items }, ...data.pages.slice(1)] };
    });

  return useMutation({
    mutationFn: (message: SendMessage) => client.messages.send(conversationId, message),
    onMutate: async ({ body }) => {
      // A refetch landing after the optimistic write would wipe it out.
      await queryClient.cancelQueries({ queryKey, exact: true });
      if (!user) return { pendingId: undefined };
      const pending: Message = {
        id: nextPendingMessageId(),
        conversationId,
        senderId: user.id,
        senderName: user.name,
        body,
        createdAt: new Date().toISOString(),
      };
      queryClient.setQueryData(queryKey, (data) => {
        if (!data) return data;
        const [first, ...rest] = data.pages;
        const page = {
          items: [pending, ...(first?.items ?? [])],
          nextCursor: first?.nextCursor ?? null,
        };
        return { ...data, pages: [page, ...rest] };
      });
      return { pendingId: pending.id };
    },
    onSuccess: (message, _variables, context) => {
      if (context.pendingId !== undefined) replacePending(context.pendingId, [message]);
    },
    onError: (error, _variables, context) => {
      if (context?.pendingId !== undefined) replacePending(context.pendingId, []);
      toast({ title: TEXTS.error, description: serverMessage(error), variant: 'destructive' });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.conversations() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.groups(), exact: true }),
      ]),
  });
}
