import * as z from 'zod/mini';
import { amountSchema, blankAsUnset, coercedIdSchema } from './fields';
import {
  EXPERIENCE_LEVELS,
  JOB_REQUEST_STATUSES,
  JOB_REQUEST_TYPES,
  LOCATION_TYPES,
  JOB_REQUEST_SKILLS_MAX,
  REQUEST_TARGETS,
  SEARCH_TEXT_MAX,
} from '../vocabulary';
import { RATE_RANGE_MESSAGE } from './jobRequestForm';
import { cursorQuerySchema } from './page';
import { storableText } from './text';

/**
 * A list of skill ids in a query string: `skills=1,2,3`, repeated `skills` values, or numbers.
 * Blank parts are ignored.
 */
export const skillIdListSchema = z.pipe(
  z.pipe(
    z.union([
      z.string().check(storableText()),
      z.number(),
      z.array(z.union([z.string().check(storableText()), z.number()])),
    ]),
    z.transform((value): (string | number)[] =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => String(part).split(','))
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
  ),
  z.array(coercedIdSchema).check(z.maxLength(JOB_REQUEST_SKILLS_MAX)),
);

/**
 * The query of GET /api/job-requests, an employer's own requests (issue 3; not shown: filter by
 * status and type, newest first, with each request's bids count).
 */
export const ownJobRequestsQuerySchema = z.extend(cursorQuerySchema, {
  status: blankAsUnset(z.enum(JOB_REQUEST_STATUSES)),
  type: blankAsUnset(z.enum(JOB_REQUEST_TYPES)),
});
export type OwnJobRequestsQueryInput = z.input<typeof ownJobRequestsQuerySchema>;
export type OwnJobRequestsQuery = z.output<typeof ownJobRequestsQuerySchema>;

/**
 * The query of GET /api/job-requests/browse, the talent's opportunities (issue 3; not shown):
 * active public requests plus direct ones sent to this talent, filtered by type, skills (any of),
 * rate range (requests whose range overlaps it), locationType, experience, target and free text
 * `q` (full-text over title and description); newest first, or with `q` ranked by relevance (ties
 * newest first; the newest 100 matches are ranked). A rate range's maximum is never below its
 * minimum.
 */
export const browseJobRequestsQuerySchema = z
  .extend(cursorQuerySchema, {
    type: blankAsUnset(z.enum(JOB_REQUEST_TYPES)),
    skills: blankAsUnset(skillIdListSchema),
    minRate: blankAsUnset(amountSchema),
    maxRate: blankAsUnset(amountSchema),
    locationType: blankAsUnset(z.enum(LOCATION_TYPES)),
    experience: blankAsUnset(z.enum(EXPERIENCE_LEVELS)),
    requestTarget: blankAsUnset(z.enum(REQUEST_TARGETS)),
    q: blankAsUnset(z.string().check(z.trim(), z.maxLength(SEARCH_TEXT_MAX), storableText())),
  })
  .check(
    z.refine(
      (query) =>
        query.minRate === undefined ||
        query.maxRate === undefined ||
        query.minRate <= query.maxRate,
      { message: RATE_RANGE_MESSAGE, path: ['maxRate'] },
    ),
  );
export type BrowseJobRequestsQueryInput = z.input<typeof browseJobRequestsQuerySchema>;
export type BrowseJobRequestsQuery = z.output<typeof browseJobRequestsQuerySchema>;
