/**
 * The library (issue 18): the bodies and queries of /api/library and /api/admin/library and their
 * answers. The server validates with these same schemas; the admin forms run them for field
 * errors.
 */
import * as z from 'zod/mini';
import { isWebAddress } from '../rules/embed';
import {
  LIBRARY_AUDIENCES,
  LIBRARY_BODY_MAX,
  LIBRARY_COLLECTION_DESCRIPTION_MAX,
  LIBRARY_COLLECTION_ITEMS_MAX,
  LIBRARY_KINDS,
  LIBRARY_PLANS,
  LIBRARY_PROGRESS,
  LIBRARY_PROGRESS_INPUTS,
  LIBRARY_SEARCH_MAX,
  LIBRARY_SKILLS_MAX,
  LIBRARY_STATUSES,
  LIBRARY_SUMMARY_MAX,
  LIBRARY_TITLE_MAX,
  LIBRARY_TITLE_MIN,
  LIBRARY_URL_MAX,
} from '../vocabulary';
import { blankAsUnset, coercedIdSchema, idSchema, timestampSchema } from './fields';
import { cursorPageSchema, cursorQuerySchema } from './page';
import { storableMultilineText, storableText } from './text';
import { formatCount } from '../rules/numbers';

/** The field errors of the library's admin forms (designed; SPEC shows none). */
export const LIBRARY_MESSAGES = {
  titleLength: `Enter a title of ${LIBRARY_TITLE_MIN} to ${LIBRARY_TITLE_MAX} characters`,
  summaryTooLong: `Keep the summary to ${LIBRARY_SUMMARY_MAX} characters or fewer`,
  bodyTooLong: `Keep the body to ${formatCount(LIBRARY_BODY_MAX)} characters or fewer`,
  bodyRequired: 'Write the body (Markdown)',
  urlInvalid: 'Enter a web address starting with https:// or http://',
  videoUrlRequired: 'A video link needs the address of the video',
  skillsTooMany: `Choose at most ${LIBRARY_SKILLS_MAX} skills`,
  kindInvalid: 'Choose a kind: guide, template, checklist or video link',
  audienceInvalid: 'Choose an audience: talent, employers or everyone',
  planInvalid: 'Choose the plan it needs: none, Lite or an employer plan',
  descriptionTooLong: `Keep the description to ${formatCount(LIBRARY_COLLECTION_DESCRIPTION_MAX)} characters or fewer`,
  itemsTooMany: `A collection holds at most ${LIBRARY_COLLECTION_ITEMS_MAX} resources`,
  itemsRepeated: 'A resource can appear only once in a collection',
  progressInvalid: 'Send started or completed',
} as const;

const titleSchema = z
  .string({ error: LIBRARY_MESSAGES.titleLength })
  .check(
    z.trim(),
    z.minLength(LIBRARY_TITLE_MIN, LIBRARY_MESSAGES.titleLength),
    z.maxLength(LIBRARY_TITLE_MAX, LIBRARY_MESSAGES.titleLength),
    storableText(),
  );

const resourceObject = z.object({
  title: titleSchema,
  kind: z.enum(LIBRARY_KINDS, { error: LIBRARY_MESSAGES.kindInvalid }),
  audience: z._default(
    z.enum(LIBRARY_AUDIENCES, { error: LIBRARY_MESSAGES.audienceInvalid }),
    'all',
  ),
  requiredPlan: z._default(z.enum(LIBRARY_PLANS, { error: LIBRARY_MESSAGES.planInvalid }), 'none'),
  /** Plain text, shown on cards (never rendered as HTML). */
  summary: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(LIBRARY_SUMMARY_MAX, LIBRARY_MESSAGES.summaryTooLong),
        storableText(),
      ),
    '',
  ),
  /** Markdown; rendered without raw HTML (the ui's renderer skips it). */
  body: z._default(
    z
      .string()
      .check(z.maxLength(LIBRARY_BODY_MAX, LIBRARY_MESSAGES.bodyTooLong), storableMultilineText()),
    '',
  ),
  videoUrl: blankAsUnset(
    z
      .string()
      .check(
        z.trim(),
        storableText(),
        z.maxLength(LIBRARY_URL_MAX, LIBRARY_MESSAGES.urlInvalid),
        z.refine(isWebAddress, LIBRARY_MESSAGES.urlInvalid),
      ),
  ),
  skills: z._default(
    z.array(idSchema).check(z.maxLength(LIBRARY_SKILLS_MAX, LIBRARY_MESSAGES.skillsTooMany)),
    [],
  ),
});
type ResourceOut = z.output<typeof resourceObject>;

/**
 * The body of POST /api/admin/library/resources and PUT …/{id} (admins): title, kind, audience,
 * required plan, a plain-text summary, the Markdown body (needed by every kind but a video link)
 * and a video link (needed by a video link, a web address). Created as a draft.
 */
export const libraryResourceInputSchema = resourceObject.check(
  z.refine<ResourceOut>((r) => r.kind !== 'video' || r.videoUrl !== undefined, {
    message: LIBRARY_MESSAGES.videoUrlRequired,
    path: ['videoUrl'],
  }),
  z.refine<ResourceOut>((r) => r.kind === 'video' || r.body.trim() !== '', {
    message: LIBRARY_MESSAGES.bodyRequired,
    path: ['body'],
  }),
);
export type LibraryResourceInputValues = z.input<typeof libraryResourceInputSchema>;
export type LibraryResourceInput = z.output<typeof libraryResourceInputSchema>;

/**
 * The query of GET /api/library/resources: a search over title, summary and body (of readable
 * resources only: a locked body is never searched), filters on kind, audience (one's own and
 * those for all), the plan, a skill; newest first, paged.
 */
export const libraryQuerySchema = z.extend(cursorQuerySchema, {
  q: blankAsUnset(z.string().check(z.trim(), z.maxLength(LIBRARY_SEARCH_MAX), storableText())),
  kind: blankAsUnset(z.enum(LIBRARY_KINDS)),
  audience: blankAsUnset(z.enum(LIBRARY_AUDIENCES)),
  plan: blankAsUnset(z.enum(LIBRARY_PLANS)),
  skill: blankAsUnset(coercedIdSchema),
});
export type LibraryQueryInput = z.input<typeof libraryQuerySchema>;
export type LibraryQuery = z.output<typeof libraryQuerySchema>;

/** The body of PUT /api/library/resources/{id}/progress: opened (`started`) or `completed`. */
export const libraryProgressInputSchema = z.object({
  state: z.enum(LIBRARY_PROGRESS_INPUTS, { error: LIBRARY_MESSAGES.progressInvalid }),
});
export type LibraryProgressInputValues = z.input<typeof libraryProgressInputSchema>;

/**
 * The body of POST /api/admin/library/collections and PUT …/{id} (admins): title, plain-text
 * description and the resources in order (each once, at most 50).
 */
export const libraryCollectionInputSchema = z.object({
  title: titleSchema,
  description: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(LIBRARY_COLLECTION_DESCRIPTION_MAX, LIBRARY_MESSAGES.descriptionTooLong),
        storableMultilineText(),
      ),
    '',
  ),
  resourceIds: z._default(
    z.array(idSchema).check(
      z.maxLength(LIBRARY_COLLECTION_ITEMS_MAX, LIBRARY_MESSAGES.itemsTooMany),
      z.refine((ids) => new Set(ids).size === ids.length, LIBRARY_MESSAGES.itemsRepeated),
    ),
    [],
  ),
});
export type LibraryCollectionInputValues = z.input<typeof libraryCollectionInputSchema>;
export type LibraryCollectionInput = z.output<typeof libraryCollectionInputSchema>;

/** The path of one attachment: `/api/library/resources/{id}/attachments/{attachmentId}`. */
export const libraryAttachmentParamsSchema = z.object({
  id: coercedIdSchema,
  attachmentId: coercedIdSchema,
});
export type LibraryAttachmentParams = z.output<typeof libraryAttachmentParamsSchema>;

// Answers

/** A file attached to a resource (a template), downloaded through its own route. */
export const libraryAttachmentSchema = z.object({
  id: idSchema,
  fileName: z.string(),
  contentType: z.string(),
  size: z.int().check(z.nonnegative()),
});
export type LibraryAttachment = z.output<typeof libraryAttachmentSchema>;

/**
 * A resource as lists show it: never its body. `locked`: the reader lacks the plan it needs (the
 * resource page shows the upgrade path instead of the body); `progress` is the reader's.
 */
export const libraryResourceSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  kind: z.enum(LIBRARY_KINDS),
  audience: z.enum(LIBRARY_AUDIENCES),
  requiredPlan: z.enum(LIBRARY_PLANS),
  summary: z.string(),
  skills: z.array(idSchema),
  status: z.enum(LIBRARY_STATUSES),
  publishedAt: z.nullable(timestampSchema),
  updatedAt: timestampSchema,
  attachmentCount: z.int().check(z.nonnegative()),
  locked: z.boolean(),
  progress: z.enum(LIBRARY_PROGRESS),
});
export type LibraryResourceSummary = z.output<typeof libraryResourceSummarySchema>;
export const libraryResourcePageSchema = cursorPageSchema(libraryResourceSummarySchema);
export type LibraryResourcePage = z.output<typeof libraryResourcePageSchema>;

/**
 * One resource: the summary with its Markdown body, video link and files — all three `null` / empty
 * when locked (the server never sends them to a reader without the plan).
 */
export const libraryResourceSchema = z.extend(libraryResourceSummarySchema, {
  body: z.nullable(z.string()),
  videoUrl: z.nullable(z.string()),
  attachments: z.array(libraryAttachmentSchema),
});
export type LibraryResource = z.output<typeof libraryResourceSchema>;

/** A collection's progress for the reader: resources completed of all, and the state. */
export const libraryCollectionProgressSchema = z.object({
  completed: z.int().check(z.nonnegative()),
  total: z.int().check(z.nonnegative()),
  state: z.enum(LIBRARY_PROGRESS),
});

/**
 * A collection: its resources in order (readers see the published ones only) and the reader's
 * progress through them.
 */
export const libraryCollectionSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  status: z.enum(LIBRARY_STATUSES),
  publishedAt: z.nullable(timestampSchema),
  items: z.array(libraryResourceSummarySchema),
  progress: libraryCollectionProgressSchema,
});
export type LibraryCollection = z.output<typeof libraryCollectionSchema>;
export const libraryCollectionListSchema = z.array(libraryCollectionSchema);
