import { describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_FORMAT, accountExportFileName, DELETED_USER_NAME } from '../constants';
import { accountExportSchema, deleteAccountSchema } from './account';
import { formatZodError } from './errors';

describe('deleteAccountSchema', () => {
  it('takes the current password as typed', () => {
    expect(deleteAccountSchema.parse({ password: ' secret with spaces ' })).toEqual({
      password: ' secret with spaces ',
    });
  });

  it('an empty or missing password reads "Required"', () => {
    for (const input of [{ password: '' }, {}]) {
      const result = deleteAccountSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(formatZodError(result.error!, { input }).fieldErrors).toEqual({
        password: ['Required'],
      });
    }
  });

  it('refuses a password longer than any account can have', () => {
    expect(deleteAccountSchema.safeParse({ password: 'x'.repeat(129) }).success).toBe(false);
  });
});

describe('accountExportSchema', () => {
  const at = '2025-03-04T05:06:07.000Z';
  const archive = {
    format: ACCOUNT_EXPORT_FORMAT,
    version: 1,
    exportedAt: at,
    profile: {
      userId: 1,
      email: 'ada@example.com',
      name: 'Ada',
      role: 'employer',
      title: null,
      bio: null,
      location: null,
      hourlyRate: null,
      skills: [],
      profileImage: null,
      companyName: 'Analytical Engines',
      companyLogo: null,
      isAdmin: false,
      createdAt: at,
      updatedAt: at,
    },
    jobRequests: [],
    bids: { sent: [], received: [] },
    messages: [
      { id: 3, conversationId: 2, conversationKind: 'direct', body: 'Hello', createdAt: at },
    ],
    savedJobs: [],
    subscriptions: [],
    checkouts: [],
    notifications: [],
  };

  it('accepts an archive of the current version', () => {
    expect(accountExportSchema.parse(archive)).toEqual(archive);
  });

  it('refuses another format or version', () => {
    expect(accountExportSchema.safeParse({ ...archive, version: 2 }).success).toBe(false);
    expect(accountExportSchema.safeParse({ ...archive, format: 'other' }).success).toBe(false);
  });
});

describe('the account constants', () => {
  it('names a deleted person with a designed label', () => {
    expect(DELETED_USER_NAME).toBe('Deleted user');
  });

  it('dates the archive file by its UTC day', () => {
    expect(accountExportFileName('2025-03-04T23:59:59.000Z')).toBe('hireloop-data-2025-03-04.json');
    expect(accountExportFileName(new Date(Date.UTC(2024, 11, 31, 12)))).toBe(
      'hireloop-data-2024-12-31.json',
    );
  });
});
