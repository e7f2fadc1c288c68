/**
 * Sessions (OWASP ASVS V7): a random 256-bit id sent only in the cookie, stored as its SHA-256;
 * idle expiry (7 days) and absolute expiry (30 days); rotated at login and registration (the old
 * id is deleted); logout deletes it server-side.
 *
 * The request path (issue 19, README "Sessions and the request path"): each instance keeps the
 * live sessions it has read in a bounded cache keyed by the id's hash (never the token), with the
 * user's fields and the session's `expiresAt` and `lastSeenAt`, so a signed-in request costs no
 * SQL. Expiry stays exact: every hit checks both expiries against `now()`, and a hit that looks
 * expired is decided by the database (another instance may have touched it). Entries are
 * dropped on every instance by the triggers of migration 0020, which NOTIFY
 * {@link SESSION_CHANNEL} with the user ids of deleted sessions (logout, password change or reset,
 * expiry, account deletion) and of users whose cached fields changed (role, admin flag, name,
 * email, title, deletion); this instance also drops its own at once, and a logout, a password
 * change and every signed-in write answer only once every instance has applied them (`settled`:
 * a marker through the channel, acknowledged by each listening instance). The cache is used only
 * while the LISTEN is up (a lost connection empties it, and nothing is cached until it is back),
 * and a lookup that overlapped an invalidation does not cache what it read (`generation`). The
 * touch of `last_seen_at` leaves the request path: not awaited, at most one per session a minute
 * per instance, its failure logged and the entry dropped.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Db, Unlisten } from '../db';
import { sessions, users } from '../db/schema';
import type { Role } from '@hireloop/sdk';

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  title: string | null;
  isAdmin: boolean;
}

/** The stored form of a session id. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Only touch `last_seen_at` when it is older than this, so reads do not write on every request. */
const TOUCH_AFTER_MS = 60_000;

/** The NOTIFY channel of migration 0020's triggers: user ids (comma-separated) or `*` for all. */
export const SESSION_CHANNEL = 'hireloop_sessions';

/** How many sessions one instance keeps (the oldest-read go first). */
const CACHE_ENTRIES = 10_000;

/** How long after a failed LISTEN the next lookup tries again. */
const LISTEN_RETRY_MS = 5000;

/**
 * How long a barrier ({@link SessionService.settled}) waits for its marker to come back and for
 * every other instance's acknowledgement, at most.
 */
const SETTLE_TIMEOUT_MS = 1000;

/**
 * The `application_name` prefix of the instances' LISTEN connections on {@link SESSION_CHANNEL}
 * (the instance's id follows): a barrier reads from `pg_stat_activity` which instances listen,
 * so which acknowledgements to wait for.
 */
export const SESSION_LISTENER_PREFIX = 'hireloop_sessions:';

interface Entry {
  user: AuthUser;
  /** ms since the epoch. */
  expiresAt: number;
  /** ms since the epoch: what the database holds (or this instance's touch is writing). */
  lastSeenAt: number;
}

export interface SessionServiceOptions {
  idleSeconds: number;
  absoluteSeconds: number;
  now: () => Date;
  /** LISTEN for the invalidations; without it nothing is cached (every lookup reads the database). */
  listen?: Database['listen'];
  /** Where a failed touch or a lost invalidation channel is told. @default console */
  log?: { warn(obj: object, msg: string): void };
}

export function createSessionService(db: Db, options: SessionServiceOptions) {
  const { idleSeconds, absoluteSeconds, now } = options;
  const idleMs = idleSeconds * 1000;
  const log = options.log ?? { warn: (obj: object, msg: string) => console.warn(msg, obj) };

  // The hot statements, prepared once (named statements on PostgreSQL: parsed and planned once
  // per connection).
  const selectSession = db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      title: users.title,
      isAdmin: users.isAdmin,
    })
    .from(sessions)
    // A deleted account's sessions are deleted with it; the join refuses one all the same.
    .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.deletedAt)))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('hireloop_session_lookup');
  const touchSession = db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('at')}::timestamptz` })
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .returning({ userId: sessions.userId })
    .prepare('hireloop_session_touch');

  // The cache, and which of its entries belong to whom (an invalidation names users).
  const cache = new Map<string, Entry>();
  const byUser = new Map<number, Set<string>>();
  /** Bumped by every invalidation: a lookup that saw it change does not cache what it read. */
  let generation = 0;
  /** Whether invalidations arrive: the cache is used only then. */
  let listening = false;
  let listener: Promise<Unlisten | undefined> | undefined;
  /** The first LISTEN is under way: lookups wait for it (once), so the cache is on from the start. */
  let starting = false;
  /** After a failed LISTEN, when to try again (real time). */
  let retryListenAt = 0;
  let closed = false;
  /** When this instance last began a touch of a session (coalesces concurrent requests). */
  const touchedAt = new Map<string, number>();
  /** This instance among the others: the name of its LISTEN connection, the id in its acks. */
  const instanceId = randomBytes(6).toString('hex');
  /** The barriers under way, by marker: told when the marker is back and each ack that arrives. */
  const syncWaiters = new Map<string, { back(): void; ack(instance: string): void }>();

  function forget(idHash: string): void {
    const entry = cache.get(idHash);
    if (!entry) return;
    cache.delete(idHash);
    const set = byUser.get(entry.user.id);
    set?.delete(idHash);
    if (set && !set.size) byUser.delete(entry.user.id);
  }

  function forgetUser(userId: number): void {
    generation++;
    for (const idHash of byUser.get(userId) ?? []) cache.delete(idHash);
    byUser.delete(userId);
  }

  function forgetAll(): void {
    generation++;
    cache.clear();
    byUser.clear();
  }

  function remember(idHash: string, entry: Entry): void {
    forget(idHash);
    if (cache.size >= CACHE_ENTRIES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) forget(oldest);
    }
    cache.set(idHash, entry);
    let set = byUser.get(entry.user.id);
    if (!set) byUser.set(entry.user.id, (set = new Set()));
    set.add(idHash);
  }

  function onPayload(payload: string): void {
    if (payload.startsWith('sync:')) {
      const waiter = syncWaiters.get(payload);
      if (waiter) return waiter.back();
      // Another instance's barrier: every invalidation committed before it has been applied here
      // (NOTIFYs arrive in commit order and are applied as they arrive), which this says.
      db.execute(
        sql`select pg_notify(${SESSION_CHANNEL}, ${`ack:${payload.slice(5)}:${instanceId}`})`,
      ).catch((error: unknown) => {
        log.warn({ err: error }, 'session barrier could not be acknowledged');
      });
      return;
    }
    if (payload.startsWith('ack:')) {
      const end = payload.lastIndexOf(':');
      syncWaiters.get(`sync:${payload.slice(4, end)}`)?.ack(payload.slice(end + 1));
      return;
    }
    if (payload === '*') return forgetAll();
    for (const part of payload.split(',')) {
      const userId = Number(part);
      if (Number.isSafeInteger(userId)) forgetUser(userId);
      else forgetAll();
    }
  }

  /** Starts listening (once); until it listens, nothing is cached. */
  function ensureListening(): void {
    if (listener || closed || !options.listen || Date.now() < retryListenAt) return;
    starting = true;
    listener = options
      .listen(
        SESSION_CHANNEL,
        onPayload,
        (up) => {
          // A reconnected LISTEN may have missed invalidations: start again from empty.
          forgetAll();
          listening = up && !closed;
          if (!up)
            log.warn({}, 'session invalidations lost: the session cache is off until they return');
        },
        `${SESSION_LISTENER_PREFIX}${instanceId}`,
      )
      .then((unlisten) => {
        forgetAll();
        listening = !closed;
        return unlisten;
      })
      .catch((error: unknown) => {
        log.warn({ err: error }, 'session invalidations could not be listened to');
        // Not again for a while: until then every lookup reads the database.
        retryListenAt = Date.now() + LISTEN_RETRY_MS;
        listener = undefined;
        return undefined;
      })
      .finally(() => {
        starting = false;
      });
  }

  /**
   * The barrier: resolves once every invalidation committed before it was called has been applied
   * on every instance — this one (its marker comes back through the channel after them: NOTIFYs
   * arrive in commit order) and each other instance listening when the marker was sent (it
   * answers the marker with an acknowledgement once it has applied what came before). Which
   * instances listen to this database is read from `pg_stat_activity` in the statement that sends
   * the marker: a LISTEN connection takes its name only once it listens, so each one named there
   * receives the marker; one that starts listening later has nothing cached from before it. One
   * statement here and one per other instance. At most {@link SETTLE_TIMEOUT_MS} (an instance that
   * does not answer is logged); at once when not listening (nothing is cached then).
   */
  async function settled(): Promise<void> {
    if (!listening) return;
    const marker = `sync:${randomBytes(8).toString('hex')}`;
    let back = false;
    let peers: Set<string> | undefined;
    const acked = new Set<string>();
    let finish: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const check = () => {
      if (back && peers && [...peers].every((peer) => acked.has(peer))) finish();
    };
    syncWaiters.set(marker, {
      back: () => {
        back = true;
        check();
      },
      ack: (instance) => {
        acked.add(instance);
        check();
      },
    });
    const timer = setTimeout(() => {
      const missing = [...(peers ?? [])].filter((peer) => !acked.has(peer));
      log.warn(
        { back, missing },
        'session barrier: not every instance acknowledged in time; answering anyway',
      );
      finish();
    }, SETTLE_TIMEOUT_MS);
    try {
      const { rows } = (await db.execute(sql`
        select pg_notify(${SESSION_CHANNEL}, ${marker})::text as sent,
          array(select substr(application_name, ${SESSION_LISTENER_PREFIX.length + 1})
            from pg_stat_activity
            where datname = current_database()
              and starts_with(application_name, ${SESSION_LISTENER_PREFIX})
              and application_name <> ${SESSION_LISTENER_PREFIX + instanceId}) as peers`)) as unknown as {
        rows: { peers: string[] }[];
      };
      peers = new Set(rows[0]?.peers ?? []);
      check();
      await done;
    } finally {
      clearTimeout(timer);
      syncWaiters.delete(marker);
    }
  }

  /**
   * Moves `last_seen_at` to `at`, off the request path: not awaited, and not again for this
   * session within a minute on this instance however many requests ask at once.
   */
  function touch(idHash: string, at: number, entry: Entry | undefined): void {
    const last = touchedAt.get(idHash);
    if (last !== undefined && at - last <= TOUCH_AFTER_MS && at >= last) return;
    if (touchedAt.size >= CACHE_ENTRIES) {
      for (const [key, when] of touchedAt) if (at - when > TOUCH_AFTER_MS) touchedAt.delete(key);
    }
    touchedAt.set(idHash, at);
    if (entry) entry.lastSeenAt = at;
    touchSession
      .execute({ idHash, at: new Date(at).toISOString() })
      .then((rows) => {
        // Gone meanwhile (its invalidation is on its way): do not serve it from the cache.
        if (!rows.length) forget(idHash);
      })
      .catch((error: unknown) => {
        // The database still holds the older time: let the next request read it.
        forget(idHash);
        touchedAt.delete(idHash);
        log.warn({ err: error }, 'session last-seen update failed');
      });
  }

  ensureListening();

  const alive = (entry: Entry, at: number) =>
    entry.expiresAt > at && entry.lastSeenAt + idleMs > at;

  /** The session from the database (cached when nothing was invalidated meanwhile), or null. */
  async function read(idHash: string): Promise<Entry | null> {
    ensureListening();
    if (starting) await listener;
    const seen = generation;
    const [row] = await selectSession.execute({ idHash });
    if (!row) return null;
    const { lastSeenAt, expiresAt, ...user } = row;
    const entry: Entry = {
      user: Object.freeze(user),
      expiresAt: expiresAt.getTime(),
      // A touch of this instance still on its way counts: it is what the row will hold (a
      // failed one is forgotten).
      lastSeenAt: Math.max(lastSeenAt.getTime(), touchedAt.get(idHash) ?? 0),
    };
    if (listening && seen === generation) remember(idHash, entry);
    return entry;
  }

  /**
   * `lookup` by the stored hash of the session id: the one place that decides whether a
   * session is alive (an embed credential asks it about the session it was made from). An
   * expired session is deleted; a used one is touched (idle expiry counts from its last use).
   */
  async function lookupHash(idHash: string): Promise<AuthUser | null> {
    const at = now().getTime();
    const hit = listening ? cache.get(idHash) : undefined;
    let entry: Entry | null | undefined = hit && alive(hit, at) ? hit : undefined;
    if (!entry) {
      // Not cached, or expired by what this instance saw: the database decides.
      if (hit) forget(idHash);
      entry = await read(idHash);
      if (!entry) return null;
      if (!alive(entry, at)) {
        forget(idHash);
        await db.delete(sessions).where(eq(sessions.idHash, idHash));
        return null;
      }
    }
    if (at - entry.lastSeenAt > TOUCH_AFTER_MS) touch(idHash, at, cache.get(idHash));
    return entry.user;
  }

  return {
    /** Starts a session for `userId`; returns the token for the cookie. */
    async create(userId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + absoluteSeconds * 1000);
      await db.insert(sessions).values({
        idHash: hashToken(token),
        userId,
        expiresAt,
        lastSeenAt: now(),
        createdAt: now(),
      });
      return { token, expiresAt };
    },

    /** The signed-in user for a token, or null when unknown or expired (idle or absolute). */
    lookup: (token: string): Promise<AuthUser | null> => lookupHash(hashToken(token)),

    lookupHash,

    /**
     * Whether a token's session is alive (not expired, its user not deleted), read-only: it
     * neither touches nor deletes. From the cache when it holds it (the live stream's checks).
     */
    async isAlive(token: string): Promise<boolean> {
      const idHash = hashToken(token);
      const at = now().getTime();
      const hit = listening ? cache.get(idHash) : undefined;
      if (hit && alive(hit, at)) return true;
      const entry = await read(idHash);
      return entry !== null && alive(entry, at);
    },

    /**
     * Ends a session: deleted (its trigger tells the other instances), dropped here at once, and
     * answered once every instance has applied the invalidation ({@link settled}).
     */
    async destroy(token: string): Promise<void> {
      const idHash = hashToken(token);
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
      generation++;
      forget(idHash);
      await settled();
    },

    /** Ends every session of a user (after a password reset or change), on every instance. */
    async destroyAllForUser(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
      forgetUser(userId);
      await settled();
    },

    /** Resolves once the invalidations committed so far are applied on every instance. */
    settled,

    /** Deletes expired sessions; run at start and daily. */
    async purgeExpired(): Promise<void> {
      const at = now();
      await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, at),
            lt(sessions.lastSeenAt, new Date(at.getTime() - idleSeconds * 1000)),
          ),
        );
    },

    /** For tests: whether a token's session exists. */
    async exists(token: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.idHash })
        .from(sessions)
        .where(and(eq(sessions.idHash, hashToken(token))));
      return row !== undefined;
    },

    /** Stops listening (app close). */
    async close(): Promise<void> {
      closed = true;
      listening = false;
      forgetAll();
      const unlisten = await listener;
      await unlisten?.();
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
