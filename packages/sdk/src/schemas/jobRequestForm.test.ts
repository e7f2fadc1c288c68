import { describe, expect, it } from 'vitest';
import { RATE_MAX } from '../vocabulary';
import type { JobRequest } from './jobRequest';
import {
  EMPTY_JOB_REQUEST_FORM,
  JOB_REQUEST_FORM_FIELDS,
  jobRequestFormSchema,
  toJobRequestFormValues,
} from './jobRequestForm';

const form = {
  title: 'Logo design',
  description: 'A logo for a bakery',
  type: 'project',
  minRate: 500,
  maxRate: 900,
  rateType: 'hourly',
  requestTarget: 'public',
  skills: [1, 2],
} as const;

/** The field errors of a form the schema refuses, as `[path, message]` pairs. */
const problems = (input: unknown) =>
  (jobRequestFormSchema.safeParse(input).error?.issues ?? []).map(
    (issue) => [issue.path.join('.'), issue.message] as const,
  );

describe('normalising a job request (the schema output, SPEC §4)', () => {
  it('given a fixed rate, drops maxRate and keeps the price in minRate', () => {
    const sent = jobRequestFormSchema.parse({ ...form, rateType: 'fixed' });
    expect(sent).not.toHaveProperty('maxRate');
    expect(sent.minRate).toBe(500);
    expect(sent.rateType).toBe('fixed');
  });

  it('given an hourly rate, keeps both rates', () => {
    const sent = jobRequestFormSchema.parse(form);
    expect(sent.minRate).toBe(500);
    expect(sent.maxRate).toBe(900);
  });

  it('converts string skill ids to numbers', () => {
    expect(jobRequestFormSchema.parse({ ...form, skills: ['3', 4, '12'] }).skills).toEqual([
      3, 4, 12,
    ]);
  });

  it('refuses skill ids that are not positive whole numbers (the form cannot send them)', () => {
    expect(
      problems({ ...form, skills: ['abc', '0', '-2', '1.5', 7] }).map(([path]) => path),
    ).toEqual(['skills.0', 'skills.1', 'skills.2', 'skills.3']);
  });

  it('defaults skills to an empty list', () => {
    expect(jobRequestFormSchema.parse({ ...form, skills: undefined }).skills).toEqual([]);
  });

  it('lists each skill once', () => {
    expect(jobRequestFormSchema.parse({ ...form, skills: [3, '3', 4, 3] }).skills).toEqual([3, 4]);
  });

  it('keeps every other field', () => {
    expect(
      jobRequestFormSchema.parse({ ...form, location: 'Porto', deadline: '2025-03-01' }),
    ).toEqual({ ...form, location: 'Porto', deadline: '2025-03-01', skills: [1, 2] });
  });

  it('given a public request, names no talent even when the form still holds one', () => {
    expect(jobRequestFormSchema.parse({ ...form, talentId: 9 })).not.toHaveProperty('talentId');
  });

  it('parses its own output to the same form (the server parses what the form sent)', () => {
    const once = jobRequestFormSchema.parse({ ...form, rateType: 'fixed', skills: ['2', 2] });
    expect(jobRequestFormSchema.parse(once)).toEqual(once);
  });
});

describe('the pure checks of a job request (issue 13: in the schema, not the service)', () => {
  it('refuses a maximum rate below the minimum, under maxRate', () => {
    expect(problems({ ...form, minRate: 900, maxRate: 500 })).toEqual([
      ['maxRate', 'Maximum rate must be at least the minimum rate'],
    ]);
  });

  it('accepts equal rates, one rate alone, and a fixed price whatever the emptied maximum held', () => {
    expect(problems({ ...form, minRate: 500, maxRate: 500 })).toEqual([]);
    expect(problems({ ...form, minRate: 900, maxRate: '' })).toEqual([]);
    expect(problems({ ...form, rateType: 'fixed', minRate: 900, maxRate: 5 })).toEqual([]);
  });

  it('refuses a rate above what the rate columns hold', () => {
    expect(problems({ ...form, maxRate: RATE_MAX })).toEqual([]);
    expect(problems({ ...form, maxRate: 10_000_000_000 }).map(([path]) => path)).toEqual([
      'maxRate',
    ]);
  });

  it('refuses more than 50 different skills, counting each once', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(problems({ ...form, skills: [...ids(50), ...ids(50)] })).toEqual([]);
    expect(problems({ ...form, skills: ids(51) }).map(([path]) => path)).toEqual(['skills']);
  });

  it('refuses year 0000 as a deadline', () => {
    expect(problems({ ...form, deadline: '0000-01-01' })).toEqual([['deadline', 'Invalid date']]);
  });

  it('refuses a NUL character in the texts', () => {
    for (const field of ['title', 'description', 'location', 'department']) {
      expect(problems({ ...form, [field]: 'a\u0000b' })).toEqual([[field, 'Invalid character']]);
    }
  });
});

describe('the form values', () => {
  it('lists the form fields once, in the order the form shows them', () => {
    expect(JOB_REQUEST_FORM_FIELDS).toEqual([
      'title',
      'description',
      'type',
      'minRate',
      'maxRate',
      'rateType',
      'location',
      'department',
      'experience',
      'duration',
      'locationType',
      'skills',
      'deadline',
      'requestTarget',
      'talentId',
    ]);
  });

  it('starts empty with SPEC §5 defaults: type job, rateType hourly, no skills, public', () => {
    expect(EMPTY_JOB_REQUEST_FORM).toEqual({
      title: '',
      description: '',
      type: 'job',
      minRate: '',
      maxRate: '',
      rateType: 'hourly',
      location: '',
      department: '',
      experience: '',
      duration: '',
      locationType: '',
      skills: [],
      deadline: '',
      requestTarget: 'public',
      talentId: '',
    });
  });

  it('an untouched form fails only on the two required texts', () => {
    expect(problems(EMPTY_JOB_REQUEST_FORM)).toEqual([
      ['title', 'Title is required'],
      ['description', 'Description is required'],
    ]);
  });

  it('gives a stored request as values to edit: unset fields empty, the deadline a date', () => {
    const stored: JobRequest = {
      id: 4,
      title: 'Logo',
      description: 'A logo',
      type: 'task',
      minRate: 100,
      maxRate: null,
      rateType: 'fixed',
      location: null,
      locationType: 'remote',
      department: null,
      experience: null,
      duration: '1-week',
      skills: [2],
      employerId: 1,
      status: 'active',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      deadline: '2025-03-01T00:00:00.000Z',
      requestTarget: 'direct',
      talentId: 8,
    };
    expect(toJobRequestFormValues(stored)).toEqual({
      title: 'Logo',
      description: 'A logo',
      type: 'task',
      minRate: 100,
      maxRate: '',
      rateType: 'fixed',
      location: '',
      department: '',
      experience: '',
      duration: '1-week',
      locationType: 'remote',
      skills: [2],
      deadline: '2025-03-01',
      requestTarget: 'direct',
      talentId: 8,
    });
  });
});
