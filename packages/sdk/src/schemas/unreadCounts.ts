import * as z from 'zod/mini';

const unreadSchema = z.object({ unreadCount: z.int().check(z.nonnegative()) });

/**
 * The answer of GET /api/unread-counts (SPEC §3: directMessages and groups, each with
 * unreadCount): unread messages across the user's direct conversations and groups.
 */
export const unreadCountsSchema = z.object({
  directMessages: unreadSchema,
  groups: unreadSchema,
});
export type UnreadCounts = z.output<typeof unreadCountsSchema>;

/** The answer of GET /api/admin/sticky-messages/unread-count (SPEC §3: unreadCount). */
export const unreadCountSchema = unreadSchema;
export type UnreadCount = z.output<typeof unreadCountSchema>;
