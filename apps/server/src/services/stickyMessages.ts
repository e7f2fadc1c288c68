/**
 * Admin sticky messages (issue 4): notices admins create, edit and retire; every signed-in user
 * sees the active ones for their account type with their own read state. Active = not retired and
 * no end time or one still in the future. Audience `employer`/`talent` matches the user's role,
 * `all` everyone.
 *
 * No live event: the live event union has no notice type, and a notice for everyone would be one
 * row per user; clients fetch notices after login (SPEC §7) and when the app regains focus.
 */
import { and, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type {
  AdminStickyMessage,
  StickyMessage,
  StickyMessageInput,
  StickyMessageUpdate,
} from '@hireloop/sdk/schemas';
import { stickyMessageReads, stickyMessages } from '../db/schema';
import { fieldError, problem } from '../errors';
import type { ServiceDeps } from './deps';
import type { LiveService } from './live';
import { isInt4Id } from './pageCursor';
import type { Role } from '@hireloop/sdk';

type Row = typeof stickyMessages.$inferSelect;

export const STICKY_MESSAGE_NOT_FOUND = 'Sticky message not found';

/** Who is looking: their id and role (the audience they belong to). */
export interface Viewer {
  id: number;
  role: Role;
}

const toAdminStickyMessage = (row: Row): AdminStickyMessage => ({
  id: row.id,
  title: row.title,
  body: row.body,
  level: row.level,
  audience: row.audience,
  endsAt: row.endsAt ? row.endsAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
  authorId: row.authorId,
  updatedAt: row.updatedAt.toISOString(),
  retiredAt: row.retiredAt ? row.retiredAt.toISOString() : null,
});

/** A notice ending in the past would never show: the end is checked against the server's clock. */
function check(fields: { endsAt?: string | null }, input: unknown, at: Date): void {
  if (fields.endsAt && new Date(fields.endsAt).getTime() <= at.getTime()) {
    throw fieldError('endsAt', 'End time must be in the future', input);
  }
}

export function createStickyMessageService(deps: ServiceDeps, _others: { live: LiveService }) {
  const { db, now } = deps;

  /** Active notices for the viewer's audience. */
  const visibleTo = (viewer: Viewer) =>
    and(
      isNull(stickyMessages.retiredAt),
      or(isNull(stickyMessages.endsAt), gt(stickyMessages.endsAt, now())),
      inArray(stickyMessages.audience, ['all', viewer.role]),
    );

  const readBy = (viewer: Viewer) =>
    and(
      eq(stickyMessageReads.stickyMessageId, stickyMessages.id),
      eq(stickyMessageReads.userId, viewer.id),
    );

  async function byId(id: number): Promise<Row> {
    if (!isInt4Id(id)) throw problem(404, STICKY_MESSAGE_NOT_FOUND);
    const [row] = await db.select().from(stickyMessages).where(eq(stickyMessages.id, id));
    if (!row) throw problem(404, STICKY_MESSAGE_NOT_FOUND);
    return row;
  }

  return {
    /** GET /api/admin/sticky-messages: the viewer's active notices, newest first, with `read`. */
    async list(viewer: Viewer): Promise<StickyMessage[]> {
      const rows = await db
        .select({
          message: stickyMessages,
          read: sql<boolean>`${stickyMessageReads.userId} is not null`,
        })
        .from(stickyMessages)
        .leftJoin(stickyMessageReads, readBy(viewer))
        .where(visibleTo(viewer))
        .orderBy(desc(stickyMessages.createdAt), desc(stickyMessages.id));
      return rows.map(({ message, read }) => {
        const {
          authorId: _a,
          updatedAt: _u,
          retiredAt: _r,
          ...shown
        } = toAdminStickyMessage(message);
        return { ...shown, read: Boolean(read) };
      });
    },

    /** GET /api/admin/sticky-messages/unread-count: active notices the viewer has not read. */
    async unreadCount(viewer: Viewer): Promise<{ unreadCount: number }> {
      const [row] = await db
        .select({ n: count() })
        .from(stickyMessages)
        .leftJoin(stickyMessageReads, readBy(viewer))
        .where(and(visibleTo(viewer), isNull(stickyMessageReads.userId)));
      return { unreadCount: Number(row?.n ?? 0) };
    },

    /** POST /api/admin/sticky-messages/{id}/read: only a notice the viewer can see (else 404). */
    async markRead(viewer: Viewer, id: number): Promise<void> {
      if (!isInt4Id(id)) throw problem(404, STICKY_MESSAGE_NOT_FOUND);
      const [row] = await db
        .select({ id: stickyMessages.id })
        .from(stickyMessages)
        .where(and(eq(stickyMessages.id, id), visibleTo(viewer)));
      if (!row) throw problem(404, STICKY_MESSAGE_NOT_FOUND);
      await db
        .insert(stickyMessageReads)
        .values({ stickyMessageId: id, userId: viewer.id, readAt: now() })
        .onConflictDoNothing();
    },

    /** GET /api/admin/sticky-messages/manage (admins): every notice, retired ones too, newest first. */
    async manage(): Promise<AdminStickyMessage[]> {
      const rows = await db
        .select()
        .from(stickyMessages)
        .orderBy(desc(stickyMessages.createdAt), desc(stickyMessages.id));
      return rows.map(toAdminStickyMessage);
    },

    /** POST /api/admin/sticky-messages (admins). */
    async create(authorId: number, input: StickyMessageInput): Promise<AdminStickyMessage> {
      const at = now();
      check(input, input, at);
      const [row] = await db
        .insert(stickyMessages)
        .values({
          title: input.title,
          body: input.body,
          level: input.level,
          audience: input.audience,
          endsAt: input.endsAt ? new Date(input.endsAt) : null,
          authorId,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return toAdminStickyMessage(row!);
    },

    /** PATCH /api/admin/sticky-messages/{id} (admins): absent fields unchanged, `endsAt: null` clears. */
    async update(id: number, patch: StickyMessageUpdate): Promise<AdminStickyMessage> {
      await byId(id);
      const at = now();
      check(patch, patch, at);
      const set: Partial<typeof stickyMessages.$inferInsert> = { updatedAt: at };
      if (patch.title !== undefined) set.title = patch.title;
      if (patch.body !== undefined) set.body = patch.body;
      if (patch.level !== undefined) set.level = patch.level;
      if (patch.audience !== undefined) set.audience = patch.audience;
      if (patch.endsAt !== undefined)
        set.endsAt = patch.endsAt === null ? null : new Date(patch.endsAt);
      const [row] = await db
        .update(stickyMessages)
        .set(set)
        .where(eq(stickyMessages.id, id))
        .returning();
      if (!row) throw problem(404, STICKY_MESSAGE_NOT_FOUND);
      return toAdminStickyMessage(row);
    },

    /** POST /api/admin/sticky-messages/{id}/retire (admins): idempotent, keeps the first time. */
    async retire(id: number): Promise<AdminStickyMessage> {
      const current = await byId(id);
      if (current.retiredAt) return toAdminStickyMessage(current);
      const at = now();
      const [row] = await db
        .update(stickyMessages)
        .set({ retiredAt: at, updatedAt: at })
        .where(and(eq(stickyMessages.id, id), isNull(stickyMessages.retiredAt)))
        .returning();
      return toAdminStickyMessage(row ?? (await byId(id)));
    },
  };
}
export type StickyMessageService = ReturnType<typeof createStickyMessageService>;
