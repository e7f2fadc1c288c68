/**
 * Teams (issue 16): the members of a company with their roles, and the email invites that add
 * members. The `companies` table itself, and the columns that tie users, job requests and
 * subscriptions to a company, are in ./schema.ts (tables there reference it).
 */
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import * as vocabulary from '@hireloop/sdk/constants';
import { companies, users } from './schema';

/** One row per member: a person belongs to a company once, with one role. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: vocabulary.COMPANY_ROLES }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('company_members_user_idx').on(t.userId),
  ],
);

/**
 * Invites by email: the link's token is random and only its SHA-256 is stored; single use
 * (`accepted_at`), valid until `expires_at`, revocable while pending (`revoked_at`).
 */
export const companyInvites = pgTable(
  'company_invites',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased, as the sdk's email schema gives it. */
    email: text('email').notNull(),
    role: text('role', { enum: vocabulary.ASSIGNABLE_COMPANY_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_invites_company_idx').on(t.companyId, t.id)],
);
