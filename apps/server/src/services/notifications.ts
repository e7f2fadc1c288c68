/**
 * Notifications (issue 4): created by other services inside their own transaction — a bid
 * received, a bid's status change, a direct job request, a subscription activated, a message in a
 * conversation the user is not watching — and announced as a 'notification' live event. A user
 * only ever reads and marks their own (another user's id answers 404, like an unknown one).
 */
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type {
  Notification,
  NotificationPage,
  NotificationType,
  NotificationsQuery,
} from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../db';
import { notifications } from '../db/schema';
import { problem } from '../errors';
import type { ServiceDeps } from './deps';
import type { LiveService } from './live';
import { decodeCursor, encodeCursor, isInt4Id } from './pageCursor';

type Row = typeof notifications.$inferSelect;
type NotificationInput = {
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
};
/** A user's 'notification' live event. */
type LiveEventOf = readonly [userId: number, event: { type: 'notification'; data: Notification }];

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

export const toNotification = (row: Row): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  link: row.link,
  read: row.read,
  createdAt: row.createdAt.toISOString(),
});

export function createNotificationService(
  deps: ServiceDeps,
  { live }: { live: Pick<LiveService, 'publish'> },
) {
  const { db, now } = deps;

  async function unreadCount(userId: number, q: Db | Tx = db): Promise<number> {
    const [row] = await q
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
    return Number(row?.n ?? 0);
  }

  /**
   * Inserts the same notification for each of `userIds` in one statement and answers their
   * 'notification' live events, for the caller to publish in the same transaction along with
   * its other events (issue 19: one insert and one NOTIFY for a whole group, not one per member).
   */
  async function notifyEachEvents(
    q: Db | Tx,
    userIds: readonly number[],
    n: NotificationInput,
  ): Promise<LiveEventOf[]> {
    if (!userIds.length) return [];
    const at = now();
    const rows = await q
      .insert(notifications)
      .values(
        userIds.map((userId) => ({
          userId,
          type: n.type,
          title: n.title,
          body: n.body,
          link: n.link,
          createdAt: at,
        })),
      )
      .returning();
    return rows.map(
      (row) => [row.userId, { type: 'notification', data: toNotification(row) }] as const,
    );
  }

  return {
    /**
     * Inserts a notification for userId and publishes a 'notification' live event (same
     * q/transaction, so both appear at commit or neither does).
     */
    async notify(q: Db | Tx, userId: number, n: NotificationInput): Promise<Notification> {
      const [entry] = await notifyEachEvents(q, [userId], n);
      if (!entry) throw new Error('notification insert returned nothing');
      await live.publish(q, userId, entry[1]);
      return entry[1].data;
    },

    notifyEachEvents,

    /**
     * GET /api/notifications: newest first (by id, which follows creation), keyset-paged on the
     * id, optionally unread only, with the user's total unread count.
     */
    async list(userId: number, query: NotificationsQuery): Promise<NotificationPage> {
      const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'int').id;
      const rows = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            query.unreadOnly ? eq(notifications.read, false) : undefined,
            before === undefined ? undefined : lt(notifications.id, before),
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(query.limit + 1);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map(toNotification),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor({ at: null, id: last.id }) : null,
        unreadCount: await unreadCount(userId),
      };
    },

    /** The user's unread notifications. */
    unreadCount,

    /** POST /api/notifications/{id}/read: own notifications only (others: 404). */
    async markRead(userId: number, id: number): Promise<void> {
      if (!isInt4Id(id)) throw problem(404, NOTIFICATION_NOT_FOUND);
      const rows = await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      if (!rows.length) throw problem(404, NOTIFICATION_NOT_FOUND);
    },

    /** POST /api/notifications/read-all. */
    async markAllRead(userId: number): Promise<void> {
      await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
