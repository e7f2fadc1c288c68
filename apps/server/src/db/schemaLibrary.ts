/**
 * The library (issue 18): resources written by admins (guides, templates, checklists, video
 * links), their files (in the storage module), ordered collections, and each person's progress.
 */
import { sql } from 'drizzle-orm';
import {
  check,
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
import { users } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const libraryResources = pgTable(
  'library_resources',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    kind: text('kind', { enum: vocabulary.LIBRARY_KINDS }).notNull(),
    audience: text('audience', { enum: vocabulary.LIBRARY_AUDIENCES }).notNull().default('all'),
    requiredPlan: text('required_plan', { enum: vocabulary.LIBRARY_PLANS })
      .notNull()
      .default('none'),
    /** Plain text for cards. */
    summary: text('summary').notNull().default(''),
    /** Markdown, rendered without raw HTML; never sent to a reader without the plan. */
    body: text('body').notNull().default(''),
    videoUrl: text('video_url'),
    skills: integer('skills')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    status: text('status', { enum: vocabulary.LIBRARY_STATUSES }).notNull().default('draft'),
    publishedAt: at('published_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('library_resources_video_url', sql`${t.kind} <> 'video' OR ${t.videoUrl} IS NOT NULL`),
    check(
      'library_resources_published_at',
      sql`${t.status} <> 'published' OR ${t.publishedAt} IS NOT NULL`,
    ),
    index('library_resources_listing_idx').on(t.status, t.id),
    index('library_resources_skills_idx').using('gin', t.skills),
  ],
);

/** A file attached to a resource (a template): the storage key, the name and type it had. */
export const libraryAttachments = pgTable(
  'library_attachments',
  {
    id: serial('id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => libraryResources.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('library_attachments_storage_key_idx').on(t.storageKey),
    index('library_attachments_resource_idx').on(t.resourceId, t.id),
    check('library_attachments_size', sql`${t.size} >= 0`),
  ],
);

export const libraryCollections = pgTable(
  'library_collections',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: vocabulary.LIBRARY_STATUSES }).notNull().default('draft'),
    publishedAt: at('published_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'library_collections_published_at',
      sql`${t.status} <> 'published' OR ${t.publishedAt} IS NOT NULL`,
    ),
  ],
);

/** A collection's resources in order: each resource once, each position once. */
export const libraryCollectionItems = pgTable(
  'library_collection_items',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => libraryCollections.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => libraryResources.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.resourceId] }),
    uniqueIndex('library_collection_items_position_idx').on(t.collectionId, t.position),
    index('library_collection_items_resource_idx').on(t.resourceId),
    check('library_collection_items_position', sql`${t.position} >= 0`),
  ],
);

/** A person's progress on a resource: no row is "not started". */
export const libraryProgress = pgTable(
  'library_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => libraryResources.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['started', 'completed'] }).notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.resourceId] }),
    check('library_progress_state', sql`${t.state} IN ('started', 'completed')`),
    check(
      'library_progress_completed_at',
      sql`(${t.state} = 'completed') = (${t.completedAt} IS NOT NULL)`,
    ),
  ],
);
