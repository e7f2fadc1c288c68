import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '../vocabulary';
import {
  accountTypeForRole,
  accountTypeOfCheckout,
  isAccountType,
  resolveInitialAccountType,
} from './accountType';

describe('account types', () => {
  it('are exactly employer and talent', () => {
    expect(ACCOUNT_TYPES).toEqual(['employer', 'talent']);
  });

  it('accepts employer and talent and nothing else', () => {
    expect(isAccountType('employer')).toBe(true);
    expect(isAccountType('talent')).toBe(true);
    expect(isAccountType('admin')).toBe(false);
    expect(isAccountType('Employer')).toBe(false);
    expect(isAccountType('')).toBe(false);
    expect(isAccountType(null)).toBe(false);
    expect(isAccountType(undefined)).toBe(false);
    expect(isAccountType(1)).toBe(false);
  });
});

describe('the account type a role gives', () => {
  it('gives employer for the employer role', () => {
    expect(accountTypeForRole('employer')).toBe('employer');
  });

  it('gives talent for the talent role and for anything else', () => {
    expect(accountTypeForRole('talent')).toBe('talent');
    expect(accountTypeForRole('admin')).toBe('talent');
    expect(accountTypeForRole(undefined)).toBe('talent');
    expect(accountTypeForRole(null)).toBe('talent');
  });
});

describe('the initial account type', () => {
  it('is the value stored for the user first', () => {
    expect(
      resolveInitialAccountType({ stored: 'talent', sessionInitial: 'employer', role: 'employer' }),
    ).toBe('talent');
  });

  it("is the session's initial account type when nothing is stored", () => {
    expect(
      resolveInitialAccountType({ stored: null, sessionInitial: 'employer', role: 'talent' }),
    ).toBe('employer');
  });

  it('follows the role when neither stored nor session value exists', () => {
    expect(resolveInitialAccountType({ role: 'employer' })).toBe('employer');
    expect(resolveInitialAccountType({ role: 'talent' })).toBe('talent');
    expect(resolveInitialAccountType({})).toBe('talent');
  });

  it('ignores an invalid stored value and uses the session value', () => {
    expect(
      resolveInitialAccountType({ stored: 'admin', sessionInitial: 'employer', role: 'talent' }),
    ).toBe('employer');
  });

  it('ignores invalid stored and session values and uses the role', () => {
    expect(
      resolveInitialAccountType({ stored: 'x', sessionInitial: 'undefined', role: 'employer' }),
    ).toBe('employer');
  });
});

describe('the account type of a checkout (SPEC §7 isEmployer)', () => {
  it('given isEmployer true, is employer; given false, is talent', () => {
    expect(accountTypeOfCheckout({ isEmployer: true })).toBe('employer');
    expect(accountTypeOfCheckout({ isEmployer: false })).toBe('talent');
  });
});
