/**
 * Partner sites that embed the widgets (issue 15). Admins register a partner — a name and the
 * origins its pages live on — and the server makes its publishable key (`pk_` + 24 random
 * base64url characters). The key is no secret (it is in the partner's page source): it only names
 * the partner. What makes a widget work is the key **and** an origin the partner registered:
 * `resolve` checks both, exactly (the sdk's `isAllowedOrigin`), and the embed pages answer with
 * `frame-ancestors` naming that origin, so a page elsewhere cannot show them.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { isAllowedOrigin, webOriginOf } from '@hireloop/sdk';
import type { Partner, PartnerInput, PartnerUpdate } from '@hireloop/sdk/schemas';
import { PUBLISHABLE_KEY_PREFIX } from '@hireloop/sdk/constants';
import type { Db, Tx } from '../db';
import { partners } from '../db/schema';
import { problem } from '../errors';
import type { ServiceDeps } from './deps';
import { isInt4Id } from './pageCursor';

export type PartnerRow = typeof partners.$inferSelect;

export const PARTNER_NOT_FOUND = 'Partner not found';

/**
 * The publishable key of the partner demo that `npm start` serves on a second origin. It exists
 * only for that demo: `ensureDemoPartner` creates it when the demo runs, never otherwise.
 */
export const DEMO_PUBLISHABLE_KEY = 'pk_demo_hireloop_partner';
export const DEMO_PARTNER_NAME = 'Hireloop partner demo';

/** Why a key and an origin do not make a working widget (the sdk's `EMBED_ERROR_CODES`). */
export type PartnerRefusal = 'unknown-key' | 'origin-not-allowed';

export const toPartner = (row: PartnerRow): Partner => ({
  id: row.id,
  name: row.name,
  publishableKey: row.publishableKey,
  allowedOrigins: row.allowedOrigins,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
});

/** A new publishable key: 18 random bytes, 24 base64url characters after `pk_`. */
const newPublishableKey = () => `${PUBLISHABLE_KEY_PREFIX}${randomBytes(18).toString('base64url')}`;

export function createPartnerService(deps: ServiceDeps) {
  const { db, now } = deps;

  async function byId(id: number, q: Db | Tx = db): Promise<PartnerRow> {
    if (!isInt4Id(id)) throw problem(404, PARTNER_NOT_FOUND);
    const [row] = await q.select().from(partners).where(eq(partners.id, id));
    if (!row) throw problem(404, PARTNER_NOT_FOUND);
    return row;
  }

  return {
    /** GET /api/admin/partners (admins): every partner, revoked ones too, newest first. */
    async list(): Promise<Partner[]> {
      const rows = await db
        .select()
        .from(partners)
        .orderBy(desc(partners.createdAt), desc(partners.id));
      return rows.map(toPartner);
    },

    /** POST /api/admin/partners (admins): registers a partner and makes its publishable key. */
    async create(createdBy: number, input: PartnerInput): Promise<Partner> {
      const at = now();
      // 144 random bits never collide in practice; a collision would only be tried again.
      for (;;) {
        const [row] = await db
          .insert(partners)
          .values({
            name: input.name,
            publishableKey: newPublishableKey(),
            allowedOrigins: input.allowedOrigins,
            createdBy,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing({ target: partners.publishableKey })
          .returning();
        if (row) return toPartner(row);
      }
    },

    /** PATCH /api/admin/partners/{id} (admins): a new name, new origins, or both. */
    async update(id: number, patch: PartnerUpdate): Promise<Partner> {
      await byId(id);
      const set: Partial<typeof partners.$inferInsert> = { updatedAt: now() };
      if (patch.name !== undefined) set.name = patch.name;
      if (patch.allowedOrigins !== undefined) set.allowedOrigins = patch.allowedOrigins;
      const [row] = await db.update(partners).set(set).where(eq(partners.id, id)).returning();
      if (!row) throw problem(404, PARTNER_NOT_FOUND);
      return toPartner(row);
    },

    /**
     * POST /api/admin/partners/{id}/revoke (admins): the key stops working at once (its widgets'
     * pages and credentials). Idempotent: a second revoke keeps the first time.
     */
    async revoke(id: number): Promise<Partner> {
      const current = await byId(id);
      if (current.revokedAt) return toPartner(current);
      const at = now();
      const [row] = await db
        .update(partners)
        .set({ revokedAt: at, updatedAt: at })
        .where(and(eq(partners.id, id), isNull(partners.revokedAt)))
        .returning();
      // Revoked by a parallel request meanwhile: that one's time stands.
      return toPartner(row ?? (await byId(id)));
    },

    /**
     * The partner a widget names by `key`, when `origin` (the embedding page's) is one it
     * registered: an unknown or revoked key is `unknown-key`; any other origin, or text that is
     * not an origin, is `origin-not-allowed`.
     */
    async resolve(
      key: string,
      origin: string,
    ): Promise<{ partner: PartnerRow } | { error: PartnerRefusal }> {
      if (!key.startsWith(PUBLISHABLE_KEY_PREFIX)) return { error: 'unknown-key' };
      const [row] = await db.select().from(partners).where(eq(partners.publishableKey, key));
      if (!row || row.revokedAt) return { error: 'unknown-key' };
      if (!isAllowedOrigin(origin, row.allowedOrigins)) return { error: 'origin-not-allowed' };
      return { partner: row };
    },

    /** An active partner by id (an embed credential's), or null when revoked or gone. */
    async active(id: number, q: Db | Tx = db): Promise<PartnerRow | null> {
      const [row] = await q
        .select()
        .from(partners)
        .where(and(eq(partners.id, id), isNull(partners.revokedAt)));
      return row ?? null;
    },

    /**
     * The partner demo's partner (`npm start` serves the demo page on a second origin): the fixed
     * key {@link DEMO_PUBLISHABLE_KEY}, created when missing, with `origin` added to its allowed
     * origins. Only the demo calls it; a database where the demo never ran has no such partner.
     * A demo partner an admin revoked stays revoked (the answer says so).
     */
    async ensureDemoPartner(origin: string): Promise<Partner> {
      const canonical = webOriginOf(origin);
      if (!canonical) throw new Error(`The partner demo's origin is not an origin: ${origin}`);
      const at = now();
      const [row] = await db
        .insert(partners)
        .values({
          name: DEMO_PARTNER_NAME,
          publishableKey: DEMO_PUBLISHABLE_KEY,
          allowedOrigins: [canonical],
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: partners.publishableKey })
        .returning();
      if (row) return toPartner(row);
      // Already there: add the origin unless it is listed (one statement, so parallel starts agree).
      const [updated] = await db
        .update(partners)
        .set({
          allowedOrigins: sql`array_append(${partners.allowedOrigins}, ${canonical})`,
          updatedAt: at,
        })
        .where(
          and(
            eq(partners.publishableKey, DEMO_PUBLISHABLE_KEY),
            sql`not (${canonical} = any(${partners.allowedOrigins}))`,
          ),
        )
        .returning();
      if (updated) return toPartner(updated);
      const [existing] = await db
        .select()
        .from(partners)
        .where(eq(partners.publishableKey, DEMO_PUBLISHABLE_KEY));
      if (!existing) throw new Error('The demo partner vanished while it was being ensured');
      return toPartner(existing);
    },
  };
}
export type PartnerService = ReturnType<typeof createPartnerService>;
