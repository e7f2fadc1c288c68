import * as z from 'zod/mini';
import { JOB_REQUEST_TYPES, LOCATION_TYPES, RATE_TYPES, SEARCH_TEXT_MAX } from '../vocabulary';
import { blankAsUnset, timestampSchema } from './fields';
import { storableText } from './text';
import { cursorPageSchema, cursorQuerySchema } from './page';

/** An external job's id: an Airtable record id, which begins with "rec" (SPEC §3). */
export const externalJobIdSchema = z
  .string()
  .check(z.startsWith('rec'), z.maxLength(100), storableText());

/**
 * A job from the external feed, GET /api/airtable/jobs (not shown): a job request's display fields,
 * free-text skill names (the feed knows no skill ids), and the link to apply on the source site.
 */
export const externalJobSchema = z.object({
  id: externalJobIdSchema,
  title: z.string(),
  company: z.nullable(z.string()),
  description: z.nullable(z.string()),
  type: z.enum(JOB_REQUEST_TYPES),
  location: z.nullable(z.string()),
  locationType: z.nullable(z.enum(LOCATION_TYPES)),
  minRate: z.nullable(z.number()),
  maxRate: z.nullable(z.number()),
  rateType: z.nullable(z.enum(RATE_TYPES)),
  skills: z.array(z.string()),
  url: z.nullable(z.string()),
  postedAt: z.nullable(timestampSchema),
});
export type ExternalJob = z.output<typeof externalJobSchema>;

/** The query of GET /api/airtable/jobs (not shown): free text, a type, and the page cursor. */
export const externalJobsQuerySchema = z.extend(cursorQuerySchema, {
  q: blankAsUnset(z.string().check(z.trim(), z.maxLength(SEARCH_TEXT_MAX), storableText())),
  type: blankAsUnset(z.enum(JOB_REQUEST_TYPES)),
});
export type ExternalJobsQueryInput = z.input<typeof externalJobsQuerySchema>;
export type ExternalJobsQuery = z.output<typeof externalJobsQuerySchema>;

/** One page of external jobs, newest first (not shown). */
export const externalJobPageSchema = cursorPageSchema(externalJobSchema);
export type ExternalJobPage = z.output<typeof externalJobPageSchema>;

/** The `{id}` of GET /api/airtable/jobs/{id}. */
export const externalJobParamsSchema = z.object({ id: externalJobIdSchema });
export type ExternalJobParams = z.output<typeof externalJobParamsSchema>;
