import * as z from 'zod/mini';
import { SAVED_ITEM_TYPES, SAVED_JOB_TYPES } from '../vocabulary';
import { coercedNumberSchema, timestampSchema } from './fields';
import { storableText } from './text';

/**
 * A saved item's numeric id (SPEC §3: numbers as given, "rec…" and other non-numeric strings
 * hashed — by `savedItemId` in rules, which makes hashes negative), so any safe integer.
 */
export const savedItemIdSchema = z.int();

/** An item's id as its source gives it: a job request's number or an external "rec…" id. */
export const originalIdSchema = z.union([
  z.int(),
  z.string().check(z.minLength(1), z.maxLength(100), storableText()),
]);

/** A saved item as stored locally per user (SPEC §3: id (number), type, savedAt, originalId). */
export const savedItemSchema = z.object({
  id: savedItemIdSchema,
  type: z.enum(SAVED_ITEM_TYPES),
  savedAt: timestampSchema,
  originalId: originalIdSchema,
});

/**
 * A saved job, project or task as GET /api/saved/jobs answers (SPEC §7 "saved jobs"; not shown:
 * the local saved-item shape limited to job types, so the cache and the server agree).
 */
export const savedJobSchema = z.object({
  id: savedItemIdSchema,
  type: z.enum(SAVED_JOB_TYPES),
  savedAt: timestampSchema,
  originalId: originalIdSchema,
});
export type SavedJob = z.output<typeof savedJobSchema>;

/** The answer of GET /api/saved/jobs: the user's saved jobs, newest first (not shown: not paged). */
export const savedJobListSchema = z.array(savedJobSchema);

/**
 * The body of POST /api/saved/jobs (not shown): what to save; the server derives `id` with
 * `savedItemId(originalId)` and saving twice is a no-op (SPEC §4 "adding avoids duplicates").
 */
export const saveJobSchema = z.object({
  originalId: originalIdSchema,
  type: z.enum(SAVED_JOB_TYPES),
});
export type SaveJob = z.output<typeof saveJobSchema>;

/** The `{id}` of DELETE /api/saved/jobs/{id}: a saved item id, which may be negative (a hash). */
export const savedJobParamsSchema = z.object({
  id: z.pipe(coercedNumberSchema, savedItemIdSchema),
});
export type SavedJobParams = z.output<typeof savedJobParamsSchema>;
