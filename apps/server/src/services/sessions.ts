/**
 * Sessions (OWASP ASVS V7): a random 256-bit id sent only in the cookie, stored as its SHA-256;
 * idle expiry (7 days) and absolute expiry (30 days); rotated at login and registration (the old
 * id is deleted); logout deletes it server-side.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db';
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

export function createSessionService(
  db: Db,
  options: { idleSeconds: number; absoluteSeconds: number; now: () => Date },
) {
  const { idleSeconds, absoluteSeconds, now } = options;

  /**
   * `lookup` by the stored hash of the session id: the one place that decides whether a
   * session is alive (an embed credential asks it about the session it was made from). An
   * expired session is deleted; a used one is touched (idle expiry counts from its last use).
   */
  async function lookupHash(idHash: string): Promise<AuthUser | null> {
    const [row] = await db
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
      .where(eq(sessions.idHash, idHash));
    if (!row) return null;
    const at = now().getTime();
    if (row.expiresAt.getTime() <= at || row.lastSeenAt.getTime() + idleSeconds * 1000 <= at) {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
      return null;
    }
    if (at - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(at) })
        .where(eq(sessions.idHash, idHash));
    }
    const { lastSeenAt: _seen, expiresAt: _expires, ...user } = row;
    return user;
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

    async destroy(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
    },

    /** Ends every session of a user (after a password reset or change). */
    async destroyAllForUser(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

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
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
