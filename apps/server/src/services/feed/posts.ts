/**
 * Writing in the career feed (issue 17): posts (as a person, or for a collective its owner or
 * admins manage), edits and deletes by the author, reactions (one per person, changeable),
 * comments with one level of replies, reports (once per person), follows. Every change to a post's
 * counts locks the post row (SELECT … FOR UPDATE) in the transaction that writes the row counted,
 * so parallel reactions and comments never lose a count.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  Comment,
  CommentInput,
  Follow,
  FollowInput,
  Post,
  PostInput,
  PostUpdate,
  ReactionInput,
  Reply,
  ReportInput,
} from '@hireloop/sdk/schemas';
import { jobRequests, skills, users } from '../../db/schema';
import { collectiveMembers, collectives } from '../../db/schemaCollectives';
import { events } from '../../db/schemaEvents';
import { follows, postComments, postReactions, postReports, posts } from '../../db/schemaFeed';
import { fieldError, problem } from '../../errors';
import { managesCollective } from '../collectives/access';
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import type { NotificationService } from '../notifications';
import { isInt4Id } from '../pageCursor';
import { toUserSummary } from '../users/rows';
import {
  COMMENT_NOT_FOUND,
  findVisible,
  POST_NOT_FOUND,
  toPosts,
  type Q,
  type Reader,
} from './rows';

export const COLLECTIVE_POSTS_MANAGERS_ONLY = 'Only the collective’s owner and admins post for it';
export const ALREADY_REPORTED = 'You have already reported this post';
export const REPLY_TO_TOP_LEVEL = 'Reply to a comment, not to a reply';
export const FOLLOW_TARGET_NOT_FOUND = 'Nothing to follow with that id';
export const CANNOT_FOLLOW_SELF = 'You cannot follow yourself';
export const UNKNOWN_SKILLS = 'Choose skills from the list';
/** Where feed notifications lead. */
export const FEED_LINK = '/career-feed';

export function createFeedWrites(
  deps: ServiceDeps,
  {
    live,
    notifications,
  }: { live: Pick<LiveService, 'publish'>; notifications: Pick<NotificationService, 'notify'> },
) {
  const { db, now } = deps;

  async function checkSkills(q: Q, ids: readonly number[], input: unknown) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const found = unique.every(isInt4Id)
      ? await q.select({ id: skills.id }).from(skills).where(inArray(skills.id, unique))
      : [];
    if (found.length !== unique.length) throw fieldError('skills', UNKNOWN_SKILLS, input);
  }

  /** The post `reader` may see, locked; 404 otherwise. */
  async function lockVisible(q: Q, reader: Reader, id: number) {
    if (!isInt4Id(id)) throw problem(404, POST_NOT_FOUND);
    const row = await findVisible(q, reader, id, true);
    if (!row) throw problem(404, POST_NOT_FOUND);
    return row;
  }

  /** The post `reader` wrote, locked: another's visible post is a 403, an unseen one a 404. */
  async function lockOwn(q: Q, reader: Reader, id: number) {
    const row = await lockVisible(q, { ...reader, isAdmin: false }, id);
    if (row.authorId !== reader.id) throw problem(403, 'Only the author can change this post');
    return row;
  }

  const one = async (q: Q, reader: Reader, id: number): Promise<Post> => {
    const [row] = await q.select().from(posts).where(eq(posts.id, id));
    return (await toPosts(q, reader, [row!]))[0]!;
  };

  /** The people told live of a new post: the author's (or collective's) followers who may see it. */
  async function audienceOf(q: Q, row: typeof posts.$inferSelect): Promise<number[]> {
    const followers =
      row.authorKind === 'collective'
        ? await q
            .select({ id: follows.followerId })
            .from(follows)
            .where(eq(follows.collectiveId, row.collectiveId!))
        : await q
            .select({ id: follows.followerId })
            .from(follows)
            .where(eq(follows.userId, row.authorId));
    let ids = followers.map((f) => f.id).filter((id) => id !== row.authorId);
    if (row.visibility === 'collective' && ids.length) {
      const members = await q
        .select({ id: collectiveMembers.userId })
        .from(collectiveMembers)
        .where(
          and(
            eq(collectiveMembers.collectiveId, row.collectiveId!),
            eq(collectiveMembers.state, 'active'),
            inArray(collectiveMembers.userId, ids),
          ),
        );
      ids = members.map((m) => m.id);
    }
    return [...new Set(ids)].sort((a, b) => a - b);
  }

  async function nameOf(q: Q, userId: number) {
    const [row] = await q.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return row?.name ?? '';
  }

  const excerpt = (body: string) => (body.length > 80 ? `${body.slice(0, 79)}…` : body);

  async function toComments(
    q: Q,
    reader: Reader,
    postAuthorId: number,
    rows: (typeof postComments.$inferSelect)[],
  ) {
    if (rows.length === 0) return [];
    const people = await q
      .select({
        id: users.id,
        name: users.name,
        role: users.role,
        companyLogo: users.companyLogo,
        profileImage: users.profileImage,
      })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.authorId))]));
    const byId = new Map(people.map((p) => [p.id, p]));
    return rows.map((r): Reply => {
      const a = byId.get(r.authorId)!;
      return {
        id: r.id,
        postId: r.postId,
        parentId: r.parentId,
        author: toUserSummary(a.id, a.name, a.role, a.companyLogo, a.profileImage),
        body: r.body,
        createdAt: r.createdAt.toISOString(),
        canDelete: r.authorId === reader.id || postAuthorId === reader.id,
      };
    });
  }

  return {
    /** POST /api/feed/posts. */
    async create(reader: Reader, input: PostInput): Promise<Post> {
      return db.transaction(async (tx) => {
        await checkSkills(tx, input.skills, input);
        if (input.collectiveId != null) {
          if (!isInt4Id(input.collectiveId))
            throw fieldError('collectiveId', 'Collective not found', input);
          const [group] = await tx
            .select({ id: collectives.id })
            .from(collectives)
            .where(eq(collectives.id, input.collectiveId));
          if (!group) throw fieldError('collectiveId', 'Collective not found', input);
          if (!(await managesCollective(tx, input.collectiveId, reader.id)))
            throw problem(403, COLLECTIVE_POSTS_MANAGERS_ONLY);
        }
        if (input.kind === 'job_request') {
          // The same visibility as the browse: active and public (or the author's own).
          const [request] = await tx
            .select({ id: jobRequests.id })
            .from(jobRequests)
            .where(
              and(
                eq(jobRequests.id, input.jobRequestId!),
                sql`(${jobRequests.employerId} = ${reader.id} or (${jobRequests.status} = 'active' and ${jobRequests.requestTarget} = 'public'))`,
              ),
            );
          if (!request) throw fieldError('jobRequestId', 'Job request not found', input);
        }
        if (input.kind === 'event') {
          const [event] = await tx
            .select({ id: events.id })
            .from(events)
            .where(
              and(
                eq(events.id, input.eventId!),
                eq(events.status, 'published'),
                eq(events.visibility, 'public'),
              ),
            );
          if (!event) throw fieldError('eventId', 'Event not found', input);
        }
        const at = now();
        const [row] = await tx
          .insert(posts)
          .values({
            authorId: reader.id,
            authorKind: input.collectiveId != null ? 'collective' : 'person',
            collectiveId: input.collectiveId ?? null,
            kind: input.kind,
            body: input.body,
            skills: [...new Set(input.skills)],
            visibility: input.visibility,
            jobRequestId: input.kind === 'job_request' ? input.jobRequestId! : null,
            eventId: input.kind === 'event' ? input.eventId! : null,
            createdAt: at,
          })
          .returning();
        const audience = await audienceOf(tx, row!);
        if (audience.length)
          await live.publish(tx, audience, {
            type: 'feed-post',
            data: { postId: row!.id, authorId: reader.id },
          });
        return (await toPosts(tx, reader, [row!]))[0]!;
      });
    },

    /** PATCH /api/feed/posts/{id}: the author edits. */
    async update(reader: Reader, id: number, input: PostUpdate): Promise<Post> {
      return db.transaction(async (tx) => {
        const row = await lockOwn(tx, reader, id);
        if (input.skills) await checkSkills(tx, input.skills, input);
        if (input.visibility === 'collective' && row.collectiveId === null)
          throw fieldError('visibility', 'Only a collective’s post can be for its members', input);
        await tx
          .update(posts)
          .set({
            ...(input.body !== undefined ? { body: input.body } : {}),
            ...(input.skills ? { skills: [...new Set(input.skills)] } : {}),
            ...(input.visibility ? { visibility: input.visibility } : {}),
            editedAt: now(),
          })
          .where(eq(posts.id, id));
        return one(tx, reader, id);
      });
    },

    /** DELETE /api/feed/posts/{id}: the author deletes (comments, reactions, reports go too). */
    async remove(reader: Reader, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockOwn(tx, reader, id);
        await tx.delete(posts).where(eq(posts.id, id));
      });
    },

    /** GET /api/feed/posts/{id}. */
    async get(reader: Reader, id: number): Promise<Post> {
      if (!isInt4Id(id)) throw problem(404, POST_NOT_FOUND);
      const row = await findVisible(db, reader, id);
      if (!row) throw problem(404, POST_NOT_FOUND);
      return (await toPosts(db, reader, [row]))[0]!;
    },

    /**
     * PUT /api/feed/posts/{id}/reaction: one reaction per person; a new one notifies the author
     * (a changed one does not).
     */
    async react(reader: Reader, id: number, input: ReactionInput): Promise<Post> {
      return db.transaction(async (tx) => {
        const row = await lockVisible(tx, reader, id);
        const [existing] = await tx
          .select()
          .from(postReactions)
          .where(and(eq(postReactions.postId, id), eq(postReactions.userId, reader.id)));
        if (existing) {
          await tx
            .update(postReactions)
            .set({ kind: input.kind })
            .where(and(eq(postReactions.postId, id), eq(postReactions.userId, reader.id)));
        } else {
          await tx
            .insert(postReactions)
            .values({ postId: id, userId: reader.id, kind: input.kind, createdAt: now() });
          await tx
            .update(posts)
            .set({ reactionCount: sql`${posts.reactionCount} + 1` })
            .where(eq(posts.id, id));
          if (row.authorId !== reader.id) {
            await notifications.notify(tx, row.authorId, {
              type: 'post_reaction',
              title: 'New reaction',
              body: `${await nameOf(tx, reader.id)} reacted (${input.kind}) to your post “${excerpt(row.body)}”.`,
              link: FEED_LINK,
            });
          }
        }
        return one(tx, reader, id);
      });
    },

    /** DELETE /api/feed/posts/{id}/reaction. */
    async unreact(reader: Reader, id: number): Promise<Post> {
      return db.transaction(async (tx) => {
        await lockVisible(tx, reader, id);
        const removed = await tx
          .delete(postReactions)
          .where(and(eq(postReactions.postId, id), eq(postReactions.userId, reader.id)))
          .returning();
        if (removed.length)
          await tx
            .update(posts)
            .set({ reactionCount: sql`greatest(${posts.reactionCount} - 1, 0)` })
            .where(eq(posts.id, id));
        return one(tx, reader, id);
      });
    },

    /** GET /api/feed/posts/{id}/comments: top-level comments with their replies, oldest first. */
    async comments(reader: Reader, id: number): Promise<Comment[]> {
      if (!isInt4Id(id)) throw problem(404, POST_NOT_FOUND);
      const row = await findVisible(db, reader, id);
      if (!row) throw problem(404, POST_NOT_FOUND);
      const rows = await db
        .select()
        .from(postComments)
        .where(eq(postComments.postId, id))
        .orderBy(asc(postComments.createdAt), asc(postComments.id));
      const all = await toComments(db, reader, row.authorId, rows);
      return all
        .filter((c) => c.parentId === null)
        .map((c) => ({ ...c, replies: all.filter((r) => r.parentId === c.id) }));
    },

    /**
     * POST /api/feed/posts/{id}/comments: a comment (the post's author is notified) or a reply to
     * a top-level comment (its author is notified).
     */
    async comment(reader: Reader, id: number, input: CommentInput): Promise<Comment> {
      return db.transaction(async (tx) => {
        const row = await lockVisible(tx, reader, id);
        let parent: typeof postComments.$inferSelect | undefined;
        if (input.parentId != null) {
          [parent] = isInt4Id(input.parentId)
            ? await tx
                .select()
                .from(postComments)
                .where(and(eq(postComments.id, input.parentId), eq(postComments.postId, id)))
            : [];
          if (!parent) throw fieldError('parentId', COMMENT_NOT_FOUND, input);
          if (parent.parentId !== null) throw fieldError('parentId', REPLY_TO_TOP_LEVEL, input);
        }
        const [created] = await tx
          .insert(postComments)
          .values({
            postId: id,
            parentId: parent?.id ?? null,
            authorId: reader.id,
            body: input.body,
            createdAt: now(),
          })
          .returning();
        await tx
          .update(posts)
          .set({ commentCount: sql`${posts.commentCount} + 1` })
          .where(eq(posts.id, id));
        const name = await nameOf(tx, reader.id);
        if (parent && parent.authorId !== reader.id) {
          await notifications.notify(tx, parent.authorId, {
            type: 'comment_reply',
            title: 'New reply',
            body: `${name} replied to your comment: “${excerpt(input.body)}”`,
            link: FEED_LINK,
          });
        }
        if (row.authorId !== reader.id && row.authorId !== parent?.authorId) {
          await notifications.notify(tx, row.authorId, {
            type: 'post_comment',
            title: 'New comment',
            body: `${name} commented on your post: “${excerpt(input.body)}”`,
            link: FEED_LINK,
          });
        }
        const [shaped] = await toComments(tx, reader, row.authorId, [created!]);
        return { ...shaped!, replies: [] };
      });
    },

    /** DELETE /api/feed/comments/{id}: its author or the post's author (replies go with it). */
    async removeComment(reader: Reader, commentId: number): Promise<void> {
      if (!isInt4Id(commentId)) throw problem(404, COMMENT_NOT_FOUND);
      await db.transaction(async (tx) => {
        const [comment] = await tx
          .select()
          .from(postComments)
          .where(eq(postComments.id, commentId));
        if (!comment) throw problem(404, COMMENT_NOT_FOUND);
        const row = await findVisible(tx, reader, comment.postId, true);
        if (!row) throw problem(404, COMMENT_NOT_FOUND);
        if (comment.authorId !== reader.id && row.authorId !== reader.id)
          throw problem(403, 'Only the comment’s or the post’s author can delete it');
        const removed = await tx
          .delete(postComments)
          .where(sql`${postComments.id} = ${commentId} or ${postComments.parentId} = ${commentId}`)
          .returning({ id: postComments.id });
        await tx
          .update(posts)
          .set({ commentCount: sql`greatest(${posts.commentCount} - ${removed.length}, 0)` })
          .where(eq(posts.id, comment.postId));
      });
    },

    /** POST /api/feed/posts/{id}/report: once per person (409 the second time). */
    async report(reader: Reader, id: number, input: ReportInput): Promise<void> {
      await db.transaction(async (tx) => {
        await lockVisible(tx, reader, id);
        const inserted = await tx
          .insert(postReports)
          .values({
            postId: id,
            reporterId: reader.id,
            reason: input.reason,
            note: input.note,
            createdAt: now(),
          })
          .onConflictDoNothing()
          .returning({ postId: postReports.postId });
        if (inserted.length === 0) throw problem(409, ALREADY_REPORTED);
      });
    },

    /** GET /api/feed/follows. */
    async follows(userId: number): Promise<Follow[]> {
      const rows = await db
        .select({
          target: follows.target,
          userId: follows.userId,
          collectiveId: follows.collectiveId,
          skillId: follows.skillId,
          createdAt: follows.createdAt,
          userName: users.name,
          collectiveName: collectives.name,
          skillName: skills.name,
        })
        .from(follows)
        .leftJoin(users, eq(users.id, follows.userId))
        .leftJoin(collectives, eq(collectives.id, follows.collectiveId))
        .leftJoin(skills, eq(skills.id, follows.skillId))
        .where(eq(follows.followerId, userId))
        .orderBy(asc(follows.createdAt), asc(follows.id));
      return rows.map((r) => ({
        target: r.target,
        id: (r.userId ?? r.collectiveId ?? r.skillId)!,
        name: r.userName ?? r.collectiveName ?? r.skillName ?? '',
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /** POST /api/feed/follows: idempotent; a new follower of a person is notified. */
    async follow(userId: number, input: FollowInput): Promise<Follow> {
      return db.transaction(async (tx) => {
        if (input.target === 'person' && input.id === userId)
          throw fieldError('id', CANNOT_FOLLOW_SELF, input);
        const table = { person: users, collective: collectives, skill: skills }[input.target];
        const [target] = isInt4Id(input.id)
          ? await tx
              .select({ id: table.id, name: table.name })
              .from(table)
              .where(eq(table.id, input.id))
          : [];
        if (!target) throw problem(404, FOLLOW_TARGET_NOT_FOUND);
        const column = { person: 'userId', collective: 'collectiveId', skill: 'skillId' } as const;
        const [created] = await tx
          .insert(follows)
          .values({
            followerId: userId,
            target: input.target,
            [column[input.target]]: input.id,
            createdAt: now(),
          })
          .onConflictDoNothing()
          .returning();
        if (created && input.target === 'person') {
          await notifications.notify(tx, input.id, {
            type: 'new_follower',
            title: 'New follower',
            body: `${await nameOf(tx, userId)} follows you now.`,
            link: FEED_LINK,
          });
        }
        const [row] = await tx
          .select({ createdAt: follows.createdAt })
          .from(follows)
          .where(and(eq(follows.followerId, userId), eq(follows[column[input.target]], input.id)));
        return {
          target: input.target,
          id: input.id,
          name: target.name,
          createdAt: row!.createdAt.toISOString(),
        };
      });
    },

    /** DELETE /api/feed/follows?target=&id=: idempotent. */
    async unfollow(userId: number, input: FollowInput): Promise<void> {
      if (!isInt4Id(input.id)) return;
      const column = {
        person: follows.userId,
        collective: follows.collectiveId,
        skill: follows.skillId,
      }[input.target];
      await db.delete(follows).where(and(eq(follows.followerId, userId), eq(column, input.id)));
    },
  };
}
export type FeedWrites = ReturnType<typeof createFeedWrites>;
