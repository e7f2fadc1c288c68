import { describe, expect, it } from 'vitest';
import * as vocabulary from './index';

// These restate SPEC §3 and §4 on purpose: a change here must be a change of the SPEC.
describe('the vocabulary (SPEC §3, §4, §9)', () => {
  it('account types are employer and talent, and roles are the same tuple', () => {
    expect(vocabulary.ACCOUNT_TYPES).toEqual(['employer', 'talent']);
    expect(vocabulary.ROLES).toBe(vocabulary.ACCOUNT_TYPES);
  });

  it('a stored subscription status is an answer status other than none', () => {
    expect(vocabulary.SUBSCRIPTION_STATUSES).toEqual([
      'active',
      'trialing',
      'lifetime',
      'none',
      'incomplete',
      'past_due',
      'canceled',
    ]);
    expect(vocabulary.STORED_SUBSCRIPTION_STATUSES).toEqual(
      vocabulary.SUBSCRIPTION_STATUSES.filter((status) => status !== 'none'),
    );
    expect(vocabulary.STORED_SUBSCRIPTION_STATUSES).toEqual([
      ...vocabulary.ACTIVE_SUBSCRIPTION_STATUSES,
      ...vocabulary.INACTIVE_SUBSCRIPTION_STATUSES,
    ]);
  });

  it('saved items are the job request types, talent and library resources; saved jobs the request types', () => {
    expect(vocabulary.SAVED_ITEM_TYPES).toEqual(['job', 'project', 'task', 'talent', 'resource']);
    expect(vocabulary.SAVED_JOB_TYPES).toEqual(['job', 'project', 'task']);
    expect(vocabulary.SAVED_ITEM_TYPES).toEqual([
      ...vocabulary.JOB_REQUEST_TYPES,
      'talent',
      'resource',
    ]);
    expect(vocabulary.SAVED_JOB_TYPES).toBe(vocabulary.JOB_REQUEST_TYPES);
  });

  it('sticky messages go to everyone or one account type', () => {
    expect(vocabulary.STICKY_MESSAGE_AUDIENCES).toEqual(['all', ...vocabulary.ACCOUNT_TYPES]);
  });

  it('the open bid statuses are statuses, and every decision is a status', () => {
    for (const status of [...vocabulary.OPEN_BID_STATUSES, ...vocabulary.BID_DECISIONS]) {
      expect(vocabulary.BID_STATUSES).toContain(status);
    }
  });

  it('the modal reasons are SPEC §4 no-subscription, no-job-request and other', () => {
    expect(vocabulary.SUBSCRIPTION_MODAL_REASONS).toEqual([
      'no-subscription',
      'no-job-request',
      'other',
    ]);
  });

  it('every value is frozen by type only: a tuple of strings, or a limit that is a number', () => {
    for (const [name, value] of Object.entries(vocabulary)) {
      if (Array.isArray(value)) {
        expect(
          value.every((item) => typeof item === 'string'),
          name,
        ).toBe(true);
        expect(new Set(value).size, name).toBe(value.length);
      } else {
        expect(typeof value === 'number' || typeof value === 'string', name).toBe(true);
      }
    }
  });
});
