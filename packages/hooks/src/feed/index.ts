export { addNewFeedPost, invalidateFeed } from './invalidateFeed';
export {
  useFeed,
  useFeedComments,
  useFeedFollows,
  useFeedModeration,
  useNewFeedPosts,
} from './useFeed';
export {
  useCommentOnPost,
  useCreatePost,
  useDeleteComment,
  useDeletePost,
  useFollow,
  useModeratePost,
  useReactToPost,
  useReportPost,
  useUnfollow,
  useUpdatePost,
} from './useFeedMutations';
export type {
  CommentOnPostInput,
  ModeratePostInput,
  ReactInput,
  ReportPostInput,
  UpdatePostInput,
} from './useFeedMutations';
