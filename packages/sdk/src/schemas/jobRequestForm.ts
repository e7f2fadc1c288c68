import * as z from 'zod/mini';
import { DESCRIPTION_REQUIRED, TITLE_REQUIRED } from '../constants/texts';
import {
  DEFAULT_RATE_TYPE,
  DURATIONS,
  EXPERIENCE_LEVELS,
  JOB_REQUEST_DESCRIPTION_MAX,
  JOB_REQUEST_SKILLS_MAX,
  JOB_REQUEST_TITLE_MAX,
  JOB_REQUEST_TYPES,
  LOCATION_TYPES,
  RATE_MAX,
  RATE_TYPES,
  REQUEST_TARGETS,
  SHORT_TEXT_MAX,
} from '../vocabulary';
import type { JobRequest } from './jobRequest';
import { amountSchema, blankAsUnset, coercedIdSchema, isoDateSchema } from './fields';
import { storableMultilineText, storableText } from './text';

/** The field error of a rate range whose maximum is below its minimum (not shown in SPEC). */
export const RATE_RANGE_MESSAGE = 'Maximum rate must be at least the minimum rate';
/** The field error of a direct request without its talent (not shown in SPEC). */
export const DIRECT_TALENT_MESSAGE = 'Choose a talent for a direct request';
/** The field error of a date no calendar has (year 0000; not shown in SPEC). */
export const INVALID_DATE_MESSAGE = 'Invalid date';

/**
 * A required, trimmed text whose missing, empty or whitespace-only value fails with `message`;
 * line breaks only where `multiline`.
 */
function requiredText(message: string, max: number, multiline = false) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? message : undefined) })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max),
      multiline ? storableMultilineText() : storableText(),
    );
}

/** An optional, trimmed short text (location, department). */
const optionalText = () =>
  blankAsUnset(z.string().check(z.trim(), z.maxLength(SHORT_TEXT_MAX), storableText()));

/** A rate in US dollars, at most what the rate columns hold. */
const rateSchema = blankAsUnset(amountSchema.check(z.lte(RATE_MAX)));

/** Skill ids, string ids converted to numbers (SPEC §5), each listed once. */
const skillIdsSchema = z
  .pipe(
    z.array(coercedIdSchema),
    z.transform((ids: number[]) => [...new Set(ids)]),
  )
  .check(z.maxLength(JOB_REQUEST_SKILLS_MAX));

/** A deadline: an ISO date or timestamp of a real calendar year. */
const deadlineSchema = isoDateSchema.check(
  z.refine((value: string) => !value.startsWith('0000'), { message: INVALID_DATE_MESSAGE }),
);

/** Whether a rate range is in order; a fixed price has one amount, so no range to order. */
const rateRangeInOrder = (form: {
  rateType: string;
  minRate?: number | undefined;
  maxRate?: number | undefined;
}) =>
  form.rateType === 'fixed' ||
  form.minRate === undefined ||
  form.maxRate === undefined ||
  form.minRate <= form.maxRate;

/** Every field of the job request form, with its rules (SPEC §5) and what "not set" means. */
const jobRequestFormFields = z.object({
  title: requiredText(TITLE_REQUIRED, JOB_REQUEST_TITLE_MAX),
  description: requiredText(DESCRIPTION_REQUIRED, JOB_REQUEST_DESCRIPTION_MAX, true),
  type: z._default(z.enum(JOB_REQUEST_TYPES), 'job'),
  minRate: rateSchema,
  maxRate: rateSchema,
  rateType: z._default(z.enum(RATE_TYPES), DEFAULT_RATE_TYPE),
  location: optionalText(),
  department: optionalText(),
  experience: blankAsUnset(z.enum(EXPERIENCE_LEVELS)),
  duration: blankAsUnset(z.enum(DURATIONS)),
  locationType: blankAsUnset(z.enum(LOCATION_TYPES)),
  skills: z._default(skillIdsSchema, []),
  /** Not shown: an ISO date (`YYYY-MM-DD`) or timestamp; blank means no deadline. */
  deadline: blankAsUnset(deadlineSchema),
  /** Not shown: `direct` sends the request to `talentId` only (SPEC §3 requestTarget). */
  requestTarget: z._default(z.enum(REQUEST_TARGETS), 'public'),
  /** Not shown: the talent a direct request goes to; required when requestTarget is direct. */
  talentId: blankAsUnset(coercedIdSchema),
});

/** The names of the job request form's fields, in the order the form shows them. */
export const JOB_REQUEST_FORM_FIELDS = /* @__PURE__ */ Object.keys(
  jobRequestFormFields.shape,
) as readonly (keyof z.input<typeof jobRequestFormFields>)[];

/**
 * The job request form (SPEC §5), sent by POST /api/job-requests and PATCH /api/job-requests/{id}
 * and validated with this very schema on both sides. Title and description are required with
 * SPEC's messages; rates are coerced numbers where an empty string means "not set", the maximum
 * never below the minimum; rateType defaults to hourly; skills default to [] with string ids
 * converted to numbers.
 *
 * Its output is the form ready to store, normalised here and nowhere else: SPEC §4 "on submit
 * with fixed, maxRate is dropped" (the single price lives in minRate); skills listed once; a
 * public request names no talent.
 */
export const jobRequestFormSchema = z.pipe(
  jobRequestFormFields.check(
    z.refine((form) => form.requestTarget !== 'direct' || form.talentId !== undefined, {
      message: DIRECT_TALENT_MESSAGE,
      path: ['talentId'],
    }),
    z.refine(rateRangeInOrder, { message: RATE_RANGE_MESSAGE, path: ['maxRate'] }),
  ),
  z.transform(({ maxRate, talentId, ...form }) => ({
    ...form,
    ...(form.rateType === 'fixed' ? {} : { maxRate }),
    ...(form.requestTarget === 'direct' ? { talentId } : {}),
  })),
);
export type JobRequestFormInput = z.input<typeof jobRequestFormSchema>;
export type JobRequestForm = z.output<typeof jobRequestFormSchema>;

/** The form's values: what a form library holds, every field present. */
export type JobRequestFormValues = Required<JobRequestFormInput>;

/** The fields' starting values that are not an empty input: SPEC §5's defaults, a public target. */
const STARTING_VALUES = {
  type: 'job',
  rateType: DEFAULT_RATE_TYPE,
  skills: [],
  requestTarget: 'public',
} as const satisfies Partial<JobRequestFormValues>;

/**
 * The form's values before anything is typed: an empty input (`''`) for every field, SPEC §5's
 * defaults (type job, rateType hourly, no skills) and a public target.
 */
export const EMPTY_JOB_REQUEST_FORM: JobRequestFormValues = {
  ...(Object.fromEntries(JOB_REQUEST_FORM_FIELDS.map((field) => [field, ''])) as Record<
    keyof JobRequestFormValues,
    ''
  >),
  ...STARTING_VALUES,
};

/**
 * A stored job request as the form's values, for editing it: every form field taken from the
 * request, unset ones as empty inputs, the deadline as the date input's `YYYY-MM-DD`.
 */
export function toJobRequestFormValues(request: JobRequest): JobRequestFormValues {
  const values = Object.fromEntries(
    JOB_REQUEST_FORM_FIELDS.map((field) => [field, request[field] ?? '']),
  ) as JobRequestFormValues;
  return { ...values, deadline: request.deadline?.slice(0, 10) ?? '' };
}
