/**
 * Live events (issue 4, GET /api/live). Every event is a `live_events` row per recipient — its id
 * is the SSE event id, so a client resumes with `Last-Event-ID` — announced on the PostgreSQL
 * channel `hireloop_live` (in-process on PGlite). Each server instance LISTENs once and fans the
 * rows out in memory to its own open streams, so several instances on one database deliver each
 * other's events.
 *
 * The NOTIFY payload carries only `[id, userId]` pairs (NOTIFY payloads are limited to 8000 bytes;
 * an event may not fit): the listener reads the rows of the users it has streams for, by id.
 * Rows are kept for `LIVE_RETENTION_MS` (24 h) for resumes, then purged hourly by the scheduler's
 * job `live-events.purge` (services/index.ts).
 *
 * Gap-free (issue 14): ids come from one sequence, drawn when a row is inserted, and a sequence
 * hands out numbers in call order, not commit order. So `publish` first locks each recipient's
 * `live_recipients` row (an upsert, held until commit) and only then inserts the events. Of two
 * transactions publishing to one user, the second waits for the first to end before drawing its
 * id: for every recipient, ids commit in id order. A stream may then skip any id up to the last
 * one it sent (`id > lastSent`), live and on resume, without ever losing a late commit. Locks are
 * taken in user id order within a publish; a transaction publishing to several people publishes
 * to all of them in its first call (see the bid decisions), so two transactions never wait on each
 * other's recipients in opposite orders.
 */
import { and, asc, eq, gt, inArray, lt, max } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { LIVE_STREAM_REPLACED_EVENT } from '@hireloop/sdk/constants';
import type { LiveEvent } from '@hireloop/sdk/schemas';
import type { Db, Tx, Unlisten } from '../db';
import { liveEvents, liveRecipients } from '../db/schema';
import type { ServiceDeps } from './deps';

/** The PostgreSQL channel of live events. */
export const LIVE_CHANNEL = 'hireloop_live';
/** How long events are kept for `Last-Event-ID` resumes. */
export const LIVE_RETENTION_MS = 24 * 60 * 60 * 1000;
/** How often old events are purged (the scheduler's `live-events.purge`). */
export const LIVE_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/**
 * Most bytes of one NOTIFY payload: PostgreSQL refuses 8000 and more. The payloads are ASCII
 * (JSON of integers), so characters are bytes.
 */
const NOTIFY_PAYLOAD_MAX_BYTES = 7999;

type Send = (id: number, event: LiveEvent) => void;
/**
 * Why the service ends a stream: the server is closing, or the user opened more streams than
 * `liveMaxStreamsPerUser` and this was their oldest (`LIVE_STREAM_REPLACED_EVENT`).
 */
export type LiveEndReason = 'closing' | typeof LIVE_STREAM_REPLACED_EVENT;
type EventRow = { id: number; userId: number; type: string; data: unknown };

interface Stream {
  userId: number;
  /** The id of the last event sent: later events only, each once, in id order. */
  lastSent: number;
  /** Events that arrived while the stream was still replaying; null once live. */
  buffer: EventRow[] | null;
  send: Send;
  onEnd: ((reason: LiveEndReason) => void) | undefined;
}

const eventColumns = {
  id: liveEvents.id,
  userId: liveEvents.userId,
  type: liveEvents.type,
  data: liveEvents.data,
};

const toEvent = (row: EventRow): LiveEvent => ({ type: row.type, data: row.data }) as LiveEvent;

/** Parses a NOTIFY payload `[[id, userId], …]`; anything else is ignored. */
export function parseLivePayload(payload: string): Array<[number, number]> {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(
    (pair): pair is [number, number] =>
      Array.isArray(pair) &&
      pair.length === 2 &&
      Number.isSafeInteger(pair[0]) &&
      Number.isSafeInteger(pair[1]),
  );
}

/**
 * NOTIFY payloads for these pairs, in order, as few as fit under the 8000-byte limit (issue 19:
 * one NOTIFY for a whole group message — some 400 pairs of 7-digit ids fit in one).
 */
export function livePayloads(pairs: ReadonlyArray<readonly [number, number]>): string[] {
  const payloads: string[] = [];
  let parts: string[] = [];
  let bytes = 2; // the brackets around the list
  for (const [id, userId] of pairs) {
    const part = `[${id},${userId}]`;
    // A comma before every pair but the first.
    if (parts.length && bytes + 1 + part.length > NOTIFY_PAYLOAD_MAX_BYTES) {
      payloads.push(`[${parts.join(',')}]`);
      parts = [];
      bytes = 2;
    }
    bytes += (parts.length ? 1 : 0) + part.length;
    parts.push(part);
  }
  if (parts.length) payloads.push(`[${parts.join(',')}]`);
  return payloads;
}

export function createLiveService(deps: ServiceDeps) {
  const { db, now, log, config } = deps;
  const streams = new Map<number, Set<Stream>>();
  let listening: Promise<Unlisten> | undefined;
  let closed = false;
  /** The recipients each open transaction has locked (`lockRecipients`): not locked twice. */
  const lockedIn = new WeakMap<Tx, Set<number>>();

  // The listener reads rows one batch at a time, in NOTIFY order, so a stream never gets a later
  // event before an earlier one that was announced first.
  let pending = new Set<number>();
  let pumping = false;

  function deliver(stream: Stream, row: EventRow): void {
    if (stream.buffer) {
      stream.buffer.push(row);
      return;
    }
    if (row.id <= stream.lastSent) return;
    stream.lastSent = row.id;
    try {
      stream.send(row.id, toEvent(row));
    } catch (error) {
      log.warn({ err: error }, 'live stream send failed');
    }
  }

  async function pump(): Promise<void> {
    if (pumping) return;
    pumping = true;
    try {
      while (pending.size && !closed) {
        const ids = [...pending];
        pending = new Set();
        const rows = await db
          .select(eventColumns)
          .from(liveEvents)
          .where(inArray(liveEvents.id, ids))
          .orderBy(asc(liveEvents.id));
        for (const row of rows) {
          for (const stream of streams.get(row.userId) ?? []) deliver(stream, row);
        }
      }
    } catch (error) {
      log.error({ err: error }, 'live events could not be read');
    } finally {
      pumping = false;
    }
  }

  function onPayload(payload: string): void {
    let wanted = false;
    for (const [id, userId] of parseLivePayload(payload)) {
      if (streams.has(userId)) {
        pending.add(id);
        wanted = true;
      }
    }
    if (wanted) void pump();
  }

  function ensureListening(): Promise<Unlisten> {
    listening ??= deps.listen(LIVE_CHANNEL, onPayload).catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    return listening;
  }

  async function purge(): Promise<void> {
    await db
      .delete(liveEvents)
      .where(lt(liveEvents.createdAt, new Date(now().getTime() - LIVE_RETENTION_MS)));
  }

  /** The newest event id the database holds (0 when none): the primary key's last entry. */
  async function newestEventId(): Promise<number> {
    const [row] = await db.select({ last: max(liveEvents.id) }).from(liveEvents);
    return row?.last ?? 0;
  }

  function end(stream: Stream, reason: LiveEndReason): void {
    try {
      stream.onEnd?.(reason);
    } catch (error) {
      log.warn({ err: error }, 'live stream end failed');
    }
  }

  function remove(stream: Stream): void {
    const set = streams.get(stream.userId);
    if (!set) return;
    set.delete(stream);
    if (!set.size) streams.delete(stream.userId);
  }

  /**
   * Takes the live locks of these users (in id order) for the rest of the transaction, before any
   * event id is drawn (see the file's comment). A transaction that will publish to several sets of
   * people takes them all here first. The no-op update is what takes the row lock; a first-time
   * recipient's row is inserted, which makes a concurrent upsert of it wait just the same.
   */
  async function lockRecipients(q: Db | Tx, userIds: readonly number[]): Promise<void> {
    const held = q instanceof PgTransaction ? lockedIn.get(q) : undefined;
    const ids = [...new Set(userIds)].filter((id) => !held?.has(id)).sort((a, b) => a - b);
    if (!ids.length) return;
    await q
      .insert(liveRecipients)
      .values(ids.map((userId) => ({ userId })))
      .onConflictDoUpdate({
        target: liveRecipients.userId,
        set: { userId: sql`excluded.user_id` },
      });
    // Row locks last until the transaction ends: a later publish in it need not lock again.
    if (q instanceof PgTransaction) {
      const set = held ?? new Set<number>();
      for (const id of ids) set.add(id);
      lockedIn.set(q, set);
    }
  }

  /**
   * Publishes each event to its user — one lock pass (none for users this transaction already
   * locked), one insert, one NOTIFY per 8000 bytes of `[id, userId]` pairs: e.g. each their own
   * counts, or everything a message sends (issue 19). A user's events get ids in array order.
   */
  async function publishEach(
    q: Db | Tx,
    events: ReadonlyArray<readonly [userId: number, event: LiveEvent]>,
  ): Promise<void> {
    if (!events.length) return;
    await lockRecipients(
      q,
      events.map(([userId]) => userId),
    );
    const at = now();
    const rows = await q
      .insert(liveEvents)
      .values(
        events.map(([userId, event]) => ({
          userId,
          type: event.type,
          data: event.data,
          createdAt: at,
        })),
      )
      .returning({ id: liveEvents.id, userId: liveEvents.userId });
    for (const payload of livePayloads(rows.map((row) => [row.id, row.userId] as const))) {
      await q.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
    }
  }

  return {
    /**
     * Inserts one live_events row per user and NOTIFYs channel 'hireloop_live' (payload: JSON of
     * the new `[id, userId]` pairs); inside a transaction the event goes out at commit.
     */
    publish(q: Db | Tx, userIds: number | readonly number[], event: LiveEvent): Promise<void> {
      const recipients = [...new Set(typeof userIds === 'number' ? [userIds] : userIds)];
      return publishEach(
        q,
        recipients.map((userId) => [userId, event] as const),
      );
    },

    publishEach,
    lockRecipients,

    /** Whether the user has an open SSE stream on THIS instance (used for "watching"). */
    isConnected(userId: number): boolean {
      return (streams.get(userId)?.size ?? 0) > 0;
    },

    /**
     * Opens a stream: replays the user's events after `lastEventId` in id order (none when it is
     * undefined), then delivers new ones, each once; returns a stop function. `onEnd` is called
     * when the service ends the stream: the server is closing, or the user now has more than
     * `liveMaxStreamsPerUser` streams on this instance and this one is the oldest.
     *
     * A `lastEventId` above every event the database holds (a database restored or reset since,
     * another deployment's id) is not waited for: the stream starts from now, as without one.
     * Ids of events kept from before issue 14 are the same ids, so they resume exactly.
     */
    async subscribe(
      userId: number,
      lastEventId: number | undefined,
      send: Send,
      onEnd?: (reason: LiveEndReason) => void,
    ): Promise<() => void> {
      if (closed) throw new Error('The live service is closed');
      // LISTEN first, then register, then read: nothing committed in between is missed, and what
      // arrives during the read waits in the buffer.
      await ensureListening();
      // Closed while the LISTEN was starting: this stream would outlive the service.
      if (closed) throw new Error('The live service is closed');
      const stream: Stream = { userId, lastSent: 0, buffer: [], send, onEnd };
      const set = streams.get(userId) ?? new Set<Stream>();
      streams.set(userId, set);
      set.add(stream);
      // Past the cap, the oldest streams go (a Set iterates in insertion order).
      for (const old of set) {
        if (set.size <= config.liveMaxStreamsPerUser) break;
        set.delete(old);
        end(old, LIVE_STREAM_REPLACED_EVENT);
      }
      let missed: EventRow[] = [];
      try {
        if (lastEventId === undefined || lastEventId > (await newestEventId())) {
          const [row] = await db
            .select({ last: max(liveEvents.id) })
            .from(liveEvents)
            .where(eq(liveEvents.userId, userId));
          stream.lastSent = row?.last ?? 0;
        } else {
          stream.lastSent = lastEventId;
          missed = await db
            .select(eventColumns)
            .from(liveEvents)
            .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, lastEventId)))
            .orderBy(asc(liveEvents.id));
        }
      } catch (error) {
        remove(stream);
        throw error;
      }
      // The replay and what arrived meanwhile, in id order; `deliver` drops the duplicates.
      const backlog = [...missed, ...(stream.buffer ?? [])].sort((a, b) => a.id - b.id);
      stream.buffer = null;
      for (const row of backlog) deliver(stream, row);
      return () => remove(stream);
    },

    /** Deletes events older than the retention (the scheduler runs it hourly). */
    purge,

    /** Ends every stream of this instance and stops listening (app close). */
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      const all = [...streams.values()].flatMap((set) => [...set]);
      streams.clear();
      for (const stream of all) end(stream, 'closing');
      const unlisten = await listening?.catch(() => undefined);
      await unlisten?.();
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
