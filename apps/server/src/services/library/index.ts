/**
 * The library (issue 18): published resources and collections for everyone signed in, with each
 * person's progress; gated resources (a Lite or an employer plan) show their summary to everyone
 * but their body, video link and files only to readers with the plan (and admins) — the answer
 * leaves them out, a file download is a 403, a search never looks into a body the reader cannot
 * read. Admins write, publish and unpublish; drafts are 404 to everyone else.
 */
import { and, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  canReadLibraryResource,
  collectionProgress,
  isSubscriptionActive,
  LIBRARY_ATTACHMENTS_MAX,
  LIBRARY_PLANS,
  type LibraryEntitlements,
  type LibraryPlan,
} from '@hireloop/sdk';
import type {
  LibraryCollection,
  LibraryCollectionInput,
  LibraryProgressInputValues,
  LibraryQuery,
  LibraryResource,
  LibraryResourceInput,
  LibraryResourcePage,
  LibraryResourceSummary,
} from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import {
  libraryAttachments,
  libraryCollectionItems,
  libraryCollections,
  libraryProgress,
  libraryResources,
} from '../../db/schemaLibrary';
import { fieldError, problem } from '../../errors';
import type { ServiceDeps } from '../deps';
import { decodeCursor, encodeCursor } from '../pageCursor';
import type { SubscriptionService } from '../subscriptions';

export const RESOURCE_NOT_FOUND = 'Resource not found';
export const COLLECTION_NOT_FOUND = 'Collection not found';
export const ATTACHMENT_NOT_FOUND = 'File not found';
export const PLAN_REQUIRED = 'This resource needs a plan you do not have';
export const TOO_MANY_ATTACHMENTS = `A resource holds at most ${LIBRARY_ATTACHMENTS_MAX} files`;
export const UNKNOWN_RESOURCES = 'Some of these resources do not exist';

/** Who reads: the signed-in person and whether they are an admin. */
export interface LibraryViewer {
  id: number;
  isAdmin: boolean;
}

type ResourceRow = typeof libraryResources.$inferSelect;
type Progress = LibraryResourceSummary['progress'];

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createLibraryService(
  deps: ServiceDeps,
  { subscriptions }: { subscriptions: Pick<SubscriptionService, 'response'> },
) {
  const { db, now } = deps;

  /** What the viewer holds: admin rights, an active Lite plan, an active employer plan. */
  async function entitlements(viewer: LibraryViewer): Promise<LibraryEntitlements> {
    if (viewer.isAdmin) return { isAdmin: true, lite: true, employerPlan: true };
    const [talent, employer] = await Promise.all([
      subscriptions.response(viewer.id, 'talent'),
      subscriptions.response(viewer.id, 'employer'),
    ]);
    return {
      isAdmin: false,
      lite: isSubscriptionActive(talent, 'talent'),
      employerPlan: isSubscriptionActive(employer, 'employer'),
    };
  }

  const readablePlans = (held: LibraryEntitlements): LibraryPlan[] =>
    LIBRARY_PLANS.filter((plan) => canReadLibraryResource(plan, held));

  /** Progress of `userId` on each of `ids`. */
  async function progressOf(q: Db | Tx, userId: number, ids: number[]) {
    const map = new Map<number, Progress>();
    if (ids.length === 0) return map;
    const rows = await q
      .select({ resourceId: libraryProgress.resourceId, state: libraryProgress.state })
      .from(libraryProgress)
      .where(and(eq(libraryProgress.userId, userId), inArray(libraryProgress.resourceId, ids)));
    for (const row of rows) map.set(row.resourceId, row.state);
    return map;
  }

  async function attachmentCounts(q: Db | Tx, ids: number[]) {
    const map = new Map<number, number>();
    if (ids.length === 0) return map;
    const rows = await q
      .select({ resourceId: libraryAttachments.resourceId, count: sql<number>`count(*)::int` })
      .from(libraryAttachments)
      .where(inArray(libraryAttachments.resourceId, ids))
      .groupBy(libraryAttachments.resourceId);
    for (const row of rows) map.set(row.resourceId, Number(row.count));
    return map;
  }

  async function toSummaries(
    q: Db | Tx,
    viewer: LibraryViewer,
    held: LibraryEntitlements,
    rows: ResourceRow[],
  ): Promise<LibraryResourceSummary[]> {
    const ids = rows.map((r) => r.id);
    const [progress, counts] = await Promise.all([
      progressOf(q, viewer.id, ids),
      attachmentCounts(q, ids),
    ]);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      kind: r.kind,
      audience: r.audience,
      requiredPlan: r.requiredPlan,
      summary: r.summary,
      skills: r.skills,
      status: r.status,
      publishedAt: iso(r.publishedAt),
      updatedAt: r.updatedAt.toISOString(),
      attachmentCount: counts.get(r.id) ?? 0,
      locked: !canReadLibraryResource(r.requiredPlan, held),
      progress: progress.get(r.id) ?? 'not_started',
    }));
  }

  /** The resource as the viewer may see it: 404 unknown, or a draft to anyone but admins. */
  async function visible(q: Db | Tx, viewer: LibraryViewer, id: number) {
    const [row] = await q.select().from(libraryResources).where(eq(libraryResources.id, id));
    if (!row || (row.status !== 'published' && !viewer.isAdmin))
      throw problem(404, RESOURCE_NOT_FOUND);
    return row;
  }

  async function details(
    q: Db | Tx,
    viewer: LibraryViewer,
    row: ResourceRow,
    held?: LibraryEntitlements,
  ): Promise<LibraryResource> {
    const holds = held ?? (await entitlements(viewer));
    const [summary] = await toSummaries(q, viewer, holds, [row]);
    if (summary!.locked) return { ...summary!, body: null, videoUrl: null, attachments: [] };
    const files = await q
      .select()
      .from(libraryAttachments)
      .where(eq(libraryAttachments.resourceId, row.id))
      .orderBy(libraryAttachments.id);
    return {
      ...summary!,
      body: row.body,
      videoUrl: row.videoUrl,
      attachments: files.map((f) => ({
        id: f.id,
        fileName: f.fileName,
        contentType: f.contentType,
        size: f.size,
      })),
    };
  }

  /** Collections with their items as the viewer sees them (published items only to non-admins). */
  async function toCollections(
    viewer: LibraryViewer,
    rows: (typeof libraryCollections.$inferSelect)[],
  ): Promise<LibraryCollection[]> {
    if (rows.length === 0) return [];
    const held = await entitlements(viewer);
    const items = await db
      .select({ collectionId: libraryCollectionItems.collectionId, resource: libraryResources })
      .from(libraryCollectionItems)
      .innerJoin(libraryResources, eq(libraryResources.id, libraryCollectionItems.resourceId))
      .where(
        and(
          inArray(
            libraryCollectionItems.collectionId,
            rows.map((r) => r.id),
          ),
          viewer.isAdmin ? undefined : eq(libraryResources.status, 'published'),
        ),
      )
      .orderBy(libraryCollectionItems.collectionId, libraryCollectionItems.position);
    const summaries = await toSummaries(
      db,
      viewer,
      held,
      items.map((i) => i.resource),
    );
    return rows.map((c) => {
      const mine = summaries.filter((_, index) => items[index]!.collectionId === c.id);
      return {
        id: c.id,
        title: c.title,
        description: c.description,
        status: c.status,
        publishedAt: iso(c.publishedAt),
        items: mine,
        progress: collectionProgress(mine.map((m) => m.progress)),
      };
    });
  }

  async function collectionRow(viewer: LibraryViewer, id: number) {
    const [row] = await db.select().from(libraryCollections).where(eq(libraryCollections.id, id));
    if (!row || (row.status !== 'published' && !viewer.isAdmin))
      throw problem(404, COLLECTION_NOT_FOUND);
    return row;
  }

  const resourceFields = (input: LibraryResourceInput) => ({
    title: input.title,
    kind: input.kind,
    audience: input.audience,
    requiredPlan: input.requiredPlan,
    summary: input.summary,
    body: input.body,
    videoUrl: input.videoUrl ?? null,
    skills: input.skills,
  });

  /** Locks the resource row for an admin's change (404 if unknown). */
  async function lockResource(tx: Tx, id: number) {
    const [row] = await tx
      .select()
      .from(libraryResources)
      .where(eq(libraryResources.id, id))
      .for('update');
    if (!row) throw problem(404, RESOURCE_NOT_FOUND);
    return row;
  }

  async function setResourceStatus(viewer: LibraryViewer, id: number, publish: boolean) {
    const row = await db.transaction(async (tx) => {
      const current = await lockResource(tx, id);
      const [updated] = await tx
        .update(libraryResources)
        .set(
          publish
            ? { status: 'published', publishedAt: current.publishedAt ?? now(), updatedAt: now() }
            : { status: 'draft', updatedAt: now() },
        )
        .where(eq(libraryResources.id, id))
        .returning();
      return updated!;
    });
    return details(db, viewer, row);
  }

  /** Replaces a collection's items in order; unknown resource ids are a 400 on `resourceIds`. */
  async function writeItems(tx: Tx, collectionId: number, input: LibraryCollectionInput) {
    const ids = input.resourceIds;
    if (ids.length > 0) {
      const found = await tx
        .select({ id: libraryResources.id })
        .from(libraryResources)
        .where(inArray(libraryResources.id, ids));
      if (found.length !== ids.length)
        throw fieldError('resourceIds', UNKNOWN_RESOURCES, { resourceIds: ids });
    }
    await tx
      .delete(libraryCollectionItems)
      .where(eq(libraryCollectionItems.collectionId, collectionId));
    if (ids.length > 0) {
      await tx
        .insert(libraryCollectionItems)
        .values(ids.map((resourceId, position) => ({ collectionId, resourceId, position })));
    }
  }

  async function setCollectionStatus(viewer: LibraryViewer, id: number, publish: boolean) {
    const row = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(libraryCollections)
        .where(eq(libraryCollections.id, id))
        .for('update');
      if (!current) throw problem(404, COLLECTION_NOT_FOUND);
      const [updated] = await tx
        .update(libraryCollections)
        .set(
          publish
            ? { status: 'published', publishedAt: current.publishedAt ?? now(), updatedAt: now() }
            : { status: 'draft', updatedAt: now() },
        )
        .where(eq(libraryCollections.id, id))
        .returning();
      return updated!;
    });
    return (await toCollections(viewer, [row]))[0]!;
  }

  return {
    entitlements,

    /**
     * GET /api/library/resources: published resources, newest first (by id), filtered; the search
     * looks into titles and summaries, and into bodies only where the reader may read them.
     */
    async list(viewer: LibraryViewer, query: LibraryQuery): Promise<LibraryResourcePage> {
      const held = await entitlements(viewer);
      const conditions: SQL[] = [eq(libraryResources.status, 'published')];
      if (query.kind) conditions.push(eq(libraryResources.kind, query.kind));
      if (query.audience)
        conditions.push(
          query.audience === 'all'
            ? eq(libraryResources.audience, 'all')
            : inArray(libraryResources.audience, [query.audience, 'all']),
        );
      if (query.plan) conditions.push(eq(libraryResources.requiredPlan, query.plan));
      if (query.skill !== undefined)
        conditions.push(sql`${libraryResources.skills} @> ARRAY[${query.skill}]::integer[]`);
      if (query.q) {
        const pattern = `%${escapeLike(query.q)}%`;
        conditions.push(
          or(
            ilike(libraryResources.title, pattern),
            ilike(libraryResources.summary, pattern),
            and(
              inArray(libraryResources.requiredPlan, readablePlans(held)),
              ilike(libraryResources.body, pattern),
            ),
          )!,
        );
      }
      if (query.cursor !== undefined) {
        const key = decodeCursor(query.cursor, 'int');
        conditions.push(lt(libraryResources.id, key.id));
      }
      const rows = await db
        .select()
        .from(libraryResources)
        .where(and(...conditions))
        .orderBy(desc(libraryResources.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: await toSummaries(db, viewer, held, page),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor({ at: null, id: last.id }) : null,
      };
    },

    /** GET /api/library/resources/{id}: the body, video link and files only with the plan. */
    async get(viewer: LibraryViewer, id: number): Promise<LibraryResource> {
      return details(db, viewer, await visible(db, viewer, id));
    },

    /**
     * PUT /api/library/resources/{id}/progress: opening starts it, "Mark completed" completes it;
     * a completion is never undone by opening. One upsert on (person, resource): parallel requests
     * leave one row. A resource the reader cannot read is a 403.
     */
    async setProgress(
      viewer: LibraryViewer,
      id: number,
      input: LibraryProgressInputValues,
    ): Promise<LibraryResource> {
      const row = await visible(db, viewer, id);
      const held = await entitlements(viewer);
      if (!canReadLibraryResource(row.requiredPlan, held)) throw problem(403, PLAN_REQUIRED);
      const at = now();
      const completed = input.state === 'completed';
      await db
        .insert(libraryProgress)
        .values({
          userId: viewer.id,
          resourceId: id,
          state: input.state,
          startedAt: at,
          completedAt: completed ? at : null,
        })
        .onConflictDoUpdate({
          target: [libraryProgress.userId, libraryProgress.resourceId],
          set: completed
            ? {
                state: 'completed',
                completedAt: sql`coalesce(${libraryProgress.completedAt}, excluded.completed_at)`,
              }
            : { state: sql`${libraryProgress.state}` },
        });
      return details(db, viewer, row, held);
    },

    /** The stored file of an attachment for a download: 404 unknown, 403 without the plan. */
    async attachment(viewer: LibraryViewer, id: number, attachmentId: number) {
      const row = await visible(db, viewer, id);
      const [file] = await db
        .select()
        .from(libraryAttachments)
        .where(and(eq(libraryAttachments.id, attachmentId), eq(libraryAttachments.resourceId, id)));
      if (!file) throw problem(404, ATTACHMENT_NOT_FOUND);
      if (!canReadLibraryResource(row.requiredPlan, await entitlements(viewer)))
        throw problem(403, PLAN_REQUIRED);
      return { key: file.storageKey, fileName: file.fileName };
    },

    /** GET /api/library/collections: published collections, newest first, with progress. */
    async collections(viewer: LibraryViewer): Promise<LibraryCollection[]> {
      const rows = await db
        .select()
        .from(libraryCollections)
        .where(eq(libraryCollections.status, 'published'))
        .orderBy(desc(libraryCollections.id));
      return toCollections(viewer, rows);
    },

    /** GET /api/library/collections/{id}: one published collection (drafts: admins only). */
    async collection(viewer: LibraryViewer, id: number): Promise<LibraryCollection> {
      return (await toCollections(viewer, [await collectionRow(viewer, id)]))[0]!;
    },

    // Admins (the routes check the admin flag first).

    async adminResources(viewer: LibraryViewer): Promise<LibraryResourceSummary[]> {
      const rows = await db.select().from(libraryResources).orderBy(desc(libraryResources.id));
      return toSummaries(db, viewer, await entitlements(viewer), rows);
    },

    async createResource(
      viewer: LibraryViewer,
      input: LibraryResourceInput,
    ): Promise<LibraryResource> {
      const [row] = await db
        .insert(libraryResources)
        .values({ ...resourceFields(input), createdBy: viewer.id, status: 'draft' })
        .returning();
      return details(db, viewer, row!);
    },

    async updateResource(
      viewer: LibraryViewer,
      id: number,
      input: LibraryResourceInput,
    ): Promise<LibraryResource> {
      const row = await db.transaction(async (tx) => {
        await lockResource(tx, id);
        const [updated] = await tx
          .update(libraryResources)
          .set({ ...resourceFields(input), updatedAt: now() })
          .where(eq(libraryResources.id, id))
          .returning();
        return updated!;
      });
      return details(db, viewer, row);
    },

    publishResource: (viewer: LibraryViewer, id: number) => setResourceStatus(viewer, id, true),
    unpublishResource: (viewer: LibraryViewer, id: number) => setResourceStatus(viewer, id, false),

    /** 404 for an unknown resource: checked before the file is read. */
    async assertResource(id: number): Promise<void> {
      const [row] = await db
        .select({ id: libraryResources.id })
        .from(libraryResources)
        .where(eq(libraryResources.id, id));
      if (!row) throw problem(404, RESOURCE_NOT_FOUND);
    },

    /**
     * Records a stored file on a resource; at most {@link LIBRARY_ATTACHMENTS_MAX}, counted under
     * the resource's row lock so parallel uploads cannot pass the limit (the caller deletes the
     * stored file when this throws).
     */
    async addAttachment(
      viewer: LibraryViewer,
      id: number,
      file: { key: string; fileName: string; contentType: string; size: number },
    ): Promise<LibraryResource> {
      const row = await db.transaction(async (tx) => {
        const locked = await lockResource(tx, id);
        const [{ count } = { count: 0 }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(libraryAttachments)
          .where(eq(libraryAttachments.resourceId, id));
        if (Number(count) >= LIBRARY_ATTACHMENTS_MAX)
          throw fieldError('file', TOO_MANY_ATTACHMENTS, {});
        await tx.insert(libraryAttachments).values({
          resourceId: id,
          storageKey: file.key,
          fileName: file.fileName.slice(0, 200) || 'file',
          contentType: file.contentType,
          size: file.size,
        });
        await tx
          .update(libraryResources)
          .set({ updatedAt: now() })
          .where(eq(libraryResources.id, id));
        return locked;
      });
      return details(db, viewer, row);
    },

    /** Removes an attachment; answers the resource and the storage key to delete. */
    async removeAttachment(viewer: LibraryViewer, id: number, attachmentId: number) {
      const { row, key } = await db.transaction(async (tx) => {
        const locked = await lockResource(tx, id);
        const [removed] = await tx
          .delete(libraryAttachments)
          .where(
            and(eq(libraryAttachments.id, attachmentId), eq(libraryAttachments.resourceId, id)),
          )
          .returning();
        if (!removed) throw problem(404, ATTACHMENT_NOT_FOUND);
        return { row: locked, key: removed.storageKey };
      });
      return { resource: await details(db, viewer, row), key };
    },

    async adminCollections(viewer: LibraryViewer): Promise<LibraryCollection[]> {
      const rows = await db.select().from(libraryCollections).orderBy(desc(libraryCollections.id));
      return toCollections(viewer, rows);
    },

    async createCollection(
      viewer: LibraryViewer,
      input: LibraryCollectionInput,
    ): Promise<LibraryCollection> {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(libraryCollections)
          .values({ title: input.title, description: input.description, createdBy: viewer.id })
          .returning();
        await writeItems(tx, created!.id, input);
        return created!;
      });
      return (await toCollections(viewer, [row]))[0]!;
    },

    async updateCollection(
      viewer: LibraryViewer,
      id: number,
      input: LibraryCollectionInput,
    ): Promise<LibraryCollection> {
      const row = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(libraryCollections)
          .where(eq(libraryCollections.id, id))
          .for('update');
        if (!current) throw problem(404, COLLECTION_NOT_FOUND);
        const [updated] = await tx
          .update(libraryCollections)
          .set({ title: input.title, description: input.description, updatedAt: now() })
          .where(eq(libraryCollections.id, id))
          .returning();
        await writeItems(tx, id, input);
        return updated!;
      });
      return (await toCollections(viewer, [row]))[0]!;
    },

    publishCollection: (viewer: LibraryViewer, id: number) => setCollectionStatus(viewer, id, true),
    unpublishCollection: (viewer: LibraryViewer, id: number) =>
      setCollectionStatus(viewer, id, false),
  };
}
export type LibraryService = ReturnType<typeof createLibraryService>;
