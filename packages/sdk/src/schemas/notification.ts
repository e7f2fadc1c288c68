import * as z from 'zod/mini';
import { NOTIFICATION_TYPES } from '../vocabulary';
import { idSchema, timestampSchema } from './fields';
import { cursorPageSchema, cursorQuerySchema } from './page';

/**
 * A notification (SPEC §3: a read flag; the rest not shown): a type, a plain-text title and body,
 * the app route it opens (e.g. `/bid-manager`) or null, and when it was created.
 */
export const notificationSchema = z.object({
  id: idSchema,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  link: z.nullable(z.string()),
  read: z.boolean(),
  createdAt: timestampSchema,
});
export type Notification = z.output<typeof notificationSchema>;

/** The query of GET /api/notifications: the page cursor and, optionally, unread ones only. */
export const notificationsQuerySchema = z.extend(cursorQuerySchema, {
  unreadOnly: z.optional(
    z.pipe(
      z.union([z.boolean(), z.enum(['true', 'false'])]),
      z.transform((value) => value === true || value === 'true'),
    ),
  ),
});
export type NotificationsQueryInput = z.input<typeof notificationsQuerySchema>;
export type NotificationsQuery = z.output<typeof notificationsQuerySchema>;

/**
 * The answer of GET /api/notifications: newest first, paged (issue 4), with the user's total
 * `unreadCount` so the bell's dot (SPEC §2) needs no second call (not shown).
 */
export const notificationPageSchema = z.extend(cursorPageSchema(notificationSchema), {
  unreadCount: z.int().check(z.nonnegative()),
});
export type NotificationPage = z.output<typeof notificationPageSchema>;
