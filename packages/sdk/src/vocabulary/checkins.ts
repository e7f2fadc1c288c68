/**
 * Job check-ins (issue 16): the engagement that starts when a bid is accepted, the schedule an
 * employer sets on it, and the check-ins a talent answers. The anchors: Geekbot-style async
 * stand-ups (schedule, questions, timezone, pause), Deel timesheets (editable only until
 * reviewed), Upwork's weekly lock.
 */

/** An engagement is checked in on (`active`) or paused (a vacation: no check-ins fall due). */
export const ENGAGEMENT_STATUSES = ['active', 'paused'] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];

/** How often check-ins fall due: weekly on chosen weekdays, or every N days. */
export const CADENCE_KINDS = ['weekly', 'every_n_days'] as const;
export type CadenceKind = (typeof CADENCE_KINDS)[number];

/** The days of a weekly schedule, Monday first (ISO 8601 order). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** What a check-in question takes: free text, a number, or one of its options. */
export const QUESTION_TYPES = ['text', 'number', 'choice'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/**
 * A check-in's state (issue 16): `due` → `submitted` | `late` (past due plus the grace period) |
 * `missed` (the next one fell due before it was submitted). A late check-in can still be submitted.
 */
export const CHECKIN_STATES = ['due', 'submitted', 'late', 'missed'] as const;
export type CheckinState = (typeof CHECKIN_STATES)[number];

/** The employer's review of a submitted check-in: acknowledged, or changes asked for. */
export const REVIEW_STATES = ['acknowledged', 'changes_requested'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/**
 * The filters of an engagement list on its latest check-in: a check-in state (`submitted`: waiting
 * for review) or a review state.
 */
export const CHECKIN_FILTER_STATES = [
  'due',
  'late',
  'missed',
  'submitted',
  'acknowledged',
  'changes_requested',
] as const satisfies readonly (CheckinState | ReviewState)[];
export type CheckinFilterState = (typeof CHECKIN_FILTER_STATES)[number];

/**
 * What happened to an engagement or one of its check-ins, as a `checkin` live event says: a
 * schedule set, paused or resumed; a check-in fell due, turned late, was missed, submitted or
 * reviewed.
 */
export const CHECKIN_CHANGES = [
  'schedule',
  'paused',
  'resumed',
  'due',
  'late',
  'missed',
  'submitted',
  'reviewed',
] as const;
export type CheckinChange = (typeof CHECKIN_CHANGES)[number];

/** Which side of its engagements a person lists: the talent's, or the employer's. */
export const ENGAGEMENT_SIDES = ['talent', 'employer'] as const;
export type EngagementSide = (typeof ENGAGEMENT_SIDES)[number];

/**
 * How long after its due time a check-in turns late (designed: 24 hours, a stand-up answered the
 * next day is late, one answered the same day is not).
 */
export const CHECKIN_GRACE_PERIOD_MS = 24 * 60 * 60 * 1000;
/** Most questions a schedule may ask (designed: a stand-up stays short). */
export const CHECKIN_QUESTIONS_MAX = 12;
/** Longest question label. */
export const CHECKIN_QUESTION_LABEL_MAX = 200;
/** Most options of a choice question; at least two make a choice. */
export const CHECKIN_CHOICE_OPTIONS_MAX = 10;
/** Longest text answer. */
export const CHECKIN_ANSWER_MAX = 5000;
/** Largest number answer (hours in a year; a typo is refused rather than stored). */
export const CHECKIN_NUMBER_ANSWER_MAX = 10_000;
/** Longest review comment. */
export const CHECKIN_COMMENT_MAX = 2000;
/** Longest interval of an every-N-days schedule. */
export const CHECKIN_EVERY_DAYS_MAX = 31;
/** Longest IANA timezone name a schedule stores. */
export const TIMEZONE_MAX = 64;
