import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WAITLIST, waitlistPeopleAhead, waitlistWeeks } from './waitlist';

describe('waitlist figures', () => {
  it('are position 120, 119 ahead, 12,980 helped and 20 replaced per week', () => {
    expect(WAITLIST).toEqual({
      position: 120,
      peopleAhead: 119,
      helped: 12980,
      replacementRatePerWeek: 20,
    });
  });
});

describe('the wait estimate in weeks', () => {
  it('is people ahead divided by 20, rounded', () => {
    expect(waitlistWeeks(119)).toBe(6);
    expect(waitlistWeeks(100)).toBe(5);
    expect(waitlistWeeks(29)).toBe(1);
    expect(waitlistWeeks(30)).toBe(2);
    expect(waitlistWeeks(10)).toBe(1);
    expect(waitlistWeeks(9)).toBe(0);
  });
});

describe('people ahead after completed tasks', () => {
  it('is unchanged with no task completed', () => {
    expect(waitlistPeopleAhead(119, 0)).toBe(119);
  });

  it('given 119 ahead, one task removes 10 (5% is 6, so the minimum of 10 applies)', () => {
    expect(waitlistPeopleAhead(119, 1)).toBe(109);
  });

  it('given 119 ahead, the second task is counted against the 109 left', () => {
    expect(waitlistPeopleAhead(119, 2)).toBe(99);
  });

  it('under 50 ahead, each task removes 15 (max(1.5 x 10, 3) read literally)', () => {
    expect(waitlistPeopleAhead(49, 1)).toBe(34);
    expect(waitlistPeopleAhead(40, 1)).toBe(25);
    expect(waitlistPeopleAhead(40, 2)).toBe(10);
  });

  it('at exactly 50 ahead, the 5% tier applies with its minimum of 10', () => {
    expect(waitlistPeopleAhead(50, 1)).toBe(40);
  });

  it('under 500 ahead, a task removes 5% rounded when that is above 10', () => {
    expect(waitlistPeopleAhead(400, 1)).toBe(380);
    expect(waitlistPeopleAhead(499, 1)).toBe(474);
    // 300 − 15 = 285, then 285 − 14 (5% of 285 is 14.25) = 271.
    expect(waitlistPeopleAhead(300, 2)).toBe(271);
  });

  it('from 500 ahead, a task removes 3% rounded, at least 10', () => {
    expect(waitlistPeopleAhead(500, 1)).toBe(485);
    expect(waitlistPeopleAhead(1000, 1)).toBe(970);
    expect(waitlistPeopleAhead(600, 1)).toBe(582);
  });

  it('three completed tasks give a further 10% of people ahead, once', () => {
    // 119 → 109 → 99 → 89, then 10% of 89 (8.9 → 9) → 80.
    expect(waitlistPeopleAhead(119, 3)).toBe(80);
    // 119 → 109 → 99 → 89 → 79, then 10% of 79 (7.9 → 8) → 71.
    expect(waitlistPeopleAhead(119, 4)).toBe(71);
  });

  it('never falls below 1', () => {
    expect(waitlistPeopleAhead(10, 1)).toBe(1);
    expect(waitlistPeopleAhead(40, 3)).toBe(1);
    expect(waitlistPeopleAhead(1, 4)).toBe(1);
    expect(waitlistPeopleAhead(0, 0)).toBe(1);
  });

  it('reads bad input safely: non-finite people as 1, non-finite or negative tasks as 0', () => {
    expect(waitlistPeopleAhead(Number.NaN, 2)).toBe(1);
    expect(waitlistPeopleAhead(119, Number.NaN)).toBe(119);
    expect(waitlistPeopleAhead(119, -2)).toBe(119);
    expect(waitlistPeopleAhead(119.4, 0)).toBe(119);
  });

  it('is never below 1 and always a whole number (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 1_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        (ahead, tasks) => {
          const left = waitlistPeopleAhead(ahead, tasks);
          expect(left).toBeGreaterThanOrEqual(1);
          expect(Number.isInteger(left)).toBe(true);
        },
      ),
    );
  });

  it('never increases as completed tasks grow (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        (ahead, tasks) => {
          expect(waitlistPeopleAhead(ahead, tasks + 1)).toBeLessThanOrEqual(
            waitlistPeopleAhead(ahead, tasks),
          );
        },
      ),
    );
  });

  it('never exceeds the starting count (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        (ahead, tasks) => {
          expect(waitlistPeopleAhead(ahead, tasks)).toBeLessThanOrEqual(ahead);
        },
      ),
    );
  });
});
