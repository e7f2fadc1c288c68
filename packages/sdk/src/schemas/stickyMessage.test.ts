import { describe, expect, it } from 'vitest';
import { STICKY_MESSAGE_AUDIENCES, STICKY_MESSAGE_LEVELS } from '../vocabulary';
import {
  adminStickyMessageSchema,
  stickyMessageInputSchema,
  stickyMessageListSchema,
  stickyMessageSchema,
  stickyMessageUpdateSchema,
} from './stickyMessage';

const sticky = {
  id: 2,
  title: 'Maintenance',
  body: 'Down on Sunday 02:00 UTC',
  level: 'warning',
  audience: 'all',
  endsAt: null,
  createdAt: '2025-01-03T09:00:00.000Z',
  read: false,
};

describe('sticky messages', () => {
  it('has the audiences all, employer, talent and the levels info, warning, critical', () => {
    expect(STICKY_MESSAGE_AUDIENCES).toEqual(['all', 'employer', 'talent']);
    expect(STICKY_MESSAGE_LEVELS).toEqual(['info', 'warning', 'critical']);
  });

  it('parses the list a user sees, with read state', () => {
    expect(stickyMessageListSchema.parse([sticky])).toEqual([sticky]);
    expect(stickyMessageSchema.parse(sticky).read).toBe(false);
  });

  it('parses the admin view without the read flag but with author and retirement', () => {
    const { read: _read, ...rest } = sticky;
    const admin = { ...rest, authorId: 1, updatedAt: sticky.createdAt, retiredAt: null };
    expect(adminStickyMessageSchema.parse(admin)).toEqual(admin);
  });

  it('creates one with defaults info and all', () => {
    expect(stickyMessageInputSchema.parse({ title: ' Hi ', body: 'Hello' })).toEqual({
      title: 'Hi',
      body: 'Hello',
      level: 'info',
      audience: 'all',
    });
    expect(stickyMessageInputSchema.safeParse({ title: '', body: 'Hello' }).success).toBe(false);
  });

  it('edits any field and removes the end time with null', () => {
    expect(stickyMessageUpdateSchema.parse({ endsAt: null })).toEqual({ endsAt: null });
    expect(stickyMessageUpdateSchema.parse({ level: 'critical' })).toEqual({ level: 'critical' });
    expect(stickyMessageUpdateSchema.safeParse({ endsAt: 'tomorrow' }).success).toBe(false);
  });
});
