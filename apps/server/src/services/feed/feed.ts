/**
 * The career feed (issue 17), GET /api/feed: what the reader follows, and what matches their
 * skills, in one keyset-paged list.
 *
 * Sources, each read by its own query walking its own index, merged (like the job request browse):
 * 1. posts by the people the reader follows and by the reader (`posts_person_idx`);
 * 2. posts by the collectives the reader follows or belongs to (`posts_collective_idx`);
 * 3. public posts tagged with a skill the reader has or follows (`posts_public_created_idx`, or
 *    the skills GIN index, whichever the planner finds cheaper);
 * 4. job requests matching the reader's skills — read by the opportunities browse itself
 *    (`jobRequests.browse`: active, public or addressed to the reader) and only for talent with
 *    Lite (the browse's waitlist gating: an active talent subscription);
 * 5. published, public, not yet ended events matching the reader's skills.
 * Every post read applies `visibleTo` (followers-only and collective-members posts never leak;
 * hidden posts reach only their author and admins).
 *
 * Order: `latest` sorts by creation time; `relevant` by the rank time `created_at + boost` (sdk
 * `relevanceBoostHours`, computed here in SQL from the same constants). Job requests and events
 * rank on their creation time in both orders. The keyset is (time, kind, id): the cursor is
 * opaque (pageCursor's base64url JSON) and names the last item. A relevant page only reads posts
 * created after `T − FEED_MAX_BOOST_HOURS`, where T is the creation time of the limit-th newest
 * post older than the page's end minus the largest boost: at least `limit` posts rank above T, so
 * no post older than that window can be among the page.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  FEED_ENGAGEMENT_HOURS,
  FEED_ENGAGEMENT_MAX_HOURS,
  FEED_FOLLOW_HOURS,
  FEED_MAX_BOOST_HOURS,
  FEED_SKILL_HOURS,
  FEED_SKILL_OVERLAP_CAP,
} from '@hireloop/sdk';
import {
  browseJobRequestsQuerySchema,
  type FeedItem,
  type FeedPage,
  type FeedQuery,
  type CursorQuery,
  type PostPage,
} from '@hireloop/sdk/schemas';
import * as z from 'zod/mini';
import { users } from '../../db/schema';
import { collectiveMembers } from '../../db/schemaCollectives';
import { events } from '../../db/schemaEvents';
import { follows, posts } from '../../db/schemaFeed';
import { problem } from '../../errors';
import type { ServiceDeps } from '../deps';
import type { JobRequestService } from '../jobRequests';
import {
  CURSOR_TIMESTAMP_FORMAT,
  decodeCursor,
  encodeCursor,
  INT4_MAX,
  isInt4Id,
  newestFirstPage,
  afterNewest,
  newestFirstOrder,
} from '../pageCursor';
import type { SubscriptionService } from '../subscriptions';
import { postColumns, toPosts, visibleTo, type PostRow, type Reader } from './rows';

/** Kinds in the keyset, highest first at one time: posts, then job requests, then events. */
const KIND_RANK = { post: 2, job_request: 1, event: 0 } as const;
const KIND_OF_LETTER = { p: 'post', j: 'job_request', e: 'event' } as const;
const LETTER = { post: 'p', job_request: 'j', event: 'e' } as const;
type Kind = keyof typeof KIND_RANK;

/** The feed's keyset: a time (UTC, microseconds), the item's kind, its id. */
interface FeedKey {
  at: string;
  kind: Kind;
  id: number;
}

const MAX_PINNED = 5;
const HOUR_MS = 3_600_000;
const invalidCursor = () => problem(400, 'Invalid cursor');

function decodeFeedCursor(cursor: string): FeedKey {
  const { at, id } = decodeCursor(cursor, 'string');
  const match = /^([pje]):(\d{1,10})$/.exec(id);
  if (!at || !match) throw invalidCursor();
  const n = Number(match[2]);
  if (!isInt4Id(n)) throw invalidCursor();
  return { at, kind: KIND_OF_LETTER[match[1] as 'p'], id: n };
}

const encodeFeedCursor = (key: FeedKey) =>
  encodeCursor({ at: key.at, id: `${LETTER[key.kind]}:${key.id}` });

/** a before b in the feed's order (newer time, then higher kind, then higher id). */
function compareKeys(a: FeedKey, b: FeedKey): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.kind !== b.kind) return KIND_RANK[b.kind] - KIND_RANK[a.kind];
  return b.id - a.id;
}

/** A timestamp at microsecond precision, as pageCursor prints them, from a JS time. */
const isoMicro = (ms: number) => new Date(ms).toISOString().replace(/Z$/, '000Z');
const toMs = (at: string) => Date.parse(at.replace(/(\.\d{3})\d+Z$/, '$1Z'));

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::integer[]`;

export function createFeedReads(
  deps: ServiceDeps,
  {
    jobRequests,
    subscriptions,
  }: {
    jobRequests: Pick<JobRequestService, 'browse'>;
    subscriptions: Pick<SubscriptionService, 'quota'>;
  },
) {
  const { db, now } = deps;

  /** What the reader follows and belongs to, and their skills (profile and followed). */
  async function contextOf(readerId: number) {
    const [followed, memberOf, profile] = await Promise.all([
      db
        .select({
          userId: follows.userId,
          collectiveId: follows.collectiveId,
          skillId: follows.skillId,
        })
        .from(follows)
        .where(eq(follows.followerId, readerId)),
      db
        .select({ id: collectiveMembers.collectiveId })
        .from(collectiveMembers)
        .where(and(eq(collectiveMembers.userId, readerId), eq(collectiveMembers.state, 'active'))),
      db.select({ skills: users.skills }).from(users).where(eq(users.id, readerId)),
    ]);
    const people = followed.flatMap((f) => (f.userId ? [f.userId] : []));
    const followedCollectives = followed.flatMap((f) => (f.collectiveId ? [f.collectiveId] : []));
    const skills = [
      ...new Set([
        ...followed.flatMap((f) => (f.skillId ? [f.skillId] : [])),
        ...(profile[0]?.skills ?? []),
      ]),
    ];
    return {
      people,
      followedCollectives,
      collectives: [...new Set([...followedCollectives, ...memberOf.map((m) => m.id)])],
      skills,
    };
  }
  type Context = Awaited<ReturnType<typeof contextOf>>;

  /** The post sources' conditions (see the file's comment), without visibility. */
  function sources(reader: Reader, ctx: Context): SQL[] {
    const list: SQL[] = [
      sql`${posts.authorKind} = 'person' and ${posts.authorId} = any(${intArray([reader.id, ...ctx.people])})`,
    ];
    if (ctx.collectives.length)
      list.push(
        sql`${posts.collectiveId} = any(${intArray(ctx.collectives)}) and ${posts.authorKind} = 'collective'`,
      );
    if (ctx.skills.length)
      list.push(
        sql`${posts.visibility} = 'public' and ${posts.hiddenAt} is null and ${posts.skills} && ${intArray(ctx.skills)}`,
      );
    return list;
  }

  /** The rank time of a post for this reader: created_at + the relevance boost (hours). */
  function rankSql(ctx: Context): SQL {
    const follows = [
      ctx.people.length
        ? sql`(${posts.authorKind} = 'person' and ${posts.authorId} = any(${intArray(ctx.people)}))`
        : sql`false`,
      ctx.followedCollectives.length
        ? sql`(${posts.authorKind} = 'collective' and ${posts.collectiveId} = any(${intArray(ctx.followedCollectives)}))`
        : sql`false`,
    ];
    const overlap = ctx.skills.length
      ? sql`(select count(*) from unnest(${posts.skills}) s where s = any(${intArray(ctx.skills)}))`
      : sql`0`;
    const hours = sql`least(${FEED_ENGAGEMENT_HOURS}::float8 * ln(1 + ${posts.reactionCount} + 2 * ${posts.commentCount}), ${FEED_ENGAGEMENT_MAX_HOURS}::float8)
      + (case when ${follows[0]} or ${follows[1]} then ${FEED_FOLLOW_HOURS}::float8 else 0 end)
      + ${FEED_SKILL_HOURS}::float8 * least(${overlap}, ${FEED_SKILL_OVERLAP_CAP})`;
    return sql`(${posts.createdAt} + make_interval(secs => (${hours}) * 3600))`;
  }

  /** Posts strictly after `key` in latest order (created_at, kind, id). */
  function afterLatest(key: FeedKey | undefined): SQL | undefined {
    if (!key) return undefined;
    // At the same time, posts come first: after a post, lower ids; after anything else, none.
    const at = sql`${key.at}::timestamptz`;
    return key.kind === 'post'
      ? sql`(${posts.createdAt} <= ${at} and (${posts.createdAt} < ${at} or ${posts.id} < ${key.id}))`
      : sql`${posts.createdAt} < ${at}`;
  }

  /** Up to `limit` post rows with their keys, newest first, from every source. */
  async function latestPosts(
    reader: Reader,
    ctx: Context,
    key: FeedKey | undefined,
    limit: number,
    exclude: number[],
  ) {
    const pages = await Promise.all(
      sources(reader, ctx).map((source) =>
        db
          .select(postColumns)
          .from(posts)
          .where(
            and(
              sql`(${source})`,
              visibleTo(reader),
              afterLatest(key),
              exclude.length ? sql`${posts.id} <> all(${intArray(exclude)})` : undefined,
            ),
          )
          .orderBy(...newestFirstOrder(posts.createdAt, posts.id))
          .limit(limit),
      ),
    );
    const seen = new Set<number>();
    return pages
      .flat()
      .filter((r) => (seen.has(r.post.id) ? false : (seen.add(r.post.id), true)))
      .map((r) => ({ row: r.post, key: { at: r.cursorAt, kind: 'post' as const, id: r.post.id } }));
  }

  /** Up to `limit` post rows by rank time for the reader (see the file's comment). */
  async function relevantPosts(
    reader: Reader,
    ctx: Context,
    key: FeedKey | undefined,
    limit: number,
    exclude: number[],
  ) {
    const maxBoostMs = FEED_MAX_BOOST_HOURS * HOUR_MS;
    // T: the limit-th newest post created before (the page's end − the largest boost).
    const before = key ? isoMicro(toMs(key.at) - maxBoostMs) : undefined;
    const older = await latestPosts(
      reader,
      ctx,
      before ? { at: before, kind: 'event', id: 1 } : undefined,
      limit,
      exclude,
    );
    older.sort((a, b) => compareKeys(a.key, b.key));
    const floor = older.length >= limit ? older[limit - 1]!.key.at : null;
    const since = floor ? new Date(toMs(floor) - maxBoostMs - 1) : null;
    const rank = rankSql(ctx);
    const rankAt = sql<string>`to_char(${rank} at time zone 'UTC', ${sql.raw(`'${CURSOR_TIMESTAMP_FORMAT}'`)})`;
    const after = key
      ? key.kind === 'post'
        ? sql`(${rank} < ${key.at}::timestamptz or (${rank} = ${key.at}::timestamptz and ${posts.id} < ${key.id}))`
        : sql`${rank} < ${key.at}::timestamptz`
      : undefined;
    const pages = await Promise.all(
      sources(reader, ctx).map((source) =>
        db
          .select({ post: posts, rankAt })
          .from(posts)
          .where(
            and(
              sql`(${source})`,
              visibleTo(reader),
              since ? gte(posts.createdAt, since) : undefined,
              key ? lt(posts.createdAt, new Date(toMs(key.at) + 1)) : undefined,
              after,
              exclude.length ? sql`${posts.id} <> all(${intArray(exclude)})` : undefined,
            ),
          )
          .orderBy(desc(rank), desc(posts.id))
          .limit(limit),
      ),
    );
    const seen = new Set<number>();
    return pages
      .flat()
      .filter((r) => (seen.has(r.post.id) ? false : (seen.add(r.post.id), true)))
      .map((r) => ({ row: r.post, key: { at: r.rankAt, kind: 'post' as const, id: r.post.id } }));
  }

  /** Job requests matching the reader's skills, through the opportunities browse (Lite only). */
  async function matchingRequests(
    readerId: number,
    ctx: Context,
    key: FeedKey | undefined,
    limit: number,
  ) {
    if (ctx.skills.length === 0) return [];
    const quota = await subscriptions.quota(readerId, 'talent');
    if (!quota?.active) return [];
    const cursor = key
      ? encodeCursor({
          at: key.at,
          id: key.kind === 'post' ? INT4_MAX : key.kind === 'job_request' ? key.id : 1,
        })
      : undefined;
    const query = z.safeParse(browseJobRequestsQuerySchema, {
      skills: ctx.skills.slice(0, 50).join(','),
      limit,
      ...(cursor ? { cursor } : {}),
    });
    if (!query.success) return [];
    const page = await jobRequests.browse(readerId, query.data);
    return page.items.map((jobRequest) => ({
      item: { kind: 'job_request', key: `j:${jobRequest.id}`, jobRequest } as FeedItem,
      key: {
        at: isoMicro(Date.parse(jobRequest.createdAt)),
        kind: 'job_request' as const,
        id: jobRequest.id,
      },
    }));
  }

  /** Published, public, not yet ended events matching the reader's skills. */
  async function matchingEvents(ctx: Context, key: FeedKey | undefined, limit: number) {
    if (ctx.skills.length === 0) return [];
    const at = key ? sql`${key.at}::timestamptz` : undefined;
    const rows = await db
      .select({
        event: events,
        cursorAt: sql<string>`to_char(${events.createdAt} at time zone 'UTC', ${sql.raw(`'${CURSOR_TIMESTAMP_FORMAT}'`)})`,
      })
      .from(events)
      .where(
        and(
          eq(events.status, 'published'),
          eq(events.visibility, 'public'),
          sql`${events.endsAt} > ${now()}`,
          sql`${events.skills} && ${intArray(ctx.skills)}`,
          key
            ? key.kind === 'event'
              ? sql`(${events.createdAt} < ${at} or (${events.createdAt} = ${at} and ${events.id} < ${key.id}))`
              : sql`${events.createdAt} <= ${at}`
            : undefined,
        ),
      )
      .orderBy(desc(events.createdAt), desc(events.id))
      .limit(limit);
    return rows.map(({ event, cursorAt }) => ({
      item: {
        kind: 'event',
        key: `e:${event.id}`,
        event: {
          id: event.id,
          title: event.title,
          startsAt: event.startsAt.toISOString(),
          endsAt: event.endsAt.toISOString(),
          online: event.onlineUrl !== null,
          address: event.address,
          skills: event.skills,
        },
      } as FeedItem,
      key: { at: cursorAt, kind: 'event' as const, id: event.id },
    }));
  }

  return {
    /** GET /api/feed. */
    async feed(reader: Reader, query: FeedQuery): Promise<FeedPage> {
      const key = query.cursor ? decodeFeedCursor(query.cursor) : undefined;
      const ctx = await contextOf(reader.id);
      const pinnedRows = await db
        .select()
        .from(posts)
        .where(and(sql`${posts.pinnedAt} is not null`, visibleTo(reader)))
        .orderBy(desc(posts.pinnedAt))
        .limit(MAX_PINNED);
      const exclude = pinnedRows.map((p) => p.id);
      const limit = query.limit + 1;
      const [postRows, requests, shown] = await Promise.all([
        query.order === 'relevant'
          ? relevantPosts(reader, ctx, key, limit, exclude)
          : latestPosts(reader, ctx, key, limit, exclude),
        matchingRequests(reader.id, ctx, key, limit),
        matchingEvents(ctx, key, limit),
      ]);
      const entries: { key: FeedKey; post?: PostRow; item?: FeedItem }[] = [
        ...postRows.map((p) => ({ key: p.key, post: p.row })),
        ...requests,
        ...shown,
      ];
      entries.sort((a, b) => compareKeys(a.key, b.key));
      const page = entries.slice(0, query.limit);
      const shaped = await toPosts(
        db,
        reader,
        page.flatMap((e) => (e.post ? [e.post] : [])),
      );
      const byId = new Map(shaped.map((p) => [p.id, p]));
      const last = page.at(-1);
      return {
        pinned: key ? [] : await toPosts(db, reader, pinnedRows),
        items: page.map((e) =>
          e.post ? { kind: 'post', key: `p:${e.post.id}`, post: byId.get(e.post.id)! } : e.item!,
        ),
        nextCursor: entries.length > query.limit && last ? encodeFeedCursor(last.key) : null,
      };
    },

    /** GET /api/feed/people/{id}/posts: one person's posts the reader may see, newest first. */
    async personPosts(reader: Reader, userId: number, query: CursorQuery): Promise<PostPage> {
      if (!isInt4Id(userId)) return { items: [], nextCursor: null };
      const keyset = query.cursor ? decodeCursor(query.cursor, 'int') : undefined;
      const rows = await db
        .select(postColumns)
        .from(posts)
        .where(
          and(
            eq(posts.authorKind, 'person'),
            eq(posts.authorId, userId),
            visibleTo(reader),
            keyset ? afterNewest(posts.createdAt, posts.id, keyset) : undefined,
          ),
        )
        .orderBy(...newestFirstOrder(posts.createdAt, posts.id))
        .limit(query.limit + 1);
      const page = newestFirstPage(
        [rows.map((r) => ({ ...r, id: r.post.id }))],
        query.limit,
        (r) => r.post,
      );
      return { items: await toPosts(db, reader, page.items), nextCursor: page.nextCursor };
    },
  };
}
export type FeedReads = ReturnType<typeof createFeedReads>;
