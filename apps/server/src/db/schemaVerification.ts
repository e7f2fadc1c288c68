/**
 * Verification (issue 18): one row per person and kind (email, company domain, identity,
 * portfolio) holding where it stands — a retry after a rejection or an expiry moves the same row
 * back to pending — the documents under review (stored through the storage module, deleted when
 * the review is decided), and the audit log of every admin decision (append-only).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import * as vocabulary from '@hireloop/sdk/constants';
import { users } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const verifications = pgTable(
  'verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: vocabulary.VERIFICATION_KINDS }).notNull(),
    state: text('state', { enum: vocabulary.VERIFICATION_STATES }).notNull(),
    /** The address a link was mailed to (email: the account's; company domain: the work address). */
    email: text('email'),
    /** The company domain a company-domain link proves. */
    domain: text('domain'),
    /** The SHA-256 of the mailed link's token while it may be used; null once spent. */
    tokenHash: text('token_hash').unique(),
    /** A portfolio's links. */
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The person's note for the reviewer. */
    note: text('note'),
    /** The rejection's reason (kept until the person tries again). */
    reason: text('reason'),
    submittedAt: at('submitted_at').notNull(),
    decidedAt: at('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** When a pending link stops working, or a verified identity or portfolio lapses. */
    expiresAt: at('expires_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One row per person and kind: a retry reuses it, so two parallel starts meet on this row.
    uniqueIndex('verifications_user_kind_idx').on(t.userId, t.kind),
    // The admins' queue: pending reviews, oldest submitted first.
    index('verifications_queue_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.state} = 'pending' and ${t.kind} in ('identity', 'portfolio')`),
    // The badges and the explorer's "verified only": a person's verified kinds.
    index('verifications_verified_idx')
      .on(t.userId, t.kind)
      .where(sql`${t.state} = 'verified'`),
    // The expiry job's scan.
    index('verifications_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} in ('pending', 'verified') and ${t.expiresAt} is not null`),
    check(
      'verifications_rejected_reason',
      sql`${t.state} <> 'rejected' or ${t.reason} is not null`,
    ),
    check(
      'verifications_company_domain',
      sql`${t.kind} <> 'company_domain' or (${t.email} is not null and ${t.domain} is not null)`,
    ),
  ],
);

/**
 * A document under review: an identity document or a portfolio file. The file lives in the
 * storage module under `storage_key`; the row and the file go when the review is decided.
 */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: serial('id').primaryKey(),
    verificationId: integer('verification_id')
      .notNull()
      .references(() => verifications.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type', { enum: vocabulary.VERIFICATION_DOCUMENT_TYPES }).notNull(),
    /** The name the person's browser gave (a download's name only; never a path). */
    filename: text('filename').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('verification_documents_verification_idx').on(t.verificationId, t.id)],
);

/**
 * The audit log of verification decisions: who approved or rejected whose verification, when and
 * why. Rows are never updated; the subject's go with their account, the actor's name is kept by id.
 */
export const verificationAudit = pgTable(
  'verification_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    verificationId: integer('verification_id').references(() => verifications.id, {
      onDelete: 'set null',
    }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: vocabulary.VERIFICATION_KINDS }).notNull(),
    action: text('action', { enum: vocabulary.VERIFICATION_AUDIT_ACTIONS }).notNull(),
    reason: text('reason'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('verification_audit_at_idx').on(t.at.desc(), t.id.desc())],
);
