import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DEFAULT_CHECKIN_QUESTIONS } from '../rules/checkins';
import {
  CHECKIN_MESSAGES,
  checkinAnswersSchema,
  checkinReviewSchema,
  engagementsQuerySchema,
  scheduleInputSchema,
} from './checkin';
import { formatZodError } from './errors';

function fieldErrors(schema: z.core.$ZodType, input: unknown) {
  const result = z.safeParse(schema, input);
  return result.success ? {} : formatZodError(result.error, { input }).fieldErrors;
}

describe('the schedule input', () => {
  it('given a weekly cadence and no questions, asks the default questions', () => {
    const schedule = scheduleInputSchema.parse({
      cadence: 'weekly',
      weekdays: ['mon', 'thu'],
      time: '09:30',
      timezone: 'Europe/Berlin',
    });
    expect(schedule.questions).toEqual(DEFAULT_CHECKIN_QUESTIONS);
    expect(schedule.everyDays).toBe(7);
  });

  it('answers a field error per wrong field', () => {
    expect(
      fieldErrors(scheduleInputSchema, {
        cadence: 'weekly',
        weekdays: [],
        time: '9am',
        timezone: 'Mars/Olympus',
        everyDays: 0,
      }),
    ).toEqual({
      weekdays: [CHECKIN_MESSAGES.weekdaysRequired],
      time: [CHECKIN_MESSAGES.timeInvalid],
      timezone: [CHECKIN_MESSAGES.timezoneInvalid],
      everyDays: [CHECKIN_MESSAGES.everyDaysInvalid],
    });
  });

  it('takes every N days from text, and refuses repeated question keys and one-option choices', () => {
    const base = { cadence: 'every_n_days', everyDays: '3', time: '17:00', timezone: 'UTC' };
    expect(scheduleInputSchema.parse(base).everyDays).toBe(3);
    const question = { id: 'mood', label: 'Mood?', type: 'choice', options: ['Good'] };
    expect(fieldErrors(scheduleInputSchema, { ...base, questions: [question] })).toEqual({
      questions: [CHECKIN_MESSAGES.choiceOptions],
    });
    const text = { id: 'a', label: 'A?', type: 'text' };
    expect(fieldErrors(scheduleInputSchema, { ...base, questions: [text, text] })).toEqual({
      questions: [CHECKIN_MESSAGES.questionIdsRepeated],
    });
    expect(fieldErrors(scheduleInputSchema, { ...base, questions: [] })).toEqual({
      questions: [CHECKIN_MESSAGES.questionsRequired],
    });
  });
});

describe('the answers, against the questions', () => {
  const questions = [
    ...DEFAULT_CHECKIN_QUESTIONS,
    {
      id: 'mood',
      label: 'Mood?',
      type: 'choice' as const,
      required: false,
      options: ['Good', 'Bad'],
      blocker: false,
    },
  ];
  const schema = checkinAnswersSchema(questions);

  it('needs every required answer, a number of 0 or more, and one of the options', () => {
    expect(fieldErrors(schema, { progress: '  ', hours: '-1', mood: 'Meh' })).toEqual({
      progress: [CHECKIN_MESSAGES.answerRequired],
      next_steps: [CHECKIN_MESSAGES.answerRequired],
      hours: [CHECKIN_MESSAGES.numberInvalid],
      mood: [CHECKIN_MESSAGES.choiceInvalid],
    });
    expect(fieldErrors(schema, { progress: 'a', next_steps: 'b', hours: 'lots' })).toEqual({
      hours: [CHECKIN_MESSAGES.numberInvalid],
    });
  });

  it('outputs trimmed answers, numbers from text, and drops blank optional ones and unknown keys', () => {
    expect(
      schema.parse({
        progress: ' Shipped the API ',
        next_steps: 'Tests',
        blockers: '',
        hours: '12.5',
        other: 'ignored',
      }),
    ).toEqual({ progress: 'Shipped the API', next_steps: 'Tests', hours: 12.5 });
  });
});

describe('the review and the engagement filters', () => {
  it('needs a comment to ask for changes, not to acknowledge', () => {
    expect(checkinReviewSchema.parse({ decision: 'acknowledged' })).toEqual({
      decision: 'acknowledged',
      comment: '',
    });
    expect(
      fieldErrors(checkinReviewSchema, { decision: 'changes_requested', comment: ' ' }),
    ).toEqual({ comment: [CHECKIN_MESSAGES.commentRequired] });
  });

  it('read the side, the status, the state and blockers from a query string', () => {
    expect(
      engagementsQuerySchema.parse({
        side: 'employer',
        status: '',
        state: 'late',
        blockers: 'true',
      }),
    ).toEqual({ side: 'employer', state: 'late', blockers: true });
    expect(Object.keys(fieldErrors(engagementsQuerySchema, { side: 'admin' }))).toEqual(['side']);
  });
});
