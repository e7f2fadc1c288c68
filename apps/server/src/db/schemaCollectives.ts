/**
 * Collectives (issue 17): a brand of talent (name, slug, logo, tagline, about, skills, rate range)
 * and its memberships. A collective's group conversation (`conversation_id`, an existing group) is
 * kept in sync with its active members.
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import * as vocabulary from '@hireloop/sdk/constants';
import { conversations, users } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const collectives = pgTable(
  'collectives',
  {
    id: serial('id').primaryKey(),
    /** Unique, lower-case, used in links (`/collective/{id}` accepts the id or the slug). */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** The logo's key in the storage module (services/storage); null: no logo. */
    logoKey: text('logo_key'),
    tagline: text('tagline').notNull().default(''),
    about: text('about').notNull().default(''),
    skills: integer('skills')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Hourly rate range in whole currency units; null ends are open. */
    rateMin: integer('rate_min'),
    rateMax: integer('rate_max'),
    joinPolicy: text('join_policy', { enum: vocabulary.COLLECTIVE_JOIN_POLICIES })
      .notNull()
      .default('request'),
    /** The members' group conversation. */
    conversationId: integer('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('collectives_skills_idx').using('gin', t.skills),
    index('collectives_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** One row per person and collective; `removed` rows are kept for history and can be revived. */
export const collectiveMembers = pgTable(
  'collective_members',
  {
    collectiveId: integer('collective_id')
      .notNull()
      .references(() => collectives.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: vocabulary.COLLECTIVE_ROLES }).notNull().default('member'),
    state: text('state', { enum: vocabulary.COLLECTIVE_MEMBER_STATES }).notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectiveId, t.userId] }),
    index('collective_members_user_idx').on(t.userId, t.state),
    // One owner per collective, whatever runs in parallel (the handover swaps within one lock).
    uniqueIndex('collective_members_one_owner_idx')
      .on(t.collectiveId)
      .where(sql`${t.role} = 'owner' and ${t.state} = 'active'`),
  ],
);

/**
 * The "Contact" conversations (issue 17): one group conversation per collective and person who
 * contacted it (an employer), with the collective's owner and admins at that moment; contacting
 * again opens the same one.
 */
export const collectiveContacts = pgTable(
  'collective_contacts',
  {
    collectiveId: integer('collective_id')
      .notNull()
      .references(() => collectives.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collectiveId, t.userId] })],
);
