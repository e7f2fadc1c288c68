import { describe, expect, it } from 'vitest';
import {
  DURATIONS,
  EXPERIENCE_LEVELS,
  JOB_REQUEST_STATUSES,
  JOB_REQUEST_TYPES,
  LOCATION_TYPES,
  RATE_TYPES,
  REQUEST_TARGETS,
} from '../vocabulary';
import { jobRequestFormSchema } from './jobRequestForm';
import {
  jobRequestDetailsSchema,
  jobRequestPageSchema,
  jobRequestSchema,
  jobRequestStatusUpdateSchema,
} from './jobRequest';

const messagesOf = (input: unknown) => {
  const result = jobRequestFormSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

const storedRequest = {
  id: 7,
  title: 'Senior React developer',
  description: 'Build the dashboard',
  type: 'job',
  minRate: 80,
  maxRate: 120,
  rateType: 'hourly',
  location: 'Berlin',
  locationType: 'hybrid',
  department: 'Engineering',
  experience: 'senior',
  duration: '3-months',
  skills: [1, 2],
  employerId: 3,
  status: 'active',
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
  deadline: '2025-02-01',
  requestTarget: 'public',
  talentId: null,
};

describe('job request constants (SPEC §3)', () => {
  it('lists the types job, project and task', () => {
    expect(JOB_REQUEST_TYPES).toEqual(['job', 'project', 'task']);
  });
  it('lists the seven rate types in SPEC order', () => {
    expect(RATE_TYPES).toEqual([
      'hourly',
      'daily',
      'weekly',
      'monthly',
      'annual',
      'fixed',
      'per_unit',
    ]);
  });
  it('lists the location types remote, onsite and hybrid', () => {
    expect(LOCATION_TYPES).toEqual(['remote', 'onsite', 'hybrid']);
  });
  it('lists the experience levels junior, mid, senior and expert', () => {
    expect(EXPERIENCE_LEVELS).toEqual(['junior', 'mid', 'senior', 'expert']);
  });
  it('lists the six durations', () => {
    expect(DURATIONS).toEqual(['1-week', '2-weeks', '1-month', '3-months', '6-months', 'ongoing']);
  });
  it('starts the statuses with the default active, then paused, closed and filled', () => {
    expect(JOB_REQUEST_STATUSES).toEqual(['active', 'paused', 'closed', 'filled']);
  });
  it('lists the request targets public and direct', () => {
    expect(REQUEST_TARGETS).toEqual(['public', 'direct']);
  });
});

describe('jobRequestFormSchema (SPEC §5)', () => {
  it('accepts a title and a description and fills in the defaults', () => {
    expect(jobRequestFormSchema.parse({ title: 'Logo', description: 'A new logo' })).toEqual({
      title: 'Logo',
      description: 'A new logo',
      type: 'job',
      rateType: 'hourly',
      skills: [],
      requestTarget: 'public',
    });
  });

  it("a missing title fails with 'Title is required'", () => {
    expect(messagesOf({ description: 'x' })).toEqual([['title', 'Title is required']]);
  });

  it("an empty title fails with 'Title is required'", () => {
    expect(messagesOf({ title: '', description: 'x' })).toEqual([['title', 'Title is required']]);
  });

  it("a whitespace-only title fails with 'Title is required'", () => {
    expect(messagesOf({ title: '  \t ', description: 'x' })).toEqual([
      ['title', 'Title is required'],
    ]);
  });

  it("a missing, empty or whitespace-only description fails with 'Description is required'", () => {
    expect(messagesOf({ title: 'x' })).toEqual([['description', 'Description is required']]);
    expect(messagesOf({ title: 'x', description: '' })).toEqual([
      ['description', 'Description is required'],
    ]);
    expect(messagesOf({ title: 'x', description: '   ' })).toEqual([
      ['description', 'Description is required'],
    ]);
  });

  it('trims the title and the description', () => {
    const form = jobRequestFormSchema.parse({ title: '  Logo ', description: ' New logo\n' });
    expect([form.title, form.description]).toEqual(['Logo', 'New logo']);
  });

  it('refuses a title over 200 characters', () => {
    expect(
      jobRequestFormSchema.safeParse({ title: 'x'.repeat(201), description: 'd' }).success,
    ).toBe(false);
    expect(
      jobRequestFormSchema.safeParse({ title: 'x'.repeat(200), description: 'd' }).success,
    ).toBe(true);
  });

  it('accepts each of job, project and task as type and refuses anything else', () => {
    for (const type of ['job', 'project', 'task']) {
      expect(jobRequestFormSchema.parse({ title: 't', description: 'd', type }).type).toBe(type);
    }
    expect(messagesOf({ title: 't', description: 'd', type: 'gig' }).map(([path]) => path)).toEqual(
      ['type'],
    );
  });

  it('coerces minRate and maxRate from strings to numbers', () => {
    const form = jobRequestFormSchema.parse({
      title: 't',
      description: 'd',
      minRate: '12.5',
      maxRate: '40',
    });
    expect([form.minRate, form.maxRate]).toEqual([12.5, 40]);
  });

  it('keeps numeric rates as they are', () => {
    const form = jobRequestFormSchema.parse({
      title: 't',
      description: 'd',
      minRate: 0,
      maxRate: 99,
    });
    expect([form.minRate, form.maxRate]).toEqual([0, 99]);
  });

  it('reads an empty or blank rate as not set, never as 0', () => {
    const form = jobRequestFormSchema.parse({
      title: 't',
      description: 'd',
      minRate: '',
      maxRate: '  ',
    });
    expect(form.minRate).toBeUndefined();
    expect(form.maxRate).toBeUndefined();
  });

  it('reads a null rate as not set', () => {
    expect(
      jobRequestFormSchema.parse({ title: 't', description: 'd', minRate: null }).minRate,
    ).toBeUndefined();
  });

  it('refuses a rate that is not a number or is negative', () => {
    expect(
      messagesOf({ title: 't', description: 'd', minRate: 'abc' }).map(([path]) => path),
    ).toEqual(['minRate']);
    expect(messagesOf({ title: 't', description: 'd', maxRate: -1 }).map(([path]) => path)).toEqual(
      ['maxRate'],
    );
  });

  it('defaults rateType to hourly and accepts every rate type', () => {
    expect(jobRequestFormSchema.parse({ title: 't', description: 'd' }).rateType).toBe('hourly');
    for (const rateType of RATE_TYPES) {
      expect(jobRequestFormSchema.parse({ title: 't', description: 'd', rateType }).rateType).toBe(
        rateType,
      );
    }
  });

  it('leaves location, department, experience, duration and locationType optional', () => {
    const form = jobRequestFormSchema.parse({
      title: 't',
      description: 'd',
      location: ' Lisbon ',
      department: 'Design',
      experience: 'mid',
      duration: 'ongoing',
      locationType: 'remote',
    });
    expect(form).toMatchObject({
      location: 'Lisbon',
      department: 'Design',
      experience: 'mid',
      duration: 'ongoing',
      locationType: 'remote',
    });
  });

  it('reads an empty select (experience, duration, locationType) as not set', () => {
    const form = jobRequestFormSchema.parse({
      title: 't',
      description: 'd',
      experience: '',
      duration: '',
      locationType: '',
      location: '',
    });
    expect([form.experience, form.duration, form.locationType, form.location]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('refuses an experience level, duration or location type outside SPEC lists', () => {
    const paths = messagesOf({
      title: 't',
      description: 'd',
      experience: 'guru',
      duration: '2-years',
      locationType: 'moon',
    }).map(([path]) => path);
    expect(paths).toEqual(['experience', 'duration', 'locationType']);
  });

  it('defaults skills to an empty list', () => {
    expect(jobRequestFormSchema.parse({ title: 't', description: 'd' }).skills).toEqual([]);
  });

  it('converts string skill ids to numbers', () => {
    expect(
      jobRequestFormSchema.parse({ title: 't', description: 'd', skills: ['3', 4, '12'] }).skills,
    ).toEqual([3, 4, 12]);
  });

  it('refuses a skill id that is not a positive integer', () => {
    expect(
      messagesOf({ title: 't', description: 'd', skills: ['abc'] }).map(([path]) => path),
    ).toEqual(['skills.0']);
    expect(messagesOf({ title: 't', description: 'd', skills: [0] }).map(([path]) => path)).toEqual(
      ['skills.0'],
    );
  });

  it('accepts an ISO date or timestamp as deadline and a blank one as none', () => {
    expect(
      jobRequestFormSchema.parse({ title: 't', description: 'd', deadline: '2025-03-01' }).deadline,
    ).toBe('2025-03-01');
    expect(
      jobRequestFormSchema.parse({ title: 't', description: 'd', deadline: '2025-03-01T12:00:00Z' })
        .deadline,
    ).toBe('2025-03-01T12:00:00Z');
    expect(
      jobRequestFormSchema.parse({ title: 't', description: 'd', deadline: '' }).deadline,
    ).toBeUndefined();
  });

  it('refuses a deadline that is not a date', () => {
    expect(
      messagesOf({ title: 't', description: 'd', deadline: 'next week' }).map(([path]) => path),
    ).toEqual(['deadline']);
  });

  it('sends a direct request to one talent, converting the talent id', () => {
    const form = jobRequestFormSchema.parse({
      title: 't',
      description: 'd',
      requestTarget: 'direct',
      talentId: '9',
    });
    expect([form.requestTarget, form.talentId]).toEqual(['direct', 9]);
  });

  it('refuses a direct request without a talent', () => {
    expect(messagesOf({ title: 't', description: 'd', requestTarget: 'direct' })).toEqual([
      ['talentId', 'Choose a talent for a direct request'],
    ]);
  });
});

describe('job request entity', () => {
  it('parses a stored job request with every SPEC §3 field', () => {
    expect(jobRequestSchema.parse(storedRequest)).toEqual(storedRequest);
  });

  it('accepts null for every optional field', () => {
    const bare = {
      ...storedRequest,
      minRate: null,
      maxRate: null,
      location: null,
      locationType: null,
      department: null,
      experience: null,
      duration: null,
      deadline: null,
    };
    expect(jobRequestSchema.parse(bare)).toEqual(bare);
  });

  it('defaults a missing status to active', () => {
    const { status: _status, ...withoutStatus } = storedRequest;
    expect(jobRequestSchema.parse(withoutStatus).status).toBe('active');
  });

  it('parses a page of job requests with employer details and bids count', () => {
    const item = {
      ...storedRequest,
      employerName: 'Ada',
      companyName: 'Acme',
      companyLogo: null,
      bidsCount: 2,
    };
    expect(jobRequestDetailsSchema.parse(item)).toEqual(item);
    expect(jobRequestPageSchema.parse({ items: [item], nextCursor: 'abc' })).toEqual({
      items: [item],
      nextCursor: 'abc',
    });
    expect(jobRequestPageSchema.parse({ items: [], nextCursor: null }).nextCursor).toBeNull();
  });

  it('accepts only a listed status as a status update', () => {
    expect(jobRequestStatusUpdateSchema.parse({ status: 'paused' })).toEqual({ status: 'paused' });
    expect(jobRequestStatusUpdateSchema.safeParse({ status: 'deleted' }).success).toBe(false);
  });
});
