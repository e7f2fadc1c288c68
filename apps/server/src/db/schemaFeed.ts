/**
 * The career feed (issue 17): posts (by a person, or by a person for a collective), typed
 * reactions (one per person and post), comments with one level of replies, follows (people,
 * collectives, skills) and reports. Reaction and comment counts are kept on the post, in the same
 * transaction as the row they count, so the feed's relevance score reads no aggregate.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import * as vocabulary from '@hireloop/sdk/constants';
import { jobRequests, skills, users } from './schema';
import { collectives } from './schemaCollectives';
import { events } from './schemaEvents';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    /** The person who wrote it (for a collective post: one of its owner or admins). */
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorKind: text('author_kind', { enum: vocabulary.POST_AUTHOR_KINDS })
      .notNull()
      .default('person'),
    /** The collective it speaks for, or whose members see it (`collective` visibility). */
    collectiveId: integer('collective_id').references(() => collectives.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind', { enum: vocabulary.POST_KINDS }).notNull().default('update'),
    /** Plain text, never rendered as HTML. */
    body: text('body').notNull(),
    skills: integer('skills')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    visibility: text('visibility', { enum: vocabulary.POST_VISIBILITIES })
      .notNull()
      .default('public'),
    jobRequestId: integer('job_request_id').references(() => jobRequests.id, {
      onDelete: 'set null',
    }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    reactionCount: integer('reaction_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    hiddenAt: at('hidden_at'),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    pinnedAt: at('pinned_at'),
    pinnedBy: integer('pinned_by').references(() => users.id, { onDelete: 'set null' }),
    editedAt: at('edited_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'posts_collective_author',
      sql`${t.authorKind} = 'person' OR ${t.collectiveId} IS NOT NULL`,
    ),
    check(
      'posts_collective_visibility',
      sql`${t.visibility} <> 'collective' OR ${t.collectiveId} IS NOT NULL`,
    ),
    // The feed's sources, each read newest first from its own index (see services/feed/feed.ts).
    index('posts_person_idx')
      .on(t.authorId, t.createdAt.desc(), t.id.desc())
      .where(sql`author_kind = 'person'`),
    index('posts_collective_idx')
      .on(t.collectiveId, t.createdAt.desc(), t.id.desc())
      .where(sql`collective_id is not null`),
    index('posts_public_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`visibility = 'public' and hidden_at is null`),
    index('posts_skills_idx').using('gin', t.skills),
    index('posts_pinned_idx')
      .on(t.pinnedAt)
      .where(sql`pinned_at is not null`),
  ],
);

/** One reaction per person and post; changing it updates the row. */
export const postReactions = pgTable(
  'post_reactions',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: vocabulary.REACTION_KINDS }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** A comment, or a reply to a top-level comment (`parent_id`; one level only). */
export const postComments = pgTable(
  'post_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => postComments.id, {
      onDelete: 'cascade',
    }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('post_comments_post_idx').on(t.postId, t.createdAt, t.id)],
);

/** A follow of a person, a collective or a skill: exactly one target column is set. */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target: text('target', { enum: vocabulary.FOLLOW_TARGETS }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    collectiveId: integer('collective_id').references(() => collectives.id, {
      onDelete: 'cascade',
    }),
    skillId: integer('skill_id').references(() => skills.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'follows_one_target',
      sql`(${t.target} = 'person' AND ${t.userId} IS NOT NULL AND ${t.collectiveId} IS NULL AND ${t.skillId} IS NULL) OR (${t.target} = 'collective' AND ${t.collectiveId} IS NOT NULL AND ${t.userId} IS NULL AND ${t.skillId} IS NULL) OR (${t.target} = 'skill' AND ${t.skillId} IS NOT NULL AND ${t.userId} IS NULL AND ${t.collectiveId} IS NULL)`,
    ),
    check('follows_not_self', sql`${t.userId} IS NULL OR ${t.userId} <> ${t.followerId}`),
    uniqueIndex('follows_person_idx')
      .on(t.followerId, t.userId)
      .where(sql`user_id is not null`),
    uniqueIndex('follows_collective_idx')
      .on(t.followerId, t.collectiveId)
      .where(sql`collective_id is not null`),
    uniqueIndex('follows_skill_idx')
      .on(t.followerId, t.skillId)
      .where(sql`skill_id is not null`),
    // Who follows a person (live "new posts", followers-only visibility).
    index('follows_user_idx')
      .on(t.userId)
      .where(sql`user_id is not null`),
    index('follows_collective_target_idx')
      .on(t.collectiveId)
      .where(sql`collective_id is not null`),
  ],
);

/** One report per person and post; `resolved_at` is set when an admin hides or restores it. */
export const postReports = pgTable(
  'post_reports',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: vocabulary.POST_REPORT_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.reporterId] }),
    index('post_reports_open_idx')
      .on(t.createdAt)
      .where(sql`resolved_at is null`),
  ],
);
