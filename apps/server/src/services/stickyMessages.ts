/**
 * Admin sticky messages (issue 4): notices admins create, edit and retire; every signed-in user
 * sees the active ones for their account type with their own read state. Active = not retired and
 * no end time or one still in the future. Audience `employer`/`talent` matches the user's role,
 * `all` everyone.
 *
 * Creating, editing and retiring a notice publishes a `sticky-message` live event (issue 14) to its
 * audience — for an edit that changes the audience, to the old and the new one — in the same
 * transaction. Only people with an unexpired session are sent one: nobody else can have a stream
 * open, and a sign-in fetches the notices anyway (SPEC §7), so a notice for everyone is one event
 * per signed-in person, not per account.
 */
import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type {
  AdminStickyMessage,
  LiveEvent,
  StickyMessage,
  StickyMessageAudience,
  StickyMessageChange,
  StickyMessageInput,
  StickyMessageUpdate,
} from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../db';
import { sessions, stickyMessageReads, stickyMessages, users } from '../db/schema';
import { fieldError, problem } from '../errors';
import type { ServiceDeps } from './deps';
import type { LiveService } from './live';
import { isInt4Id } from './pageCursor';
import type { Role } from '@hireloop/sdk';

type Row = typeof stickyMessages.$inferSelect;

export const STICKY_MESSAGE_NOT_FOUND = 'Sticky message not found';

/** How often the scheduler looks for notices whose end time has passed (`sticky-messages.ended`). */
export const STICKY_ENDED_INTERVAL_MS = 60_000;

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

export function createStickyMessageService(
  deps: ServiceDeps,
  { live }: { live: Pick<LiveService, 'publish' | 'publishEach'> },
) {
  const { db, now, config } = deps;

  /** The signed-in people (an unexpired session) a notice for these audiences is shown to. */
  async function signedInAudience(
    q: Db | Tx,
    audiences: readonly StickyMessageAudience[],
  ): Promise<number[]> {
    const at = now();
    const idleSince = new Date(at.getTime() - config.sessionIdleSeconds * 1000);
    const roles = audiences.filter((a) => a !== 'all');
    const rows = await q
      .selectDistinct({ id: users.id })
      .from(users)
      .innerJoin(sessions, eq(sessions.userId, users.id))
      .where(
        and(
          gt(sessions.expiresAt, at),
          gt(sessions.lastSeenAt, idleSince),
          audiences.includes('all') ? undefined : inArray(users.role, roles),
        ),
      );
    return rows.map((r) => r.id);
  }

  async function announce(
    q: Db | Tx,
    id: number,
    audiences: readonly StickyMessageAudience[],
    change: StickyMessageChange,
  ): Promise<void> {
    await live.publish(q, await signedInAudience(q, audiences), {
      type: 'sticky-message',
      data: { stickyMessageId: id, change },
    });
  }

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

  async function byId(id: number, q: Db | Tx = db): Promise<Row> {
    if (!isInt4Id(id)) throw problem(404, STICKY_MESSAGE_NOT_FOUND);
    const [row] = await q.select().from(stickyMessages).where(eq(stickyMessages.id, id));
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
      return db.transaction(async (tx) => {
        const [row] = await tx
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
        await announce(tx, row!.id, [row!.audience], 'created');
        return toAdminStickyMessage(row!);
      });
    },

    /** PATCH /api/admin/sticky-messages/{id} (admins): absent fields unchanged, `endsAt: null` clears. */
    async update(id: number, patch: StickyMessageUpdate): Promise<AdminStickyMessage> {
      const before = await byId(id);
      const at = now();
      check(patch, patch, at);
      const set: Partial<typeof stickyMessages.$inferInsert> = { updatedAt: at };
      if (patch.title !== undefined) set.title = patch.title;
      if (patch.body !== undefined) set.body = patch.body;
      if (patch.level !== undefined) set.level = patch.level;
      if (patch.audience !== undefined) set.audience = patch.audience;
      if (patch.endsAt !== undefined) {
        set.endsAt = patch.endsAt === null ? null : new Date(patch.endsAt);
        // A new end (in the future, or none) is announced again when it passes.
        set.endAnnouncedAt = null;
      }
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(stickyMessages)
          .set(set)
          .where(eq(stickyMessages.id, id))
          .returning();
        if (!row) throw problem(404, STICKY_MESSAGE_NOT_FOUND);
        await announce(tx, id, [before.audience, row.audience], 'updated');
        return toAdminStickyMessage(row);
      });
    },

    /**
     * The scheduler's `sticky-messages.ended`: tells the audience of each notice whose end time
     * has passed, once (the conditional update claims it, so parallel runs never announce twice).
     */
    async announceEnded(): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        const ended = await tx
          .update(stickyMessages)
          .set({ endAnnouncedAt: at })
          .where(
            and(
              lte(stickyMessages.endsAt, at),
              isNull(stickyMessages.endAnnouncedAt),
              isNull(stickyMessages.retiredAt),
            ),
          )
          .returning({ id: stickyMessages.id, audience: stickyMessages.audience });
        // One publish for them all: every recipient's live lock is taken at once, in id order.
        const events: Array<readonly [number, LiveEvent]> = [];
        for (const row of ended) {
          for (const userId of await signedInAudience(tx, [row.audience])) {
            events.push([
              userId,
              { type: 'sticky-message', data: { stickyMessageId: row.id, change: 'ended' } },
            ]);
          }
        }
        await live.publishEach(tx, events);
      });
    },

    /** POST /api/admin/sticky-messages/{id}/retire (admins): idempotent, keeps the first time. */
    async retire(id: number): Promise<AdminStickyMessage> {
      const current = await byId(id);
      if (current.retiredAt) return toAdminStickyMessage(current);
      const at = now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(stickyMessages)
          .set({ retiredAt: at, updatedAt: at })
          .where(and(eq(stickyMessages.id, id), isNull(stickyMessages.retiredAt)))
          .returning();
        // Retired by a parallel request meanwhile: that one announced it.
        if (!row) return toAdminStickyMessage(await byId(id, tx));
        await announce(tx, id, [row.audience], 'retired');
        return toAdminStickyMessage(row);
      });
    },
  };
}
export type StickyMessageService = ReturnType<typeof createStickyMessageService>;
