import * as z from 'zod/mini';
import {
  COMMENT_BODY_MAX,
  FEED_ORDERS,
  FOLLOW_TARGETS,
  POST_AUTHOR_KINDS,
  POST_BODY_MAX,
  POST_KINDS,
  POST_MODERATION_ACTIONS,
  POST_REPORT_REASONS,
  POST_SKILLS_MAX,
  POST_VISIBILITIES,
  REACTION_KINDS,
  REPORT_NOTE_MAX,
} from '../vocabulary';
import { coercedIdSchema, idSchema, timestampSchema } from './fields';
import { jobRequestDetailsSchema } from './jobRequest';
import { cursorPageSchema, cursorQuerySchema } from './page';
import { storableMultilineText } from './text';
import { userSummarySchema } from './user';
import { formatCount } from '../rules/numbers';

/** The field errors of the feed's forms (designed; SPEC shows none). */
export const FEED_MESSAGES = {
  bodyRequired: 'Write something to post',
  bodyTooLong: `Keep the post to ${formatCount(POST_BODY_MAX)} characters or fewer`,
  commentRequired: 'Write a comment',
  commentTooLong: `Keep the comment to ${formatCount(COMMENT_BODY_MAX)} characters or fewer`,
  skillsTooMany: `Tag at most ${POST_SKILLS_MAX} skills`,
  jobRequestRequired: 'Choose the job request to share',
  eventRequired: 'Choose the event to share',
  shareNotAllowed: 'Only a share carries a job request or an event',
  collectiveRequired: 'Choose the collective whose members see this post',
  noteTooLong: `Keep the note to ${REPORT_NOTE_MAX} characters or fewer`,
  nothingToChange: 'Change at least one thing',
} as const;

const bodySchema = z
  .string({ error: FEED_MESSAGES.bodyRequired })
  .check(
    z.trim(),
    z.minLength(1, FEED_MESSAGES.bodyRequired),
    z.maxLength(POST_BODY_MAX, FEED_MESSAGES.bodyTooLong),
    storableMultilineText(),
  );

const skillsSchema = z
  .array(coercedIdSchema)
  .check(z.maxLength(POST_SKILLS_MAX, FEED_MESSAGES.skillsTooMany));

/**
 * The body of POST /api/feed/posts. A share names its job request or event; `collectiveId` posts
 * as that collective (its owner or admins only) and is required for `collective` visibility.
 */
export const postInputSchema = z
  .object({
    kind: z._default(z.enum(POST_KINDS), 'update'),
    body: bodySchema,
    skills: z._default(skillsSchema, []),
    visibility: z._default(z.enum(POST_VISIBILITIES), 'public'),
    collectiveId: z.optional(z.nullable(idSchema)),
    jobRequestId: z.optional(z.nullable(idSchema)),
    eventId: z.optional(z.nullable(idSchema)),
  })
  .check(
    z.refine((p) => p.kind !== 'job_request' || p.jobRequestId != null, {
      message: FEED_MESSAGES.jobRequestRequired,
      path: ['jobRequestId'],
    }),
    z.refine((p) => p.kind !== 'event' || p.eventId != null, {
      message: FEED_MESSAGES.eventRequired,
      path: ['eventId'],
    }),
    z.refine(
      (p) =>
        (p.kind === 'job_request' || p.jobRequestId == null) &&
        (p.kind === 'event' || p.eventId == null),
      { message: FEED_MESSAGES.shareNotAllowed, path: ['kind'] },
    ),
    z.refine((p) => p.visibility !== 'collective' || p.collectiveId != null, {
      message: FEED_MESSAGES.collectiveRequired,
      path: ['collectiveId'],
    }),
  );
export type PostInputValues = z.input<typeof postInputSchema>;
export type PostInput = z.output<typeof postInputSchema>;

/** The body of PATCH /api/feed/posts/{id} (the author): the text, skills or visibility. */
export const postUpdateSchema = z
  .object({
    body: z.optional(bodySchema),
    skills: z.optional(skillsSchema),
    visibility: z.optional(z.enum(POST_VISIBILITIES)),
  })
  .check(
    z.refine((p) => p.body !== undefined || p.skills !== undefined || p.visibility !== undefined, {
      message: FEED_MESSAGES.nothingToChange,
    }),
  );
export type PostUpdateInput = z.input<typeof postUpdateSchema>;
export type PostUpdate = z.output<typeof postUpdateSchema>;

/** Who a post is by: a person (`id` a user id) or a collective (`id` its id, `slug` set). */
export const postAuthorSchema = z.object({
  kind: z.enum(POST_AUTHOR_KINDS),
  id: idSchema,
  name: z.string(),
  image: z.nullable(z.string()),
  slug: z.nullable(z.string()),
});
export type PostAuthor = z.output<typeof postAuthorSchema>;

/** A shared job request or event as the post shows it (null when its reader may not see it). */
export const postShareSchema = z.object({
  kind: z.enum(['job_request', 'event']),
  id: idSchema,
  title: z.string(),
  startsAt: z.nullable(timestampSchema),
});
export type PostShare = z.output<typeof postShareSchema>;

/** The count of each reaction kind on a post. */
export const reactionCountsSchema = z.record(
  z.enum(REACTION_KINDS),
  z.int().check(z.nonnegative()),
);
export type ReactionCounts = z.output<typeof reactionCountsSchema>;

/**
 * A post as its reader sees it: the author (and, for a collective post, `postedBy` the person who
 * wrote it), the text, skills, visibility, the shared item, the reaction counts and the reader's
 * own reaction, the comment count, whether it is pinned or hidden (hidden ones only reach admins
 * and the author), and what the reader may do (`canEdit`: the author).
 */
export const postSchema = z.object({
  id: idSchema,
  kind: z.enum(POST_KINDS),
  author: postAuthorSchema,
  postedBy: userSummarySchema,
  body: z.string(),
  skills: z.array(idSchema),
  visibility: z.enum(POST_VISIBILITIES),
  share: z.nullable(postShareSchema),
  reactions: reactionCountsSchema,
  myReaction: z.nullable(z.enum(REACTION_KINDS)),
  commentCount: z.int().check(z.nonnegative()),
  pinned: z.boolean(),
  hidden: z.boolean(),
  canEdit: z.boolean(),
  createdAt: timestampSchema,
  editedAt: z.nullable(timestampSchema),
});
export type Post = z.output<typeof postSchema>;

/** An event the feed suggests (published and public only; the online link is never here). */
export const feedEventSchema = z.object({
  id: idSchema,
  title: z.string(),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  online: z.boolean(),
  address: z.nullable(z.string()),
  skills: z.array(idSchema),
});
export type FeedEvent = z.output<typeof feedEventSchema>;

/** One feed item: a post, or a job request or event matching the reader's skills. */
export const feedItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post'), key: z.string(), post: postSchema }),
  z.object({
    kind: z.literal('job_request'),
    key: z.string(),
    jobRequest: jobRequestDetailsSchema,
  }),
  z.object({ kind: z.literal('event'), key: z.string(), event: feedEventSchema }),
]);
export type FeedItem = z.output<typeof feedItemSchema>;

/** The query of GET /api/feed: the order (latest or relevant) and the page cursor. */
export const feedQuerySchema = z.extend(cursorQuerySchema, {
  order: z._default(z.enum(FEED_ORDERS), 'latest'),
});
export type FeedQueryInput = z.input<typeof feedQuerySchema>;
export type FeedQuery = z.output<typeof feedQuerySchema>;

/** A feed page; `pinned` (first page only) are the admins' pinned posts, shown above the rest. */
export const feedPageSchema = z.extend(cursorPageSchema(feedItemSchema), {
  pinned: z.array(postSchema),
});
export type FeedPage = z.output<typeof feedPageSchema>;

/** The query of GET /api/feed/people/{id}/posts and /collectives/{id}/posts: one author's posts. */
export const postsQuerySchema = cursorQuerySchema;
export type PostsQueryInput = z.input<typeof postsQuerySchema>;
export const postPageSchema = cursorPageSchema(postSchema);
export type PostPage = z.output<typeof postPageSchema>;

/** The body of PUT /api/feed/posts/{id}/reaction: the reader's one reaction (changeable). */
export const reactionInputSchema = z.object({ kind: z.enum(REACTION_KINDS) });
export type ReactionInput = z.output<typeof reactionInputSchema>;

/** The body of POST /api/feed/posts/{id}/comments: a comment, or a reply to a top-level one. */
export const commentInputSchema = z.object({
  body: z
    .string({ error: FEED_MESSAGES.commentRequired })
    .check(
      z.trim(),
      z.minLength(1, FEED_MESSAGES.commentRequired),
      z.maxLength(COMMENT_BODY_MAX, FEED_MESSAGES.commentTooLong),
      storableMultilineText(),
    ),
  parentId: z.optional(z.nullable(idSchema)),
});
export type CommentInputValues = z.input<typeof commentInputSchema>;
export type CommentInput = z.output<typeof commentInputSchema>;

/** A reply (one level: a reply has no replies). */
export const replySchema = z.object({
  id: idSchema,
  postId: idSchema,
  parentId: z.nullable(idSchema),
  author: userSummarySchema,
  body: z.string(),
  createdAt: timestampSchema,
  canDelete: z.boolean(),
});
export type Reply = z.output<typeof replySchema>;

/** A top-level comment with its replies, oldest first (one level of replies). */
export const commentSchema = z.extend(replySchema, { replies: z.array(replySchema) });
export type Comment = z.output<typeof commentSchema>;
export const commentListSchema = z.array(commentSchema);

/** A follow: the target kind and id (a user, collective or skill id), and its display name. */
export const followSchema = z.object({
  target: z.enum(FOLLOW_TARGETS),
  id: idSchema,
  name: z.string(),
  createdAt: timestampSchema,
});
export type Follow = z.output<typeof followSchema>;
export const followListSchema = z.array(followSchema);

/** The body of POST /api/feed/follows and DELETE /api/feed/follows (query): what to (un)follow. */
export const followInputSchema = z.object({ target: z.enum(FOLLOW_TARGETS), id: coercedIdSchema });
export type FollowInputValues = z.input<typeof followInputSchema>;
export type FollowInput = z.output<typeof followInputSchema>;

/** The body of POST /api/feed/posts/{id}/report: once per person and post. */
export const reportInputSchema = z.object({
  reason: z.enum(POST_REPORT_REASONS),
  note: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(REPORT_NOTE_MAX, FEED_MESSAGES.noteTooLong),
        storableMultilineText(),
      ),
    '',
  ),
});
export type ReportInputValues = z.input<typeof reportInputSchema>;
export type ReportInput = z.output<typeof reportInputSchema>;

/** One report as admins see it. */
export const postReportSchema = z.object({
  reason: z.enum(POST_REPORT_REASONS),
  note: z.string(),
  reporter: userSummarySchema,
  createdAt: timestampSchema,
});
export type PostReport = z.output<typeof postReportSchema>;

/** A reported (or hidden, or pinned) post in the admins' moderation list. */
export const moderationItemSchema = z.object({
  post: postSchema,
  reports: z.array(postReportSchema),
});
export type ModerationItem = z.output<typeof moderationItemSchema>;
export const moderationListSchema = z.array(moderationItemSchema);

/** The body of POST /api/admin/feed/posts/{id}: hide, restore, pin or unpin. */
export const moderationInputSchema = z.object({ action: z.enum(POST_MODERATION_ACTIONS) });
export type ModerationInput = z.output<typeof moderationInputSchema>;
