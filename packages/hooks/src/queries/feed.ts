import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Client, FeedOrder } from '@hireloop/sdk';
import { queryKeys } from '../core/queryKeys';

/** GET /api/feed: the reader's feed in one order, paged (issue 17). */
export const feedQuery = (client: Client, order: FeedOrder) =>
  infiniteQueryOptions({
    queryKey: queryKeys.feedList(order),
    queryFn: ({ pageParam, signal }) => client.feed.feed({ order, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page?.nextCursor ?? undefined,
  });

/** GET /api/feed/posts/{id}/comments: a post's comments with their replies. */
export const feedCommentsQuery = (client: Client, postId: number) =>
  queryOptions({
    queryKey: queryKeys.feedComments(postId),
    queryFn: ({ signal }) => client.feed.comments(postId, { signal }),
  });

/** GET /api/feed/follows: what the reader follows. */
export const feedFollowsQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.feedFollows(),
    queryFn: ({ signal }) => client.feed.follows({ signal }),
  });

/** GET /api/admin/feed/reports: the admins' moderation list. */
export const feedModerationQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.feedModeration(),
    queryFn: ({ signal }) => client.feed.moderation({ signal }),
  });
