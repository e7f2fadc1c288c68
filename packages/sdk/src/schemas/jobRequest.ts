import * as z from 'zod/mini';
import {
  DURATIONS,
  EXPERIENCE_LEVELS,
  JOB_REQUEST_STATUSES,
  JOB_REQUEST_TYPES,
  LOCATION_TYPES,
  RATE_TYPES,
  REQUEST_TARGETS,
} from '../vocabulary';
import { idSchema, isoDateSchema, timestampSchema } from './fields';
import { cursorPageSchema } from './page';

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
