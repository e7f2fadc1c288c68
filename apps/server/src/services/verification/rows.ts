/** How verifications are read and shaped for the answers (issue 18). */
import { asc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import {
  isVerifiedPerson,
  sortVerifiedKinds,
  verificationKindsFor,
  type Role,
  type VerificationKind,
} from '@hireloop/sdk';
import type {
  MyVerification,
  MyVerifications,
  VerificationBadge,
  VerificationDocument,
} from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import { qualified } from '../../db/qualified';
import { users } from '../../db/schema';
import { verificationDocuments, verifications } from '../../db/schemaVerification';

export type Q = Db | Tx;
export type VerificationRow = typeof verifications.$inferSelect;
export type DocumentRow = typeof verificationDocuments.$inferSelect;

export const VERIFICATION_NOT_FOUND = 'Verification not found';
export const DOCUMENT_NOT_FOUND = 'File not found';

/** The badge of someone with nothing verified. */
export const NO_BADGE: VerificationBadge = Object.freeze({
  verified: false,
  kinds: [],
  companyDomain: null,
}) as VerificationBadge;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const toDocument = (row: DocumentRow): VerificationDocument => ({
  id: row.id,
  filename: row.filename,
  contentType: row.contentType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

/** One kind as its owner sees it; `row` undefined: not started. */
export function toMine(
  kind: VerificationKind,
  row: VerificationRow | undefined,
  documents: readonly DocumentRow[],
): MyVerification {
  if (!row) {
    return {
      kind,
      status: 'not_started',
      email: null,
      domain: null,
      links: [],
      note: null,
      documents: [],
      reason: null,
      submittedAt: null,
      decidedAt: null,
      expiresAt: null,
    };
  }
  return {
    kind,
    status: row.state,
    email: row.email,
    domain: row.domain,
    links: row.links,
    note: row.note,
    documents: documents.filter((d) => d.verificationId === row.id).map(toDocument),
    reason: row.state === 'rejected' ? row.reason : null,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    expiresAt: iso(row.expiresAt),
  };
}

/** The documents of the verifications `ids`, oldest first. */
export async function documentsOf(q: Q, ids: readonly number[]): Promise<DocumentRow[]> {
  if (ids.length === 0) return [];
  return q
    .select()
    .from(verificationDocuments)
    .where(inArray(verificationDocuments.verificationId, [...ids]))
    .orderBy(asc(verificationDocuments.id));
}

/** The badge from a person's verified rows. */
export function toBadge(rows: readonly { kind: VerificationKind; domain: string | null }[]) {
  const kinds = sortVerifiedKinds(rows.map((r) => r.kind));
  return {
    verified: isVerifiedPerson(kinds),
    kinds,
    companyDomain: rows.find((r) => r.kind === 'company_domain')?.domain ?? null,
  } satisfies VerificationBadge;
}

/** A verified row as {@link verificationJsonSql} reads it (turned into the badge by `toBadge`). */
export interface VerifiedRow {
  kind: VerificationKind;
  domain: string | null;
}

/**
 * SQL: the verified kinds of the person whose id is the column `userId`, as a JSON array
 * of {@link VerifiedRow} — `[]` for none. A listing adds it to its own SELECT (the talent search),
 * so a page of cards reads its badges in the same statement.
 */
export const verificationJsonSql = (userId: AnyColumn) =>
  sql<VerifiedRow[]>`(select coalesce(json_agg(json_build_object('kind', v.kind,
    'domain', v.domain)), '[]'::json)
    from ${verifications} v where v.user_id = ${qualified(userId)} and v.state = 'verified')`;

/** The badge of {@link verificationJsonSql}'s rows: {@link NO_BADGE} for none. */
export const badgeOfRows = (rows: readonly VerifiedRow[]): VerificationBadge =>
  rows.length > 0 ? toBadge(rows) : NO_BADGE;

/**
 * The badges of `userIds` (profiles, talent cards): people with nothing verified are absent from
 * the map (callers use {@link NO_BADGE}).
 */
export async function verificationBadgesOf(
  q: Q,
  userIds: readonly number[],
): Promise<Map<number, VerificationBadge>> {
  const result = new Map<number, VerificationBadge>();
  if (userIds.length === 0) return result;
  const rows = await q
    .select({ userId: users.id, verified: verificationJsonSql(users.id) })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  for (const row of rows) {
    if (row.verified.length > 0) result.set(row.userId, toBadge(row.verified));
  }
  return result;
}

/**
 * SQL: whether the user whose id is `userId` (a column or value) has a verified identity — the
 * explorer's "verified only" and the collectives' verified members (`isVerifiedPerson`).
 */
export const identityVerifiedSql = (userId: unknown) =>
  sql<boolean>`exists (select 1 from ${verifications} v where v.user_id = ${userId}
    and v.kind = 'identity' and v.state = 'verified')`;

/** GET /api/verification: every kind of the person's role, and their badge. */
export async function mineOf(q: Q, userId: number, role: Role): Promise<MyVerifications> {
  const rows = await q.select().from(verifications).where(eq(verifications.userId, userId));
  const documents = await documentsOf(
    q,
    rows.map((r) => r.id),
  );
  const kinds = verificationKindsFor(role);
  return {
    items: kinds.map((kind) =>
      toMine(
        kind,
        rows.find((r) => r.kind === kind),
        documents,
      ),
    ),
    badge: toBadge(rows.filter((r) => r.state === 'verified')),
  };
}

/** The user's role, email and name, or null for no such (or a deleted) account. */
export async function personOf(q: Q, userId: number) {
  const [row] = await q
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      name: users.name,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row && !row.deletedAt ? row : null;
}

/**
 * Account deletion (issue 14's, for issue 18): the person's verifications go — their badge with
 * them — and the storage keys of any documents still under review are answered, for the caller
 * to delete once the transaction commits. The audit log keeps its rows.
 */
export async function deleteVerificationsOf(q: Q, userId: number): Promise<string[]> {
  const documents = await q
    .select({ key: verificationDocuments.storageKey })
    .from(verificationDocuments)
    .innerJoin(verifications, eq(verifications.id, verificationDocuments.verificationId))
    .where(eq(verifications.userId, userId));
  await q.delete(verifications).where(eq(verifications.userId, userId));
  return documents.map((d) => d.key);
}
