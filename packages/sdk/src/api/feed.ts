import type { Transport } from '../client/types';
import type {
  Comment,
  CommentInputValues,
  FeedPage,
  FeedQueryInput,
  Follow,
  FollowInputValues,
  ModerationInput,
  ModerationItem,
  Post,
  PostInputValues,
  PostPage,
  PostsQueryInput,
  PostUpdateInput,
  ReactionInput,
  ReportInputValues,
} from '../schemas/feed';
import type { OkResponse as Ok } from '../schemas/ok';
import type { CallOptions } from './callOptions';
import { toQuery } from './toQuery';

const postPath = (id: number) => `/api/feed/posts/${encodeURIComponent(id)}`;

/**
 * The career feed (issue 17): the reader's feed, posts, reactions, comments, follows, reports,
 * and the admins' moderation. Not on the client object: `feedApi(client)` (a client is a
 * transport), so an app's first page does not carry the feed's endpoints.
 */
export function feedApi(t: Transport) {
  return {
    /** GET /api/feed: posts of what the reader follows (and their own), matching job requests and events. */
    feed: (query?: FeedQueryInput, options?: CallOptions) =>
      t.read<FeedPage>('/api/feed', { ...options, query: toQuery(query) }),
    /** GET /api/feed/people/{id}/posts: one person's posts the reader may see. */
    personPosts: (userId: number, query?: PostsQueryInput, options?: CallOptions) =>
      t.read<PostPage>(`/api/feed/people/${encodeURIComponent(userId)}/posts`, {
        ...options,
        query: toQuery(query),
      }),
    /** GET /api/feed/posts/{id}: one post. */
    post: (id: number, options?: CallOptions) => t.read<Post>(postPath(id), { ...options }),
    /** POST /api/feed/posts: write a post (as a collective with `collectiveId`). */
    create: (body: PostInputValues, options?: CallOptions) =>
      t.request<Post>('/api/feed/posts', { ...options, method: 'POST', body }),
    /** PATCH /api/feed/posts/{id} (the author): edit. */
    update: (id: number, body: PostUpdateInput, options?: CallOptions) =>
      t.request<Post>(postPath(id), { ...options, method: 'PATCH', body }),
    /** DELETE /api/feed/posts/{id} (the author). */
    remove: (id: number, options?: CallOptions) =>
      t.request<Ok>(postPath(id), { ...options, method: 'DELETE' }),
    /** PUT /api/feed/posts/{id}/reaction: react, or change the reaction. */
    react: (id: number, body: ReactionInput, options?: CallOptions) =>
      t.request<Post>(`${postPath(id)}/reaction`, { ...options, method: 'PUT', body }),
    /** DELETE /api/feed/posts/{id}/reaction: take the reaction back. */
    unreact: (id: number, options?: CallOptions) =>
      t.request<Post>(`${postPath(id)}/reaction`, { ...options, method: 'DELETE' }),
    /** GET /api/feed/posts/{id}/comments: the comments with their replies, oldest first. */
    comments: (id: number, options?: CallOptions) =>
      t.read<Comment[]>(`${postPath(id)}/comments`, { ...options }),
    /** POST /api/feed/posts/{id}/comments: comment, or reply with `parentId`. */
    comment: (id: number, body: CommentInputValues, options?: CallOptions) =>
      t.request<Comment>(`${postPath(id)}/comments`, { ...options, method: 'POST', body }),
    /** DELETE /api/feed/comments/{id}: the comment's author or the post's author. */
    removeComment: (id: number, options?: CallOptions) =>
      t.request<Ok>(`/api/feed/comments/${encodeURIComponent(id)}`, {
        ...options,
        method: 'DELETE',
      }),
    /** POST /api/feed/posts/{id}/report: once per person. */
    report: (id: number, body: ReportInputValues, options?: CallOptions) =>
      t.request<Ok>(`${postPath(id)}/report`, { ...options, method: 'POST', body }),
    /** GET /api/feed/follows: what the reader follows. */
    follows: (options?: CallOptions) => t.read<Follow[]>('/api/feed/follows', { ...options }),
    /** POST /api/feed/follows: follow a person, a collective or a skill. */
    follow: (body: FollowInputValues, options?: CallOptions) =>
      t.request<Follow>('/api/feed/follows', { ...options, method: 'POST', body }),
    /** DELETE /api/feed/follows?target=&id=: unfollow. */
    unfollow: (body: FollowInputValues, options?: CallOptions) =>
      t.request<Ok>('/api/feed/follows', { ...options, method: 'DELETE', query: toQuery(body) }),
    /** GET /api/admin/feed/reports (admins): reported, hidden and pinned posts. */
    moderation: (options?: CallOptions) =>
      t.read<ModerationItem[]>('/api/admin/feed/reports', { ...options }),
    /** POST /api/admin/feed/posts/{id} (admins): hide, restore, pin or unpin. */
    moderate: (id: number, body: ModerationInput, options?: CallOptions) =>
      t.request<Post>(`/api/admin/feed/posts/${encodeURIComponent(id)}`, {
        ...options,
        method: 'POST',
        body,
      }),
  };
}
export type FeedApi = ReturnType<typeof feedApi>;
