import { describe, expect, it } from 'vitest';
import {
  WAITLIST_TASKS,
  completedWaitlistTasks,
  countCompletedWaitlistTasks,
} from './waitlistTasks';

const fullProfile = {
  bio: 'Designer of calm interfaces',
  title: 'Product designer',
  location: 'Lisbon',
  hourlyRate: 80,
  skills: [3],
};

describe('waitlist tasks', () => {
  it('are the profile, skills, availability and desired-roles tasks with their labels', () => {
    expect(WAITLIST_TASKS).toEqual([
      { id: 'profile', label: 'Complete your talent profile' },
      { id: 'skills', label: 'Add your professional skills' },
      { id: 'availability', label: 'Set your availability' },
      { id: 'desiredRoles', label: 'Choose your desired roles' },
    ]);
  });

  it('given a full profile with a skill, the profile and skills tasks are done', () => {
    expect(completedWaitlistTasks(fullProfile)).toEqual(['profile', 'skills']);
    expect(countCompletedWaitlistTasks(fullProfile)).toBe(2);
  });

  it('never counts the availability and desired-roles tasks', () => {
    const everything = { ...fullProfile, availability: 'full-time', desiredRoles: ['designer'] };
    expect(completedWaitlistTasks(everything)).not.toContain('availability');
    expect(completedWaitlistTasks(everything)).not.toContain('desiredRoles');
  });

  it('given a missing bio, title, location or hourly rate, the profile task is not done', () => {
    expect(completedWaitlistTasks({ ...fullProfile, bio: undefined })).toEqual(['skills']);
    expect(completedWaitlistTasks({ ...fullProfile, title: null })).toEqual(['skills']);
    expect(completedWaitlistTasks({ ...fullProfile, location: '   ' })).toEqual(['skills']);
    expect(completedWaitlistTasks({ ...fullProfile, hourlyRate: undefined })).toEqual(['skills']);
  });

  it('reads an hourly rate of 0 as not filled in, and a rate sent as text as present', () => {
    expect(completedWaitlistTasks({ ...fullProfile, hourlyRate: 0 })).toEqual(['skills']);
    expect(completedWaitlistTasks({ ...fullProfile, hourlyRate: '45.00' })).toEqual([
      'profile',
      'skills',
    ]);
  });

  it('given no skills, the skills task is not done', () => {
    expect(completedWaitlistTasks({ ...fullProfile, skills: [] })).toEqual(['profile']);
    expect(completedWaitlistTasks({ ...fullProfile, skills: null })).toEqual(['profile']);
    expect(completedWaitlistTasks({ ...fullProfile, skills: undefined })).toEqual(['profile']);
  });

  it('given one skill, the skills task is done', () => {
    expect(completedWaitlistTasks({ skills: ['React'] })).toEqual(['skills']);
  });

  it('given no profile, no task is done', () => {
    expect(completedWaitlistTasks(null)).toEqual([]);
    expect(completedWaitlistTasks(undefined)).toEqual([]);
    expect(countCompletedWaitlistTasks({})).toBe(0);
  });
});
