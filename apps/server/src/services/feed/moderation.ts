/**
 * The admins' moderation of the career feed (issue 17): reported posts with their reports (open
 * ones first), hidden and pinned posts; hide or restore (resolving the open reports), pin or unpin
 * (pinned posts lead every reader's feed, newest pin first).
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ModerationInput, ModerationItem, Post } from '@hireloop/sdk/schemas';
import { users } from '../../db/schema';
import { postReports, posts } from '../../db/schemaFeed';
import { problem } from '../../errors';
import type { ServiceDeps } from '../deps';
import { isInt4Id } from '../pageCursor';
import { toUserSummary } from '../users/rows';
import { POST_NOT_FOUND, toPosts, type Reader } from './rows';

const MODERATION_LIST_MAX = 100;

export function createFeedModeration(deps: ServiceDeps) {
  const { db, now } = deps;
  return {
    /** GET /api/admin/feed/reports: posts with open reports, then hidden and pinned ones. */
    async list(admin: Reader): Promise<ModerationItem[]> {
      const rows = await db
        .select()
        .from(posts)
        .where(
          sql`${posts.hiddenAt} is not null or ${posts.pinnedAt} is not null or exists (select 1 from ${postReports} r where r.post_id = ${posts.id})`,
        )
        .orderBy(
          desc(
            sql`exists (select 1 from ${postReports} r where r.post_id = ${posts.id} and r.resolved_at is null)`,
          ),
          desc(posts.createdAt),
        )
        .limit(MODERATION_LIST_MAX);
      if (rows.length === 0) return [];
      const reports = await db
        .select({
          postId: postReports.postId,
          reason: postReports.reason,
          note: postReports.note,
          createdAt: postReports.createdAt,
          id: users.id,
          name: users.name,
          role: users.role,
          companyLogo: users.companyLogo,
          profileImage: users.profileImage,
        })
        .from(postReports)
        .innerJoin(users, eq(users.id, postReports.reporterId))
        .where(
          and(
            inArray(
              postReports.postId,
              rows.map((r) => r.id),
            ),
            isNull(postReports.resolvedAt),
          ),
        )
        .orderBy(postReports.createdAt);
      const shaped = await toPosts(db, admin, rows);
      return shaped.map((post) => ({
        post,
        reports: reports
          .filter((r) => r.postId === post.id)
          .map((r) => ({
            reason: r.reason,
            note: r.note,
            reporter: toUserSummary(r.id, r.name, r.role, r.companyLogo, r.profileImage),
            createdAt: r.createdAt.toISOString(),
          })),
      }));
    },

    /** POST /api/admin/feed/posts/{id}: hide, restore, pin or unpin. */
    async moderate(admin: Reader, id: number, input: ModerationInput): Promise<Post> {
      if (!isInt4Id(id)) throw problem(404, POST_NOT_FOUND);
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
        if (!row) throw problem(404, POST_NOT_FOUND);
        const at = now();
        const set =
          input.action === 'hide'
            ? { hiddenAt: at, hiddenBy: admin.id, pinnedAt: null, pinnedBy: null }
            : input.action === 'restore'
              ? { hiddenAt: null, hiddenBy: null }
              : input.action === 'pin'
                ? { pinnedAt: at, pinnedBy: admin.id, hiddenAt: null, hiddenBy: null }
                : { pinnedAt: null, pinnedBy: null };
        await tx.update(posts).set(set).where(eq(posts.id, id));
        if (input.action === 'hide' || input.action === 'restore') {
          await tx
            .update(postReports)
            .set({ resolvedAt: at })
            .where(and(eq(postReports.postId, id), isNull(postReports.resolvedAt)));
        }
        const [updated] = await tx.select().from(posts).where(eq(posts.id, id));
        return (await toPosts(tx, admin, [updated!]))[0]!;
      });
    },
  };
}
