import {
  CHECKIN_GRACE_PERIOD_MS,
  WEEKDAYS,
  type CadenceKind,
  type CheckinState,
  type QuestionType,
  type ReviewState,
  type Weekday,
} from '../vocabulary';

/**
 * Job check-ins' rules (issue 16): when the next check-in falls due on a schedule kept in the
 * employer's timezone, what state a check-in is in at a time, and whether it can still be
 * changed. Time zones come from `Intl` (no time zone library): every runtime the sdk supports
 * ships the IANA database.
 */

/** One question of a check-in (see `checkinQuestionSchema`). */
export interface CheckinQuestion {
  /** A short key, unique in its schedule: answers are keyed by it. */
  id: string;
  label: string;
  type: QuestionType;
  /** Whether an answer is needed to submit. */
  required: boolean;
  /** A choice question's options; empty for the other types. */
  options: string[];
  /** A text question whose answer, when given, flags the check-in as blocked. */
  blocker: boolean;
}

/** A check-in's answers, keyed by question id; an unanswered optional question is absent. */
export type CheckinAnswers = Record<string, string | number>;

/**
 * The questions a new schedule asks (issue 16: progress, next steps, blockers, hours spent). Texts
 * designed here, once; an employer may change them per engagement.
 */
export const DEFAULT_CHECKIN_QUESTIONS: readonly CheckinQuestion[] = [
  {
    id: 'progress',
    label: 'What did you make progress on?',
    type: 'text',
    required: true,
    options: [],
    blocker: false,
  },
  {
    id: 'next_steps',
    label: 'What are your next steps?',
    type: 'text',
    required: true,
    options: [],
    blocker: false,
  },
  {
    id: 'blockers',
    label: 'Is anything blocking you?',
    type: 'text',
    required: false,
    options: [],
    blocker: true,
  },
  {
    id: 'hours',
    label: 'How many hours did you spend?',
    type: 'number',
    required: true,
    options: [],
    blocker: false,
  },
];

/** When check-ins fall due: the schedule's timing, without its questions. */
export interface CheckinCadence {
  cadence: CadenceKind;
  /** Weekly: the days it falls due on (at least one). */
  weekdays: readonly Weekday[];
  /** Every N days: N. */
  everyDays: number;
  /** The local time of day, `HH:MM` (24 h). */
  time: string;
  /** An IANA time zone name, e.g. `Europe/Berlin`. */
  timezone: string;
  /** Every N days: the local date counted from (`YYYY-MM-DD`), the first possible due day. */
  startsOn: string;
}

/** Whether `timezone` names a time zone this runtime knows (`Europe/Berlin`, `UTC`). */
export function isValidTimeZone(timezone: string): boolean {
  if (!timezone || timezone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/** Whether `time` is a 24-hour `HH:MM` time of day. */
export const isTimeOfDay = (time: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(time);

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of `date` in `timezone`. */
function wallClock(date: Date, timezone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timezone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far `timezone` is ahead of UTC at `date`, in ms. */
function offsetAt(date: Date, timezone: string): number {
  const w = wallClock(date, timezone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** The local date of `date` in `timezone`, `YYYY-MM-DD`. */
export function localDateOf(date: Date, timezone: string): string {
  const w = wallClock(date, timezone);
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/**
 * The instant of the wall-clock `time` on the local `date` (days since the epoch) in `timezone`.
 * A time skipped by a DST change (02:30 on a spring-forward night) is read with the offset before
 * the change, so it lands just after the gap (03:30); a time that happens twice (autumn) is the
 * first of the two.
 */
function zonedInstant(epochDay: number, time: string, timezone: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wall = epochDay * DAY_MS + hours * 3_600_000 + minutes * 60_000;
  // The offset a few hours either side of the wall time: the earlier one wins (first occurrence,
  // and the pre-gap offset for a skipped time).
  const before = offsetAt(new Date(wall - 12 * 3_600_000), timezone);
  const after = offsetAt(new Date(wall + 12 * 3_600_000), timezone);
  const first = new Date(wall - before);
  if (before === after) return first;
  // Where the wall time exists with the later offset only (after a spring-forward change), take it.
  const second = new Date(wall - after);
  const firstIsReal = offsetAt(first, timezone) === before;
  const secondIsReal = offsetAt(second, timezone) === after;
  if (firstIsReal && secondIsReal) return first < second ? first : second;
  if (firstIsReal) return first;
  if (secondIsReal) return second;
  return first;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const epochDayOf = (isoDate: string): number => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
};
/** ISO weekday of an epoch day: 1970-01-01 was a Thursday. */
const weekdayOf = (epochDay: number): Weekday => WEEKDAYS[(((epochDay + 3) % 7) + 7) % 7]!;

/**
 * The first due time of `schedule` strictly after `after`: its local `time`, in its `timezone`,
 * on the next day the cadence allows (weekly: one of its weekdays; every N days: N, 2N, … days
 * from `startsOn`, never before it). Null for a schedule that can never fall due (no weekday).
 */
export function nextCheckinDue(schedule: CheckinCadence, after: Date): Date | null {
  const { cadence, weekdays, everyDays, time, timezone, startsOn } = schedule;
  if (!isTimeOfDay(time) || !isValidTimeZone(timezone)) return null;
  if (cadence === 'weekly' && weekdays.length === 0) return null;
  if (cadence === 'every_n_days' && !(Number.isInteger(everyDays) && everyDays >= 1)) return null;
  // Start the day before `after`'s local date: a far-east zone's "yesterday" may still be ahead.
  const first = epochDayOf(localDateOf(after, timezone)) - 1;
  const start = epochDayOf(startsOn);
  const horizon = cadence === 'weekly' ? 9 : everyDays + 2;
  for (let day = first; day <= first + horizon; day++) {
    const allowed =
      cadence === 'weekly'
        ? weekdays.includes(weekdayOf(day))
        : day >= start && (day - start) % everyDays === 0;
    if (!allowed) continue;
    const due = zonedInstant(day, time, timezone);
    if (due.getTime() > after.getTime()) return due;
  }
  // `startsOn` lies beyond the horizon: its first day.
  if (cadence === 'every_n_days' && start > first + horizon) {
    return zonedInstant(start, time, timezone);
  }
  return null;
}

/**
 * The last due time of `schedule` at or before `now`, counted from `since` (exclusive): what the
 * scheduler creates when it finds a schedule due (times skipped while the server was down are not
 * created one by one; the latest stands for them). Null when none fell due in between.
 */
export function latestCheckinDue(schedule: CheckinCadence, since: Date, now: Date): Date | null {
  let latest: Date | null = null;
  let cursor = since;
  for (let guard = 0; guard < 1000; guard++) {
    const next = nextCheckinDue(schedule, cursor);
    if (!next || next.getTime() > now.getTime()) break;
    latest = next;
    cursor = next;
  }
  return latest;
}

/** What a check-in's state is read from. */
export interface CheckinTiming {
  dueAt: Date | string;
  submittedAt: Date | string | null;
  /** When it was marked missed (the next one fell due before it was submitted), else null. */
  missedAt?: Date | string | null;
}

const time = (value: Date | string): number =>
  typeof value === 'string' ? Date.parse(value) : value.getTime();

/** When a check-in due at `dueAt` turns late: `dueAt` plus {@link CHECKIN_GRACE_PERIOD_MS}. */
export const checkinLateAt = (dueAt: Date | string): Date =>
  new Date(time(dueAt) + CHECKIN_GRACE_PERIOD_MS);

/**
 * A check-in's state at `now` (issue 16): submitted once answered; missed once the next one fell
 * due unanswered; late past due plus the grace period; due before that.
 */
export function checkinStateAt(checkin: CheckinTiming, now: Date): CheckinState {
  if (checkin.submittedAt) return 'submitted';
  if (checkin.missedAt) return 'missed';
  if (now.getTime() >= checkinLateAt(checkin.dueAt).getTime()) return 'late';
  return 'due';
}

/**
 * Whether the talent may still submit or edit a check-in (issue 16, Deel's timesheets: editable
 * only until reviewed): a due or late one, or a submitted one not yet reviewed or sent back with
 * changes asked for. A missed or acknowledged one is locked.
 */
export function isCheckinEditable(
  checkin: CheckinTiming & { reviewState: ReviewState | null },
  now: Date,
): boolean {
  const state = checkinStateAt(checkin, now);
  if (state === 'missed') return false;
  return checkin.reviewState !== 'acknowledged';
}

/** Whether a submitted check-in can be reviewed: submitted, and not reviewed since. */
export const isCheckinReviewable = (checkin: {
  submittedAt: Date | string | null;
  reviewState: ReviewState | null;
}): boolean => checkin.submittedAt !== null && checkin.reviewState === null;

/** Whether answers flag a blocker: a blocker question answered with some text. */
export function checkinHasBlockers(
  questions: readonly Pick<CheckinQuestion, 'id' | 'blocker'>[],
  answers: CheckinAnswers | null,
): boolean {
  if (!answers) return false;
  return questions.some((question) => {
    const answer = answers[question.id];
    return question.blocker && typeof answer === 'string' && answer.trim() !== '';
  });
}
