/**
 * Embed credentials (issue 15). A partner's widget runs in a frame on Hireloop's origin inside the
 * partner's page, where browsers that block third-party cookies (Safari by default) send no
 * session cookie. So the visitor signs in in a popup on Hireloop's own origin (first-party, with
 * the cookie), which asks for a credential for that widget (`create`) and hands it to the frame;
 * the frame keeps it in memory and sends it as `Authorization: Bearer hlemb_…`.
 *
 * - 256 random bits, base64url, prefixed `hlemb_`; only the SHA-256 is stored.
 * - Short-lived: `EMBED_TOKEN_TTL_SECONDS` (1 hour), never past the session's own expiry.
 * - Tied to the session it was made from (`session_id_hash`, ON DELETE CASCADE), so whatever ends
 *   the session — logout, a password change or reset, account deletion, expiry — ends it too; and
 *   `lookup` asks the session service whether that session is alive, with the very rules of a
 *   cookie (idle and absolute expiry).
 * - Tied to the partner and the page origin: a revoked partner, or an origin the partner no
 *   longer lists, ends it.
 * - Scoped: only routes that opt in with `config: { embed: true }` accept it (plugins/session.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import { webOriginOf } from '@hireloop/sdk';
import { TEXTS } from '@hireloop/sdk/constants';
import type { EmbedToken } from '@hireloop/sdk/schemas';
import { embedTokens, partners, sessions } from '../db/schema';
import { problem } from '../errors';
import type { ServiceDeps } from './deps';
import type { PartnerRefusal, PartnerService } from './partners';
import { hashToken, type AuthUser, type SessionService } from './sessions';

/** Every embed credential starts with this, so the server tells it from anything else. */
export const EMBED_TOKEN_PREFIX = 'hlemb_';

/** How often the scheduler deletes expired credentials (`embed-tokens.purge`). */
export const EMBED_TOKEN_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** The 403 of a credential request for a key or origin that makes no working widget. */
export const EMBED_REFUSALS: Record<PartnerRefusal, string> = {
  'unknown-key': 'This publishable key does not name an active partner',
  'origin-not-allowed': "This partner's widgets are not allowed on this origin",
};

/** What an embed credential says about a request, beside its user (`request.embed`). */
export interface EmbedContext {
  partnerId: number;
  /** The partner page's origin the credential was made for. */
  origin: string;
  /** The credential's stored hash (to revoke it). */
  tokenHash: string;
}

/** The hash an embed credential is stored as (SHA-256 hex, like session ids). */
export const hashEmbedToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export function createEmbedTokenService(
  deps: ServiceDeps,
  others: { sessions: SessionService; partners: PartnerService },
) {
  const { db, config, now } = deps;
  const { sessions: sessionService, partners: partnerService } = others;

  return {
    /**
     * POST /api/embed/tokens: a credential for `user`, from the session `sessionToken` (the
     * cookie's), for the partner `key` names on the page origin `origin`. 403 when the key is
     * unknown or revoked or the origin is not the partner's.
     */
    async create(
      sessionToken: string,
      user: AuthUser,
      key: string,
      origin: string,
    ): Promise<EmbedToken> {
      const resolved = await partnerService.resolve(key, origin);
      if ('error' in resolved) throw problem(403, EMBED_REFUSALS[resolved.error]);
      const sessionIdHash = hashToken(sessionToken);
      const [session] = await db
        .select({ expiresAt: sessions.expiresAt, userId: sessions.userId })
        .from(sessions)
        .where(eq(sessions.idHash, sessionIdHash));
      // The request's user came from this very session a moment ago; gone since: signed out.
      if (!session || session.userId !== user.id) throw problem(401, TEXTS.notAuthenticated);
      const at = now();
      const ttlEnd = at.getTime() + config.embedTokenTtlSeconds * 1000;
      const expiresAt = new Date(Math.min(ttlEnd, session.expiresAt.getTime()));
      const token = `${EMBED_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      await db.insert(embedTokens).values({
        tokenHash: hashEmbedToken(token),
        userId: user.id,
        sessionIdHash,
        partnerId: resolved.partner.id,
        // `resolve` found it among the partner's origins: the canonical form.
        origin: webOriginOf(origin) ?? origin,
        expiresAt,
        createdAt: at,
      });
      return { token, expiresAt: expiresAt.toISOString(), user };
    },

    /**
     * The user and widget a credential signs in, or null: unknown, expired, its session ended or
     * expired (idle or absolute, as the session service decides), its user deleted, its partner
     * revoked or the origin no longer the partner's.
     */
    async lookup(token: string): Promise<{ user: AuthUser; embed: EmbedContext } | null> {
      if (!token.startsWith(EMBED_TOKEN_PREFIX)) return null;
      const tokenHash = hashEmbedToken(token);
      const [row] = await db
        .select({
          userId: embedTokens.userId,
          sessionIdHash: embedTokens.sessionIdHash,
          partnerId: embedTokens.partnerId,
          origin: embedTokens.origin,
          expiresAt: embedTokens.expiresAt,
          revokedAt: partners.revokedAt,
          allowedOrigins: partners.allowedOrigins,
        })
        .from(embedTokens)
        .innerJoin(partners, eq(partners.id, embedTokens.partnerId))
        .where(eq(embedTokens.tokenHash, tokenHash));
      if (!row) return null;
      if (row.expiresAt.getTime() <= now().getTime()) {
        await db.delete(embedTokens).where(eq(embedTokens.tokenHash, tokenHash));
        return null;
      }
      if (row.revokedAt || !row.allowedOrigins.includes(row.origin)) return null;
      const user = await sessionService.lookupHash(row.sessionIdHash);
      if (!user || user.id !== row.userId) return null;
      return { user, embed: { partnerId: row.partnerId, origin: row.origin, tokenHash } };
    },

    /** POST /api/embed/sign-out: the credential stops working (unknown ones: nothing to do). */
    async revoke(token: string): Promise<void> {
      await db.delete(embedTokens).where(eq(embedTokens.tokenHash, hashEmbedToken(token)));
    },

    /** The scheduler's `embed-tokens.purge`: deletes expired credentials. */
    async purgeExpired(): Promise<void> {
      await db.delete(embedTokens).where(lte(embedTokens.expiresAt, now()));
    },
  };
}
export type EmbedTokenService = ReturnType<typeof createEmbedTokenService>;
