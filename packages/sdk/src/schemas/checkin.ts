import * as z from 'zod/mini';
import {
  DEFAULT_CHECKIN_QUESTIONS,
  isTimeOfDay,
  isValidTimeZone,
  type CheckinQuestion,
} from '../rules/checkins';
import {
  CADENCE_KINDS,
  CHECKIN_ANSWER_MAX,
  CHECKIN_CHOICE_OPTIONS_MAX,
  CHECKIN_COMMENT_MAX,
  CHECKIN_EVERY_DAYS_MAX,
  CHECKIN_FILTER_STATES,
  CHECKIN_NUMBER_ANSWER_MAX,
  CHECKIN_QUESTION_LABEL_MAX,
  CHECKIN_QUESTIONS_MAX,
  CHECKIN_STATES,
  ENGAGEMENT_SIDES,
  ENGAGEMENT_STATUSES,
  QUESTION_TYPES,
  REVIEW_STATES,
  TIMEZONE_MAX,
  WEEKDAYS,
} from '../vocabulary';
import {
  blankAsUnset,
  coercedIdSchema,
  coercedNumberSchema,
  idSchema,
  timestampSchema,
} from './fields';
import { cursorPageSchema, cursorQuerySchema } from './page';
import { storableMultilineText, storableText } from './text';
import { userSummarySchema } from './user';
import { formatCount } from '../rules/numbers';

/** The field errors of the check-in forms (designed; SPEC shows none). */
export const CHECKIN_MESSAGES = {
  weekdaysRequired: 'Choose at least one day',
  everyDaysInvalid: `Enter a number of days from 1 to ${CHECKIN_EVERY_DAYS_MAX}`,
  timeInvalid: 'Enter a time as HH:MM',
  timezoneInvalid: 'Choose a valid time zone',
  questionsRequired: 'Ask at least one question',
  questionsTooMany: `Ask at most ${CHECKIN_QUESTIONS_MAX} questions`,
  questionLabelRequired: 'Every question needs a text',
  questionIdsRepeated: 'Two questions have the same key',
  choiceOptions: `A choice question needs 2 to ${CHECKIN_CHOICE_OPTIONS_MAX} options`,
  answerRequired: 'Answer this question',
  answerTooLong: `Keep the answer to ${formatCount(CHECKIN_ANSWER_MAX)} characters or fewer`,
  numberInvalid: `Enter a number from 0 to ${formatCount(CHECKIN_NUMBER_ANSWER_MAX)}`,
  choiceInvalid: 'Choose one of the options',
  commentRequired: 'Say what should change',
  commentTooLong: `Keep the comment to ${formatCount(CHECKIN_COMMENT_MAX)} characters or fewer`,
} as const;

/** A question's key: lower-case letters, digits and `_`, starting with a letter. */
export const questionIdSchema = z.string().check(z.regex(/^[a-z][a-z0-9_]{0,31}$/), storableText());

const labelSchema = z
  .string({ error: CHECKIN_MESSAGES.questionLabelRequired })
  .check(
    z.trim(),
    z.minLength(1, CHECKIN_MESSAGES.questionLabelRequired),
    z.maxLength(CHECKIN_QUESTION_LABEL_MAX),
    storableText(),
  );

/**
 * One check-in question (issue 16: types text, number, choice): a key, a text, whether it must be
 * answered, a choice's 2–10 options, and whether a text answer flags a blocker.
 */
export const checkinQuestionSchema = z
  .object({
    id: questionIdSchema,
    label: labelSchema,
    type: z.enum(QUESTION_TYPES),
    required: z._default(z.boolean(), false),
    options: z._default(
      z.array(
        z
          .string()
          .check(z.trim(), z.minLength(1), z.maxLength(CHECKIN_QUESTION_LABEL_MAX), storableText()),
      ),
      [],
    ),
    blocker: z._default(z.boolean(), false),
  })
  .check(
    z.refine(
      (q) =>
        q.type === 'choice'
          ? q.options.length >= 2 && q.options.length <= CHECKIN_CHOICE_OPTIONS_MAX
          : q.options.length === 0,
      { message: CHECKIN_MESSAGES.choiceOptions, path: ['options'] },
    ),
  );

/**
 * The body of PUT /api/engagements/{id}/schedule (issue 16): weekly on chosen weekdays or every N
 * days, at a local time in a time zone, with its questions (the defaults when none are sent).
 * Field errors on `weekdays`, `everyDays`, `time`, `timezone` and `questions`.
 */
export const scheduleInputSchema = z
  .object({
    cadence: z.enum(CADENCE_KINDS),
    weekdays: z._default(z.array(z.enum(WEEKDAYS)).check(z.maxLength(WEEKDAYS.length)), []),
    everyDays: z._default(
      z.pipe(
        coercedNumberSchema,
        z
          .int({ error: CHECKIN_MESSAGES.everyDaysInvalid })
          .check(
            z.gte(1, CHECKIN_MESSAGES.everyDaysInvalid),
            z.lte(CHECKIN_EVERY_DAYS_MAX, CHECKIN_MESSAGES.everyDaysInvalid),
          ),
      ),
      7,
    ),
    time: z
      .string({ error: CHECKIN_MESSAGES.timeInvalid })
      .check(storableText(), z.refine(isTimeOfDay, CHECKIN_MESSAGES.timeInvalid)),
    timezone: z
      .string({ error: CHECKIN_MESSAGES.timezoneInvalid })
      .check(
        storableText(),
        z.maxLength(TIMEZONE_MAX, CHECKIN_MESSAGES.timezoneInvalid),
        z.refine(isValidTimeZone, CHECKIN_MESSAGES.timezoneInvalid),
      ),
    questions: z._default(
      z
        .array(checkinQuestionSchema)
        .check(
          z.minLength(1, CHECKIN_MESSAGES.questionsRequired),
          z.maxLength(CHECKIN_QUESTIONS_MAX, CHECKIN_MESSAGES.questionsTooMany),
        ),
      () => DEFAULT_CHECKIN_QUESTIONS.map((q) => ({ ...q, options: [...q.options] })),
    ),
  })
  .check(
    z.refine((s) => s.cadence !== 'weekly' || s.weekdays.length > 0, {
      message: CHECKIN_MESSAGES.weekdaysRequired,
      path: ['weekdays'],
    }),
    z.refine((s) => new Set(s.questions.map((q) => q.id)).size === s.questions.length, {
      message: CHECKIN_MESSAGES.questionIdsRepeated,
      path: ['questions'],
    }),
  );
export type ScheduleInputValues = z.input<typeof scheduleInputSchema>;
export type ScheduleInput = z.output<typeof scheduleInputSchema>;

/** The body of PATCH /api/engagements/{id}: pause (a vacation) or resume. */
export const engagementStatusUpdateSchema = z.object({ status: z.enum(ENGAGEMENT_STATUSES) });
export type EngagementStatusUpdate = z.output<typeof engagementStatusUpdateSchema>;

const textAnswerSchema = z
  .string()
  .check(z.maxLength(CHECKIN_ANSWER_MAX, CHECKIN_MESSAGES.answerTooLong), storableMultilineText());

/**
 * The body of PUT /api/checkins/{id} (submit or edit): answers keyed by question id. Checked
 * against the check-in's own questions with {@link checkinAnswersSchema} (the server answers its
 * field errors keyed by question id).
 */
export const checkinSubmitSchema = z.object({
  answers: z
    .record(
      // Any key: the answers are checked against the check-in's questions, which ignore others.
      z.string().check(z.maxLength(64), storableText()),
      z.union([textAnswerSchema, z.number()]),
    )
    .check(
      z.refine((answers) => Object.keys(answers).length <= CHECKIN_QUESTIONS_MAX, {
        message: CHECKIN_MESSAGES.questionsTooMany,
      }),
    ),
});
export type CheckinSubmitInput = z.input<typeof checkinSubmitSchema>;
export type CheckinSubmit = z.output<typeof checkinSubmitSchema>;

/** One question's answer: a blank text is "no answer". */
function answerSchemaFor(question: CheckinQuestion) {
  const missing = (value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  const required = z.custom<unknown>((value) => !(question.required && missing(value)), {
    message: CHECKIN_MESSAGES.answerRequired,
    abort: true,
  });
  const unsetIfBlank = z.transform((value: unknown) => (missing(value) ? undefined : value));
  const typed =
    question.type === 'number'
      ? z.pipe(
          z.union([z.number(), z.string().check(storableText())], {
            error: CHECKIN_MESSAGES.numberInvalid,
          }),
          z.coerce
            .number<string | number>({ error: CHECKIN_MESSAGES.numberInvalid })
            .check(
              z.gte(0, CHECKIN_MESSAGES.numberInvalid),
              z.lte(CHECKIN_NUMBER_ANSWER_MAX, CHECKIN_MESSAGES.numberInvalid),
            ),
        )
      : question.type === 'choice'
        ? z.string().check(
            z.refine((value) => question.options.includes(value), {
              message: CHECKIN_MESSAGES.choiceInvalid,
            }),
          )
        : z
            .string({ error: CHECKIN_MESSAGES.answerRequired })
            .check(
              z.trim(),
              z.maxLength(CHECKIN_ANSWER_MAX, CHECKIN_MESSAGES.answerTooLong),
              storableMultilineText(),
            );
  return z.pipe(required, z.pipe(unsetIfBlank, z.optional(typed)));
}

/**
 * The answers to `questions`, keyed by question id (issue 16: answers validated against the
 * questions): a required question needs an answer, a number question a number from 0 up, a choice
 * one of its options; blank optional answers are dropped and unknown keys ignored. The check-in
 * form and the server run this same schema.
 */
export function checkinAnswersSchema(questions: readonly CheckinQuestion[]) {
  // Every question's key present (null when unanswered), so a missing answer meets its check.
  const unanswered = Object.fromEntries(questions.map((q) => [q.id, null]));
  const filled = z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((answers) => ({ ...unanswered, ...answers })),
  );
  const checked = z.pipe(
    filled,
    z.object(Object.fromEntries(questions.map((q) => [q.id, answerSchemaFor(q)]))),
  );
  return z.pipe(
    checked,
    z.transform(
      (answers: Record<string, string | number | undefined>) =>
        Object.fromEntries(
          Object.entries(answers).filter(([, value]) => value !== undefined),
        ) as Record<string, string | number>,
    ),
  );
}

/**
 * The body of POST /api/checkins/{id}/review: acknowledge, or ask for changes with a comment (a
 * comment is optional with an acknowledgement).
 */
export const checkinReviewSchema = z
  .object({
    decision: z.enum(REVIEW_STATES),
    comment: z._default(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(CHECKIN_COMMENT_MAX, CHECKIN_MESSAGES.commentTooLong),
          storableMultilineText(),
        ),
      '',
    ),
  })
  .check(
    z.refine((review) => review.decision !== 'changes_requested' || review.comment !== '', {
      message: CHECKIN_MESSAGES.commentRequired,
      path: ['comment'],
    }),
  );
export type CheckinReviewInput = z.input<typeof checkinReviewSchema>;
export type CheckinReview = z.output<typeof checkinReviewSchema>;

/** A yes/no filter that may arrive as query text. */
const flagSchema = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false'])]),
  z.transform((value) => value === true || value === 'true'),
);

/**
 * The query of GET /api/engagements: the caller's side (`talent`: engagements where they work;
 * `employer`: their company's), and filters on the engagement's status, its latest check-in's state
 * (`submitted` = waiting for review) and open blockers.
 */
export const engagementsQuerySchema = z.object({
  side: z.enum(ENGAGEMENT_SIDES),
  status: blankAsUnset(z.enum(ENGAGEMENT_STATUSES)),
  state: blankAsUnset(z.enum(CHECKIN_FILTER_STATES)),
  blockers: z.optional(flagSchema),
});
export type EngagementsQueryInput = z.input<typeof engagementsQuerySchema>;
export type EngagementsQuery = z.output<typeof engagementsQuerySchema>;

/** The query of GET /api/checkins (the talent's history): paged, optionally one engagement. */
export const checkinHistoryQuerySchema = z.extend(cursorQuerySchema, {
  engagementId: blankAsUnset(coercedIdSchema),
});
export type CheckinHistoryQueryInput = z.input<typeof checkinHistoryQuerySchema>;
export type CheckinHistoryQuery = z.output<typeof checkinHistoryQuerySchema>;

/** The query of GET /api/admin/check-ins: the period, in days up to now (default 30). */
export const adminCheckinsQuerySchema = z.object({
  days: z._default(z.pipe(coercedNumberSchema, z.int().check(z.gte(1), z.lte(365))), 30),
});
export type AdminCheckinsQueryInput = z.input<typeof adminCheckinsQuerySchema>;
export type AdminCheckinsQuery = z.output<typeof adminCheckinsQuerySchema>;

/** The query of GET /api/admin/check-ins/engagements (drill-down): one company or one talent. */
export const adminCheckinEngagementsQuerySchema = z.object({
  companyId: blankAsUnset(coercedIdSchema),
  talentId: blankAsUnset(coercedIdSchema),
});
export type AdminCheckinEngagementsQueryInput = z.input<typeof adminCheckinEngagementsQuerySchema>;
export type AdminCheckinEngagementsQuery = z.output<typeof adminCheckinEngagementsQuerySchema>;

// Answers

/** An engagement's schedule as stored, with when its next check-in falls due (null: paused). */
export const checkinScheduleSchema = z.object({
  cadence: z.enum(CADENCE_KINDS),
  weekdays: z.array(z.enum(WEEKDAYS)),
  everyDays: z.int(),
  time: z.string(),
  timezone: z.string(),
  startsOn: z.string(),
  questions: z.array(checkinQuestionSchema),
  nextDueAt: z.nullable(timestampSchema),
});
export type CheckinSchedule = z.output<typeof checkinScheduleSchema>;

/**
 * A check-in (issue 16): when it was due and turns late, its state, the questions it asked (as
 * they were when it fell due), the answers, the blocker flag, the review, and whether the talent
 * may still change it — with a summary of its engagement.
 */
export const checkinSchema = z.object({
  id: idSchema,
  engagementId: idSchema,
  /** The work: the job request, or (issue 18) for an order's engagement id null and the service's title. */
  jobRequest: z.object({ id: z.nullable(idSchema), title: z.string() }),
  employer: userSummarySchema,
  talent: userSummarySchema,
  dueAt: timestampSchema,
  lateAt: timestampSchema,
  state: z.enum(CHECKIN_STATES),
  questions: z.array(checkinQuestionSchema),
  answers: z.nullable(z.record(z.string(), z.union([z.string(), z.number()]))),
  hasBlockers: z.boolean(),
  submittedAt: z.nullable(timestampSchema),
  reviewState: z.nullable(z.enum(REVIEW_STATES)),
  reviewComment: z.nullable(z.string()),
  reviewedAt: z.nullable(timestampSchema),
  editable: z.boolean(),
});
export type Checkin = z.output<typeof checkinSchema>;

export const checkinListSchema = z.array(checkinSchema);
export const checkinPageSchema = cursorPageSchema(checkinSchema);
export type CheckinPage = z.output<typeof checkinPageSchema>;

/**
 * An engagement (issue 16: starts when a bid is accepted): who works for whom on which request,
 * its status and schedule, its latest check-in, and whether a blocker is open (a blocked check-in
 * not yet acknowledged).
 */
export const engagementSchema = z.object({
  id: idSchema,
  /** The accepted bid; null for a marketplace order's engagement (issue 18). */
  bidId: z.nullable(idSchema),
  /** The work: the job request, or (issue 18) for an order's engagement id null and the service's title. */
  jobRequest: z.object({ id: z.nullable(idSchema), title: z.string() }),
  /** Issue 18: the marketplace order it started from (absent or null for a bid's). */
  orderId: z.optional(z.nullable(idSchema)),
  employer: userSummarySchema,
  talent: userSummarySchema,
  status: z.enum(ENGAGEMENT_STATUSES),
  startedAt: timestampSchema,
  schedule: z.nullable(checkinScheduleSchema),
  latest: z.nullable(checkinSchema),
  openBlockers: z.boolean(),
});
export type Engagement = z.output<typeof engagementSchema>;
export const engagementListSchema = z.array(engagementSchema);

/** One engagement with its recent check-ins, newest first. */
export const engagementDetailsSchema = z.extend(engagementSchema, {
  checkins: z.array(checkinSchema),
});
export type EngagementDetails = z.output<typeof engagementDetailsSchema>;

const countSchema = z.int().check(z.nonnegative());
/** Check-in figures of a group: how many fell due, were overdue, missed; open blockers. */
export const checkinStatsSchema = z.object({
  engagements: countSchema,
  checkins: countSchema,
  submitted: countSchema,
  overdue: countSchema,
  missed: countSchema,
  /** overdue / checkins, 0–1 (0 when none fell due). */
  overdueRate: z.number(),
  /** missed / checkins, 0–1. */
  missedRate: z.number(),
  openBlockers: countSchema,
});
export type CheckinStats = z.output<typeof checkinStatsSchema>;

const statsRowSchema = z.extend(checkinStatsSchema, { id: idSchema, name: z.string() });
export type CheckinStatsRow = z.output<typeof statsRowSchema>;

/**
 * The answer of GET /api/admin/check-ins: the figures over the last `days` days, overall, by
 * company and by talent (worst overdue rate first).
 */
export const adminCheckinStatsSchema = z.object({
  days: z.int(),
  totals: checkinStatsSchema,
  byCompany: z.array(statsRowSchema),
  byTalent: z.array(statsRowSchema),
});
export type AdminCheckinStats = z.output<typeof adminCheckinStatsSchema>;
