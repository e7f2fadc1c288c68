import { describe, expect, it } from 'vitest';
import { CHECKIN_GRACE_PERIOD_MS } from '../vocabulary';
import {
  DEFAULT_CHECKIN_QUESTIONS,
  checkinHasBlockers,
  checkinLateAt,
  checkinStateAt,
  isCheckinEditable,
  isCheckinReviewable,
  isTimeOfDay,
  isValidTimeZone,
  latestCheckinDue,
  localDateOf,
  nextCheckinDue,
  type CheckinCadence,
} from './checkins';

const weekly = (overrides: Partial<CheckinCadence> = {}): CheckinCadence => ({
  cadence: 'weekly',
  weekdays: ['mon', 'thu'],
  everyDays: 1,
  time: '09:00',
  timezone: 'Europe/Berlin',
  startsOn: '2026-01-01',
  ...overrides,
});

const at = (iso: string) => new Date(iso);

describe('nextCheckinDue', () => {
  it('given a weekly schedule on Monday and Thursday, the next one is the coming Thursday at 09:00 Berlin time', () => {
    // Tuesday 2026-01-13, noon UTC.
    expect(nextCheckinDue(weekly(), at('2026-01-13T12:00:00Z'))?.toISOString()).toBe(
      '2026-01-15T08:00:00.000Z',
    );
  });

  it('given the due time itself, the next one is the following chosen weekday (strictly after)', () => {
    expect(nextCheckinDue(weekly(), at('2026-01-15T08:00:00Z'))?.toISOString()).toBe(
      '2026-01-19T08:00:00.000Z',
    );
  });

  it('falls due on the same day when the local time is still ahead', () => {
    // Monday 2026-01-19 07:00 UTC = 08:00 Berlin.
    expect(nextCheckinDue(weekly(), at('2026-01-19T07:00:00Z'))?.toISOString()).toBe(
      '2026-01-19T08:00:00.000Z',
    );
  });

  it('keeps 09:00 local across the spring DST change (UTC+1 → UTC+2)', () => {
    // Berlin moves to summer time on Sunday 2026-03-29.
    const before = nextCheckinDue(weekly(), at('2026-03-24T12:00:00Z'));
    const after = nextCheckinDue(weekly(), at('2026-03-27T12:00:00Z'));
    expect(before?.toISOString()).toBe('2026-03-26T08:00:00.000Z');
    expect(after?.toISOString()).toBe('2026-03-30T07:00:00.000Z');
  });

  it('moves a time skipped by the DST change to just after the gap', () => {
    const schedule = weekly({ weekdays: ['sun'], time: '02:30' });
    // 02:30 does not exist in Berlin on 2026-03-29: it is read as 03:30 CEST (01:30 UTC).
    expect(nextCheckinDue(schedule, at('2026-03-28T12:00:00Z'))?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('takes the first of a time that happens twice when clocks go back', () => {
    const schedule = weekly({ weekdays: ['sun'], time: '02:30' });
    // 2026-10-25: 02:30 happens at 00:30 UTC (CEST) and again at 01:30 UTC (CET).
    expect(nextCheckinDue(schedule, at('2026-10-24T12:00:00Z'))?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('reads the weekday in the schedule timezone, not in UTC', () => {
    const schedule = weekly({ weekdays: ['mon'], time: '08:00', timezone: 'Pacific/Auckland' });
    // Sunday 2026-01-18 20:00 UTC is already Monday 09:00 in Auckland (UTC+13): past 08:00.
    expect(nextCheckinDue(schedule, at('2026-01-18T20:00:00Z'))?.toISOString()).toBe(
      '2026-01-25T19:00:00.000Z',
    );
    // Sunday 18:00 UTC is Monday 07:00 there: 08:00 is still ahead.
    expect(nextCheckinDue(schedule, at('2026-01-18T18:00:00Z'))?.toISOString()).toBe(
      '2026-01-18T19:00:00.000Z',
    );
  });

  it('given every 3 days from a start date, falls due on day 0, 3, 6… at the local time', () => {
    const schedule = weekly({
      cadence: 'every_n_days',
      everyDays: 3,
      time: '17:30',
      timezone: 'America/New_York',
      startsOn: '2026-02-01',
    });
    expect(nextCheckinDue(schedule, at('2026-01-20T00:00:00Z'))?.toISOString()).toBe(
      '2026-02-01T22:30:00.000Z',
    );
    expect(nextCheckinDue(schedule, at('2026-02-01T22:30:00Z'))?.toISOString()).toBe(
      '2026-02-04T22:30:00.000Z',
    );
    // Across New York's DST change (2026-03-08), still 17:30 local: 21:30 UTC.
    expect(nextCheckinDue(schedule, at('2026-03-08T00:00:00Z'))?.toISOString()).toBe(
      '2026-03-09T21:30:00.000Z',
    );
  });

  it('every day is every 1 day', () => {
    const schedule = weekly({ cadence: 'every_n_days', everyDays: 1, timezone: 'UTC' });
    expect(nextCheckinDue(schedule, at('2026-05-05T10:00:00Z'))?.toISOString()).toBe(
      '2026-05-06T09:00:00.000Z',
    );
  });

  it('answers null for a schedule that can never fall due', () => {
    expect(nextCheckinDue(weekly({ weekdays: [] }), at('2026-01-01T00:00:00Z'))).toBeNull();
    expect(nextCheckinDue(weekly({ timezone: 'Mars/Olympus' }), new Date())).toBeNull();
    expect(nextCheckinDue(weekly({ time: '25:00' }), new Date())).toBeNull();
  });
});

describe('latestCheckinDue', () => {
  it('answers the last due time up to now, skipping the ones before it', () => {
    const schedule = weekly({ cadence: 'every_n_days', everyDays: 1, timezone: 'UTC' });
    expect(
      latestCheckinDue(
        schedule,
        at('2026-05-01T10:00:00Z'),
        at('2026-05-04T10:00:00Z'),
      )?.toISOString(),
    ).toBe('2026-05-04T09:00:00.000Z');
    expect(latestCheckinDue(schedule, at('2026-05-04T09:00:00Z'), at('2026-05-04T10:00:00Z'))).toBe(
      null,
    );
  });
});

describe('the state of a check-in', () => {
  const dueAt = at('2026-01-15T08:00:00Z');

  it('is due until the grace period ends, then late', () => {
    const checkin = { dueAt, submittedAt: null };
    expect(checkinStateAt(checkin, dueAt)).toBe('due');
    const lateAt = checkinLateAt(dueAt);
    expect(lateAt.getTime() - dueAt.getTime()).toBe(CHECKIN_GRACE_PERIOD_MS);
    expect(checkinStateAt(checkin, new Date(lateAt.getTime() - 1))).toBe('due');
    expect(checkinStateAt(checkin, lateAt)).toBe('late');
  });

  it('is submitted once answered, even late; missed once marked so unanswered', () => {
    const later = at('2026-02-01T00:00:00Z');
    expect(checkinStateAt({ dueAt, submittedAt: later }, later)).toBe('submitted');
    expect(checkinStateAt({ dueAt, submittedAt: null, missedAt: later }, later)).toBe('missed');
  });

  it('can be edited until it is acknowledged, again when changes are asked for, never once missed', () => {
    const now = at('2026-01-16T00:00:00Z');
    const submitted = { dueAt, submittedAt: now, reviewState: null };
    expect(isCheckinEditable({ dueAt, submittedAt: null, reviewState: null }, now)).toBe(true);
    expect(isCheckinEditable(submitted, now)).toBe(true);
    expect(isCheckinEditable({ ...submitted, reviewState: 'acknowledged' }, now)).toBe(false);
    expect(isCheckinEditable({ ...submitted, reviewState: 'changes_requested' }, now)).toBe(true);
    expect(
      isCheckinEditable({ dueAt, submittedAt: null, missedAt: now, reviewState: null }, now),
    ).toBe(false);
  });

  it('can be reviewed once submitted and not reviewed since', () => {
    expect(isCheckinReviewable({ submittedAt: null, reviewState: null })).toBe(false);
    expect(isCheckinReviewable({ submittedAt: dueAt, reviewState: null })).toBe(true);
    expect(isCheckinReviewable({ submittedAt: dueAt, reviewState: 'acknowledged' })).toBe(false);
  });
});

describe('the default questions and blockers', () => {
  it('ask progress, next steps, blockers and hours spent', () => {
    expect(DEFAULT_CHECKIN_QUESTIONS.map((q) => [q.id, q.type])).toEqual([
      ['progress', 'text'],
      ['next_steps', 'text'],
      ['blockers', 'text'],
      ['hours', 'number'],
    ]);
  });

  it('flag blockers when a blocker question has a non-blank answer', () => {
    expect(
      checkinHasBlockers(DEFAULT_CHECKIN_QUESTIONS, { blockers: 'Waiting for API keys' }),
    ).toBe(true);
    expect(checkinHasBlockers(DEFAULT_CHECKIN_QUESTIONS, { blockers: '   ' })).toBe(false);
    expect(checkinHasBlockers(DEFAULT_CHECKIN_QUESTIONS, { progress: 'Blocked' })).toBe(false);
    expect(checkinHasBlockers(DEFAULT_CHECKIN_QUESTIONS, null)).toBe(false);
  });
});

describe('time helpers', () => {
  it('know time zones and times of day', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Not/AZone')).toBe(false);
    expect(isTimeOfDay('23:59')).toBe(true);
    expect(isTimeOfDay('24:00')).toBe(false);
    expect(isTimeOfDay('9:00')).toBe(false);
    expect(localDateOf(at('2026-01-18T20:00:00Z'), 'Pacific/Auckland')).toBe('2026-01-19');
  });
});
