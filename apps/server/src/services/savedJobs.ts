/**
 * Saved jobs, projects and tasks, stored per user (issue 3; SPEC §3 saved item, §4 "adding avoids
 * duplicates"). The id is the sdk's `savedItemId(originalId)`, so the server and a browser's local
 * saved items agree on it.
 */
import { and, desc, eq } from 'drizzle-orm';
import { savedItemId } from '@hireloop/sdk';
import type { SaveJob, SavedJob } from '@hireloop/sdk/schemas';
import { savedJobs } from '../db/schema';
import { problem } from '../errors';
import type { ServiceDeps } from './deps';

type Row = typeof savedJobs.$inferSelect;

/**
 * `original_id` is text (it holds job request numbers and Airtable "rec…" ids alike). It reads
 * back as a number when `savedItemId` treated it as one (the stored id is that number), else as
 * the string that was saved. So `"42"` and `42` are one item (both id 42) and read back as 42,
 * while `"rec…"` stays a string.
 */
export function readOriginalId(stored: string, id: number): number | string {
  const n = Number(stored);
  return stored.trim() !== '' && Number.isSafeInteger(n) && n === id ? n : stored;
}

export const toSavedJob = (row: Row): SavedJob => ({
  id: row.id,
  type: row.type,
  savedAt: row.savedAt.toISOString(),
  originalId: readOriginalId(row.originalId, row.id),
});

export function createSavedJobService(deps: ServiceDeps) {
  const { db, now } = deps;
  return {
    /** GET /api/saved/jobs: the caller's saved jobs, newest first. */
    async list(userId: number): Promise<SavedJob[]> {
      const rows = await db
        .select()
        .from(savedJobs)
        .where(eq(savedJobs.userId, userId))
        .orderBy(desc(savedJobs.savedAt), desc(savedJobs.id));
      return rows.map(toSavedJob);
    },

    /** POST /api/saved/jobs: saves once; saving again answers the row already saved. */
    async save(userId: number, body: SaveJob): Promise<SavedJob> {
      const originalId = String(body.originalId);
      const id = savedItemId(body.originalId);
      const [inserted] = await db
        .insert(savedJobs)
        .values({ userId, id, type: body.type, originalId, savedAt: now() })
        .onConflictDoNothing()
        .returning();
      if (inserted) return toSavedJob(inserted);
      const [existing] = await db
        .select()
        .from(savedJobs)
        .where(
          and(eq(savedJobs.userId, userId), eq(savedJobs.type, body.type), eq(savedJobs.id, id)),
        );
      if (!existing) throw problem(409, 'The saved job changed meanwhile; please try again');
      return toSavedJob(existing);
    },

    /** DELETE /api/saved/jobs/{id}: removes the caller's saved job with that id (404 when none). */
    async remove(userId: number, id: number): Promise<{ ok: true }> {
      const rows = await db
        .delete(savedJobs)
        .where(and(eq(savedJobs.userId, userId), eq(savedJobs.id, id)))
        .returning({ id: savedJobs.id });
      if (rows.length === 0) throw problem(404, 'Saved job not found');
      return { ok: true };
    },
  };
}
export type SavedJobService = ReturnType<typeof createSavedJobService>;
