import type { QueryClient } from '@tanstack/react-query';
import { communityKeys } from '../queries/communityKeys';

/** Marks every career feed read stale (the feed, comments, follows, moderation) but the new-posts count. */
export async function invalidateFeed(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: communityKeys.feed(),
      predicate: (query) => query.queryKey[1] !== communityKeys.feedNewPosts()[1],
    }),
    queryClient.invalidateQueries({ queryKey: communityKeys.feedModeration() }),
  ]);
}

/** Adds a post id to the "N new posts" list a `feed-post` live event announces (no refetch). */
export function addNewFeedPost(queryClient: QueryClient, postId: number): void {
  queryClient.setQueryData<number[]>(communityKeys.feedNewPosts(), (ids = []) =>
    ids.includes(postId) ? ids : [...ids, postId],
  );
}
