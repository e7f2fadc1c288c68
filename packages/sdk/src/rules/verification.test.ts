import { describe, expect, it } from 'vitest';
import {
  canStartVerification,
  canVerifyKind,
  emailDomain,
  isFreeMailDomain,
  isReviewedKind,
  isVerifiedPerson,
  sortVerifiedKinds,
  verificationKindsFor,
} from './verification';

describe('verification kinds per role', () => {
  it('gives talent email, identity and portfolio; employers email, company domain and identity', () => {
    expect(verificationKindsFor('talent')).toEqual(['email', 'identity', 'portfolio']);
    expect(verificationKindsFor('employer')).toEqual(['email', 'company_domain', 'identity']);
  });

  it('refuses a company domain to talent and a portfolio to employers', () => {
    expect(canVerifyKind('talent', 'company_domain')).toBe(false);
    expect(canVerifyKind('employer', 'portfolio')).toBe(false);
    expect(canVerifyKind('employer', 'company_domain')).toBe(true);
    expect(canVerifyKind('talent', 'identity')).toBe(true);
  });

  it('has admins review identity and portfolio only', () => {
    expect(isReviewedKind('identity')).toBe(true);
    expect(isReviewedKind('portfolio')).toBe(true);
    expect(isReviewedKind('email')).toBe(false);
    expect(isReviewedKind('company_domain')).toBe(false);
  });
});

describe('starting a verification', () => {
  it('may start from not started, rejected or expired, never once verified', () => {
    for (const status of ['not_started', 'rejected', 'expired'] as const) {
      expect(canStartVerification('identity', status)).toBe(true);
    }
    expect(canStartVerification('identity', 'verified')).toBe(false);
    expect(canStartVerification('email', 'verified')).toBe(false);
  });

  it('waits for the admin while a review is pending, but may mail a link again', () => {
    expect(canStartVerification('identity', 'pending')).toBe(false);
    expect(canStartVerification('portfolio', 'pending')).toBe(false);
    expect(canStartVerification('email', 'pending')).toBe(true);
    expect(canStartVerification('company_domain', 'pending')).toBe(true);
  });
});

describe('the badge', () => {
  it('is earned by an approved identity only', () => {
    expect(isVerifiedPerson(['identity'])).toBe(true);
    expect(isVerifiedPerson(['email', 'company_domain', 'portfolio'])).toBe(false);
    expect(isVerifiedPerson([])).toBe(false);
  });

  it('lists the kinds in vocabulary order, once each', () => {
    expect(sortVerifiedKinds(['portfolio', 'email', 'identity', 'email'])).toEqual([
      'email',
      'identity',
      'portfolio',
    ]);
  });
});

describe('company domains', () => {
  it('reads the lower-cased domain after the last @', () => {
    expect(emailDomain('Ada@Acme.COM')).toBe('acme.com');
    expect(emailDomain('"a@b"@corp.example')).toBe('corp.example');
    expect(emailDomain('nobody')).toBeNull();
    expect(emailDomain('@acme.com')).toBeNull();
    expect(emailDomain('ada@')).toBeNull();
  });

  it('knows webmail domains name no company', () => {
    expect(isFreeMailDomain('gmail.com')).toBe(true);
    expect(isFreeMailDomain('GMAIL.COM')).toBe(true);
    expect(isFreeMailDomain('acme.com')).toBe(false);
  });
});
