// Exports of this folder, by name: the career feed (issue 17).
export { CommentThread } from './comment-thread';
export { FeedSuggestionCard } from './feed-suggestion-card';
export { FollowButton } from './follow-button';
export { ModerationList } from './moderation-list';
export { PostCard } from './post-card';
export { PostComposer } from './post-composer';
export { PostText } from './post-text';
export { ReactionBar } from './reaction-bar';
export { FEED_TEXTS } from './texts';
export type { CommentThreadProps } from './comment-thread';
export type { FeedSuggestionCardProps } from './feed-suggestion-card';
export type { FollowButtonProps } from './follow-button';
export type { ModerationListProps } from './moderation-list';
export type { PostCardProps } from './post-card';
export type { PostComposerProps } from './post-composer';
export type { PostTextProps } from './post-text';
export type { ReactionBarProps } from './reaction-bar';
