import * as z from 'zod/mini';
import { JOB_REQUEST_TYPES } from '../constants/domain';
import {
  amountSchema,
  blankAsUnset,
  coercedIdSchema,
  idSchema,
  isoDateSchema,
  timestampSchema,
} from './fields';
import { cursorPageSchema } from './page';

/** Job request types (SPEC §3), defined with the constants so UIs need no schema for them. */
export { JOB_REQUEST_TYPES };
export type JobRequestType = (typeof JOB_REQUEST_TYPES)[number];

/** Rate types (SPEC §3); `fixed` shows one "Fixed Price (USD)" field (SPEC §4). */
export const RATE_TYPES = [
  'hourly',
  'daily',
  'weekly',
  'monthly',
  'annual',
  'fixed',
  'per_unit',
] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** Location types (SPEC §3). */
export const LOCATION_TYPES = ['remote', 'onsite', 'hybrid'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** Experience levels (SPEC §3). */
export const EXPERIENCE_LEVELS = ['junior', 'mid', 'senior', 'expert'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** Durations (SPEC §3). */
export const DURATIONS = [
  '1-week',
  '2-weeks',
  '1-month',
  '3-months',
  '6-months',
  'ongoing',
] as const;
export type Duration = (typeof DURATIONS)[number];

/**
 * Job request statuses. SPEC §3 shows only the default `active`; not shown: `paused` (hidden from
 * talent, can be resumed), `closed` (ended by the employer), `filled` (a bid was accepted).
 */
export const JOB_REQUEST_STATUSES = ['active', 'paused', 'closed', 'filled'] as const;
export type JobRequestStatus = (typeof JOB_REQUEST_STATUSES)[number];

/** Who sees a job request (SPEC §3 account context): everyone, or one talent directly. */
export const REQUEST_TARGETS = ['public', 'direct'] as const;
export type RequestTarget = (typeof REQUEST_TARGETS)[number];

/** Longest title (not shown in SPEC). */
export const JOB_REQUEST_TITLE_MAX = 200;
/** Longest description (not shown in SPEC). */
export const JOB_REQUEST_DESCRIPTION_MAX = 10_000;

/** A required, trimmed text whose missing, empty or whitespace-only value fails with `message`. */
function requiredText(message: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? message : undefined) })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max));
}

/**
 * The job request form (SPEC §5), sent by POST /api/job-requests and PATCH /api/job-requests/{id}.
 * Title and description are required with SPEC's messages; rates are coerced numbers where an
 * empty string means "not set"; rateType defaults to hourly; skills default to [] with string ids
 * converted to numbers. The fixed-price normalisation (SPEC §4) is `normaliseJobRequest` in rules.
 */
export const jobRequestFormSchema = z
  .object({
    title: requiredText('Title is required', JOB_REQUEST_TITLE_MAX),
    description: requiredText('Description is required', JOB_REQUEST_DESCRIPTION_MAX),
    type: z._default(z.enum(JOB_REQUEST_TYPES), 'job'),
    minRate: blankAsUnset(amountSchema),
    maxRate: blankAsUnset(amountSchema),
    rateType: z._default(z.enum(RATE_TYPES), 'hourly'),
    location: blankAsUnset(z.string().check(z.trim(), z.maxLength(200))),
    department: blankAsUnset(z.string().check(z.trim(), z.maxLength(200))),
    experience: blankAsUnset(z.enum(EXPERIENCE_LEVELS)),
    duration: blankAsUnset(z.enum(DURATIONS)),
    locationType: blankAsUnset(z.enum(LOCATION_TYPES)),
    skills: z._default(z.array(coercedIdSchema), []),
    /** Not shown: an ISO date (`YYYY-MM-DD`) or timestamp; blank means no deadline. */
    deadline: blankAsUnset(isoDateSchema),
    /** Not shown: `direct` sends the request to `talentId` only (SPEC §3 requestTarget). */
    requestTarget: z._default(z.enum(REQUEST_TARGETS), 'public'),
    /** Not shown: the talent a direct request goes to; required when requestTarget is direct. */
    talentId: blankAsUnset(coercedIdSchema),
  })
  .check(
    z.refine((form) => form.requestTarget !== 'direct' || form.talentId !== undefined, {
      message: 'Choose a talent for a direct request',
      path: ['talentId'],
    }),
  );
export type JobRequestFormInput = z.input<typeof jobRequestFormSchema>;
export type JobRequestForm = z.output<typeof jobRequestFormSchema>;

/** The body of PATCH /api/job-requests/{id}/status (not shown: pausing, closing, filling). */
export const jobRequestStatusUpdateSchema = z.object({ status: z.enum(JOB_REQUEST_STATUSES) });
export type JobRequestStatusUpdate = z.infer<typeof jobRequestStatusUpdateSchema>;

/** A stored job request (SPEC §3); optional fields are `null` when not set. */
export const jobRequestSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  type: z.enum(JOB_REQUEST_TYPES),
  minRate: z.nullable(z.number()),
  maxRate: z.nullable(z.number()),
  rateType: z.enum(RATE_TYPES),
  location: z.nullable(z.string()),
  locationType: z.nullable(z.enum(LOCATION_TYPES)),
  department: z.nullable(z.string()),
  experience: z.nullable(z.enum(EXPERIENCE_LEVELS)),
  duration: z.nullable(z.enum(DURATIONS)),
  skills: z.array(idSchema),
  employerId: idSchema,
  status: z._default(z.enum(JOB_REQUEST_STATUSES), 'active'),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  deadline: z.nullable(isoDateSchema),
  /** Not shown: whether the request is public or sent to one talent. */
  requestTarget: z.enum(REQUEST_TARGETS),
  /** Not shown: the talent of a direct request, else null. */
  talentId: z.nullable(idSchema),
});
export type JobRequest = z.output<typeof jobRequestSchema>;

/**
 * A job request as listings and GET /api/job-requests/{id} answer: the entity plus what the cards
 * show (not shown in SPEC): the employer's display name and company, and how many bids it has
 * (issue 3: the employer's own listing shows the bids count).
 */
export const jobRequestDetailsSchema = z.extend(jobRequestSchema, {
  employerName: z.string(),
  companyName: z.nullable(z.string()),
  companyLogo: z.nullable(z.string()),
  bidsCount: z.int().check(z.nonnegative()),
});
export type JobRequestDetails = z.output<typeof jobRequestDetailsSchema>;

/** One page of job requests (cursor pagination, newest first). */
export const jobRequestPageSchema = cursorPageSchema(jobRequestDetailsSchema);
export type JobRequestPage = z.output<typeof jobRequestPageSchema>;
