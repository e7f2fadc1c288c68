import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { FeedOrder } from '@hireloop/sdk';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { communityKeys } from '../queries/communityKeys';
import {
  feedCommentsQuery,
  feedFollowsQuery,
  feedModerationQuery,
  feedQuery,
} from '../queries/feed';

/** The signed-in reader's feed in `order` (latest or relevant), page after page. */
export function useFeed(order: FeedOrder = 'latest') {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useInfiniteQuery({ ...feedQuery(client, order), enabled: user !== null });
}

/** A post's comments with their replies; asked only while `enabled` (the thread is open). */
export function useFeedComments(postId: number, enabled = true) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...feedCommentsQuery(client, postId), enabled: enabled && user !== null });
}

/** What the signed-in reader follows (people, collectives, skills). */
export function useFeedFollows() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...feedFollowsQuery(client), enabled: user !== null });
}

/** The admins' moderation list: reported, hidden and pinned posts. Admins only. */
export function useFeedModeration() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...feedModerationQuery(client), enabled: user?.isAdmin === true });
}

/**
 * The posts announced live since the feed was last shown (`feed-post` events from people and
 * collectives the reader follows): their ids, and `show()`, which forgets them and reloads the
 * feed from its first page so they appear at the top.
 */
export function useNewFeedPosts() {
  const { queryClient } = useHireloop();
  const { data = [] } = useQuery<number[]>({
    queryKey: communityKeys.feedNewPosts(),
    queryFn: () => queryClient.getQueryData<number[]>(communityKeys.feedNewPosts()) ?? [],
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return {
    postIds: data,
    count: data.length,
    show: async () => {
      queryClient.setQueryData<number[]>(communityKeys.feedNewPosts(), []);
      await queryClient.resetQueries({ queryKey: ['/api/feed', 'list'] });
    },
  };
}
