import { useMutation } from '@tanstack/react-query';
import type {
  CommentInputValues,
  FollowInputValues,
  ModerationInput,
  PostInputValues,
  PostUpdateInput,
  ReactionKind,
  ReportInputValues,
} from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { communityKeys } from '../queries/communityKeys';
import { feedClient } from './feedClient';
import { invalidateFeed } from './invalidateFeed';

export interface UpdatePostInput extends PostUpdateInput {
  id: number;
}
export interface ReactInput {
  postId: number;
  /** The reaction, or null to take it back. */
  kind: ReactionKind | null;
}
export interface CommentOnPostInput extends CommentInputValues {
  postId: number;
}
export interface ReportPostInput extends ReportInputValues {
  postId: number;
}
export interface ModeratePostInput extends ModerationInput {
  postId: number;
}

/** Write a post (as a collective with `collectiveId`); the feed refreshes. */
export function useCreatePost() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (body: PostInputValues) => feedClient(client).create(body),
    onSuccess: () => invalidateFeed(queryClient),
  });
}

/** The author edits a post. */
export function useUpdatePost() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdatePostInput) => feedClient(client).update(id, body),
    onSuccess: () => invalidateFeed(queryClient),
  });
}

/** The author deletes a post. */
export function useDeletePost() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (id: number) => feedClient(client).remove(id),
    onSuccess: () => invalidateFeed(queryClient),
  });
}

/** React to a post, change the reaction, or take it back (`kind: null`). */
export function useReactToPost() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ postId, kind }: ReactInput) =>
      kind === null
        ? feedClient(client).unreact(postId)
        : feedClient(client).react(postId, { kind }),
    onSuccess: () => invalidateFeed(queryClient),
  });
}

/** Comment on a post, or reply to a comment (`parentId`). */
export function useCommentOnPost() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ postId, ...body }: CommentOnPostInput) =>
      feedClient(client).comment(postId, body),
    onSuccess: () => invalidateFeed(queryClient),
  });
}

/** Delete a comment (its author or the post's author). */
export function useDeleteComment() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (commentId: number) => feedClient(client).removeComment(commentId),
    onSuccess: () => invalidateFeed(queryClient),
  });
}

/** Report a post (once per person, with a reason). */
export function useReportPost() {
  const { client } = useHireloop();
  return useMutation({
    mutationFn: ({ postId, ...body }: ReportPostInput) => feedClient(client).report(postId, body),
  });
}

/** Follow a person, a collective or a skill. */
export function useFollow() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (body: FollowInputValues) => feedClient(client).follow(body),
    onSuccess: () => invalidateFeed(queryClient),
  });
}

/** Stop following a person, a collective or a skill. */
export function useUnfollow() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (body: FollowInputValues) => feedClient(client).unfollow(body),
    onSuccess: () => invalidateFeed(queryClient),
  });
}

/** Admins: hide, restore, pin or unpin a post. */
export function useModeratePost() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ postId, action }: ModeratePostInput) =>
      feedClient(client).moderate(postId, { action }),
    onSuccess: async () => {
      await Promise.all([
        invalidateFeed(queryClient),
        queryClient.invalidateQueries({ queryKey: communityKeys.feedModeration() }),
      ]);
    },
  });
}
