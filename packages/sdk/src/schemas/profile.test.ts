import { describe, expect, it } from 'vitest';
import { HOURLY_RATE_MAX } from '../vocabulary';
import {
  profilePageSchema,
  profileParamsSchema,
  profileSchema,
  profileUpdateSchema,
  talentSearchQuerySchema,
  userProfilingSchema,
} from './profile';

const profile = {
  userId: 4,
  name: 'Bo',
  role: 'talent',
  title: 'Designer',
  bio: 'I design things',
  location: 'Porto',
  hourlyRate: 60,
  skills: [1, 5],
  profileImage: 'https://cdn.example.com/bo.png',
  companyName: null,
  companyLogo: null,
};

describe('profile', () => {
  it('parses a public profile with the SPEC §3 profile fields', () => {
    expect(profileSchema.parse(profile)).toEqual(profile);
  });

  it('parses the own profiling, which adds the email', () => {
    expect(userProfilingSchema.parse({ ...profile, email: 'bo@example.com' }).email).toBe(
      'bo@example.com',
    );
    expect(userProfilingSchema.safeParse(profile).success).toBe(false);
  });

  it('parses a page of talent profiles', () => {
    expect(profilePageSchema.parse({ items: [profile], nextCursor: null }).items).toHaveLength(1);
  });
});

describe('profile update', () => {
  it('leaves absent fields out (unchanged)', () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
  });

  it('clears a field sent as null or blank', () => {
    expect(
      profileUpdateSchema.parse({ title: '', bio: null, hourlyRate: '', companyLogo: ' ' }),
    ).toEqual({
      title: null,
      bio: null,
      hourlyRate: null,
      companyLogo: null,
    });
  });

  it('trims texts, coerces the rate and converts skill ids', () => {
    expect(
      profileUpdateSchema.parse({ title: ' CTO ', hourlyRate: '75.5', skills: ['2', 3] }),
    ).toEqual({
      title: 'CTO',
      hourlyRate: 75.5,
      skills: [2, 3],
    });
  });

  it('accepts only http(s) image addresses', () => {
    expect(profileUpdateSchema.safeParse({ profileImage: 'https://x.io/a.png' }).success).toBe(
      true,
    );
    expect(profileUpdateSchema.safeParse({ profileImage: 'javascript:alert(1)' }).success).toBe(
      false,
    );
  });

  it('refuses an hourly rate above the maximum', () => {
    expect(profileUpdateSchema.safeParse({ hourlyRate: HOURLY_RATE_MAX }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ hourlyRate: 1e20 }).success).toBe(false);
  });

  it('refuses a negative rate and an empty name', () => {
    expect(profileUpdateSchema.safeParse({ hourlyRate: -5 }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ name: ' ' }).success).toBe(false);
  });
});

describe('talent search query', () => {
  it('reads query-string text and defaults the page size', () => {
    expect(
      talentSearchQuerySchema.parse({ q: ' react ', skill: '4', maxRate: '90', limit: '10' }),
    ).toEqual({
      q: 'react',
      skill: 4,
      maxRate: 90,
      limit: 10,
    });
    expect(talentSearchQuerySchema.parse({}).limit).toBe(20);
  });
});

describe('profile path parameters', () => {
  it('coerce the user id from the path and refuse anything else', () => {
    expect(profileParamsSchema.parse({ userId: '12' })).toEqual({ userId: 12 });
    expect(profileParamsSchema.safeParse({ userId: 'abc' }).success).toBe(false);
    expect(profileParamsSchema.safeParse({ userId: '0' }).success).toBe(false);
  });
});
