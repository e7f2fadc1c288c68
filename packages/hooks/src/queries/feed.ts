import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Client, FeedOrder } from '@hireloop/sdk';
import { communityKeys } from './communityKeys';
import { feedClient } from '../feed/feedClient';

/** GET /api/feed: the reader's feed in one order, paged (issue 17). */
export const feedQuery = (client: Client, order: FeedOrder) =>
  infiniteQueryOptions({
    queryKey: communityKeys.feedList(order),
    queryFn: ({ pageParam, signal }) =>
      feedClient(client).feed({ order, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page?.nextCursor ?? undefined,
  });

/** GET /api/feed/posts/{id}/comments: a post's comments with their replies. */
export const feedCommentsQuery = (client: Client, postId: number) =>
  queryOptions({
    queryKey: communityKeys.feedComments(postId),
    queryFn: ({ signal }) => feedClient(client).comments(postId, { signal }),
  });

/** GET /api/feed/follows: what the reader follows. */
export const feedFollowsQuery = (client: Client) =>
  queryOptions({
    queryKey: communityKeys.feedFollows(),
    queryFn: ({ signal }) => feedClient(client).follows({ signal }),
  });

/** GET /api/admin/feed/reports: the admins' moderation list. */
export const feedModerationQuery = (client: Client) =>
  queryOptions({
    queryKey: communityKeys.feedModeration(),
    queryFn: ({ signal }) => feedClient(client).moderation({ signal }),
  });
