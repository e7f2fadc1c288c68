import { useInfiniteQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { messagesQuery } from '../queries/messaging';

/**
 * A conversation's messages (direct or group: a group's id is its conversation id), newest first:
 * `data.pages[0].items[0]` is the latest; `fetchNextPage()` loads older ones. Nothing is fetched
 * while `conversationId` is `null` or `undefined` or nobody is signed in.
 */
export function useMessages(conversationId: number | null | undefined) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useInfiniteQuery({
    ...messagesQuery(client, conversationId ?? 0),
    enabled: user !== null && conversationId != null,
  });
}
