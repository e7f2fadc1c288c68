/**
 * The career feed's reads (issue 17): who may see a post (one SQL predicate, used by every read),
 * and a page of post rows in API shape (authors, shares, reaction counts, the reader's reaction).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { REACTION_KINDS, type ReactionKind } from '@hireloop/sdk';
import type { Post, ReactionCounts } from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import { jobRequests, users } from '../../db/schema';
import { collectiveMembers, collectives } from '../../db/schemaCollectives';
import { events } from '../../db/schemaEvents';
import { follows, postReactions, posts } from '../../db/schemaFeed';
import { logoUrlOf } from '../collectives/rows';
import { CURSOR_TIMESTAMP_FORMAT } from '../pageCursor';
import { toUserSummary } from '../users/rows';

export type Q = Db | Tx;
export type PostRow = typeof posts.$inferSelect;

export const POST_NOT_FOUND = 'Post not found';
export const COMMENT_NOT_FOUND = 'Comment not found';

/** Who reads: their id and whether they are an admin (admins also see hidden posts). */
export interface Reader {
  id: number;
  isAdmin: boolean;
}

/**
 * The posts `reader` may see: their own (hidden included); for others, not hidden (admins: hidden
 * too) and public, or followers-only with the reader following the person (or the collective, or
 * being its active member), or collective-members-only with the reader an active member.
 */
export function visibleTo(reader: Reader): SQL {
  const member = sql`exists (select 1 from ${collectiveMembers} cm where cm.collective_id = ${posts.collectiveId} and cm.user_id = ${reader.id} and cm.state = 'active')`;
  const followsPerson = sql`exists (select 1 from ${follows} f where f.follower_id = ${reader.id} and f.user_id = ${posts.authorId})`;
  const followsCollective = sql`exists (select 1 from ${follows} f where f.follower_id = ${reader.id} and f.collective_id = ${posts.collectiveId})`;
  const audience = sql`(${posts.visibility} = 'public'
    or (${posts.visibility} = 'followers' and ((${posts.authorKind} = 'person' and ${followsPerson}) or (${posts.authorKind} = 'collective' and (${followsCollective} or ${member}))))
    or (${posts.visibility} = 'collective' and ${member}))`;
  const shown = reader.isAdmin ? audience : sql`(${posts.hiddenAt} is null and ${audience})`;
  return sql`(${posts.authorId} = ${reader.id} or ${shown})`;
}

/** The columns every post read selects: the row and its sort key at full precision. */
export const postColumns = {
  post: posts,
  cursorAt: sql<string>`to_char(${posts.createdAt} at time zone 'UTC', ${sql.raw(`'${CURSOR_TIMESTAMP_FORMAT}'`)})`,
};

const zeroCounts = (): ReactionCounts =>
  Object.fromEntries(REACTION_KINDS.map((kind) => [kind, 0])) as ReactionCounts;

/** The rows in API shape, in their order, read for `reader` (a few queries for the whole page). */
export async function toPosts(q: Q, reader: Reader, rows: readonly PostRow[]): Promise<Post[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const people = [...new Set(rows.map((r) => r.authorId))];
  const collectiveIds = [...new Set(rows.flatMap((r) => (r.collectiveId ? [r.collectiveId] : [])))];
  const requestIds = [...new Set(rows.flatMap((r) => (r.jobRequestId ? [r.jobRequestId] : [])))];
  const eventIds = [...new Set(rows.flatMap((r) => (r.eventId ? [r.eventId] : [])))];

  const [authors, groups, counts, mine, requests, shared] = await Promise.all([
    q
      .select({
        id: users.id,
        name: users.name,
        role: users.role,
        companyLogo: users.companyLogo,
        profileImage: users.profileImage,
      })
      .from(users)
      .where(inArray(users.id, people)),
    collectiveIds.length
      ? q
          .select({
            id: collectives.id,
            name: collectives.name,
            slug: collectives.slug,
            logoKey: collectives.logoKey,
          })
          .from(collectives)
          .where(inArray(collectives.id, collectiveIds))
      : Promise.resolve([]),
    q
      .select({
        postId: postReactions.postId,
        kind: postReactions.kind,
        n: sql<number>`count(*)::int`,
      })
      .from(postReactions)
      .where(inArray(postReactions.postId, ids))
      .groupBy(postReactions.postId, postReactions.kind),
    q
      .select({ postId: postReactions.postId, kind: postReactions.kind })
      .from(postReactions)
      .where(and(inArray(postReactions.postId, ids), eq(postReactions.userId, reader.id))),
    // A shared request shows while its reader may see it in the browse: active and public.
    requestIds.length
      ? q
          .select({ id: jobRequests.id, title: jobRequests.title })
          .from(jobRequests)
          .where(
            and(
              inArray(jobRequests.id, requestIds),
              eq(jobRequests.status, 'active'),
              eq(jobRequests.requestTarget, 'public'),
            ),
          )
      : Promise.resolve([]),
    // A shared event shows while it is published and public (drafts and unlisted never leak).
    eventIds.length
      ? q
          .select({ id: events.id, title: events.title, startsAt: events.startsAt })
          .from(events)
          .where(
            and(
              inArray(events.id, eventIds),
              eq(events.status, 'published'),
              eq(events.visibility, 'public'),
            ),
          )
      : Promise.resolve([]),
  ]);

  const authorById = new Map(authors.map((a) => [a.id, a]));
  const collectiveById = new Map(groups.map((c) => [c.id, c]));
  const countsById = new Map<number, ReactionCounts>();
  for (const c of counts) {
    const entry = countsById.get(c.postId) ?? zeroCounts();
    entry[c.kind as ReactionKind] = c.n;
    countsById.set(c.postId, entry);
  }
  const mineById = new Map(mine.map((m) => [m.postId, m.kind]));
  const requestById = new Map(requests.map((r) => [r.id, r]));
  const eventById = new Map(shared.map((e) => [e.id, e]));

  return rows.map((row) => {
    const writer = authorById.get(row.authorId)!;
    const postedBy = toUserSummary(
      writer.id,
      writer.name,
      writer.role,
      writer.companyLogo,
      writer.profileImage,
    );
    const group =
      row.authorKind === 'collective' && row.collectiveId
        ? collectiveById.get(row.collectiveId)
        : undefined;
    const request = row.jobRequestId ? requestById.get(row.jobRequestId) : undefined;
    const event = row.eventId ? eventById.get(row.eventId) : undefined;
    return {
      id: row.id,
      kind: row.kind,
      author: group
        ? {
            kind: 'collective',
            id: group.id,
            name: group.name,
            image: logoUrlOf(group),
            slug: group.slug,
          }
        : { kind: 'person', id: writer.id, name: writer.name, image: postedBy.image, slug: null },
      postedBy,
      body: row.body,
      skills: row.skills,
      visibility: row.visibility,
      share: request
        ? { kind: 'job_request', id: request.id, title: request.title, startsAt: null }
        : event
          ? {
              kind: 'event',
              id: event.id,
              title: event.title,
              startsAt: event.startsAt.toISOString(),
            }
          : null,
      reactions: countsById.get(row.id) ?? zeroCounts(),
      myReaction: mineById.get(row.id) ?? null,
      commentCount: row.commentCount,
      pinned: row.pinnedAt !== null,
      hidden: row.hiddenAt !== null,
      canEdit: row.authorId === reader.id,
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
    } satisfies Post;
  });
}

/** One post `reader` may see, or undefined. `lock`: FOR UPDATE (writes on it). */
export async function findVisible(q: Q, reader: Reader, id: number, lock = false) {
  const query = q
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), visibleTo(reader)));
  const [row] = lock ? await query.for('update', { of: posts }) : await query;
  return row;
}
