import { describe, expect, it } from 'vitest';
import { formatZodError } from './errors';
import {
  VERIFICATION_MESSAGES,
  companyDomainInputSchema,
  portfolioInputSchema,
  verificationConfirmSchema,
  verificationDecisionSchema,
  verificationDocumentParamsSchema,
} from './verification';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : formatZodError(result.error as never).fieldErrors;

describe('the company-domain address', () => {
  it('takes a trimmed work address', () => {
    expect(companyDomainInputSchema.parse({ email: '  ada@acme.example ' })).toEqual({
      email: 'ada@acme.example',
    });
  });

  it('refuses a webmail address and a non-address, under email', () => {
    expect(errorsOf(companyDomainInputSchema.safeParse({ email: 'ada@gmail.com' }))).toEqual({
      email: [VERIFICATION_MESSAGES.freeMail],
    });
    expect(errorsOf(companyDomainInputSchema.safeParse({ email: 'ada' }))).toEqual({
      email: [VERIFICATION_MESSAGES.emailInvalid],
    });
    expect(errorsOf(companyDomainInputSchema.safeParse({}))).toHaveProperty('email');
  });
});

describe('the portfolio', () => {
  it('takes one to five web links and an optional note', () => {
    expect(
      portfolioInputSchema.parse({ links: [' https://ada.example/work '], note: '  ' }),
    ).toEqual({ links: ['https://ada.example/work'] });
  });

  it('refuses no link, six links and a link that is not http(s)', () => {
    expect(errorsOf(portfolioInputSchema.safeParse({ links: [] }))).toEqual({
      links: [VERIFICATION_MESSAGES.linkRequired],
    });
    const six = Array.from({ length: 6 }, (_, i) => `https://ada.example/${i}`);
    expect(errorsOf(portfolioInputSchema.safeParse({ links: six }))).toEqual({
      links: [VERIFICATION_MESSAGES.linksTooMany],
    });
    expect(errorsOf(portfolioInputSchema.safeParse({ links: ['javascript:alert(1)'] }))).toEqual({
      links: [VERIFICATION_MESSAGES.linkInvalid],
    });
  });
});

describe('the admin decision', () => {
  it('approves without a reason', () => {
    expect(verificationDecisionSchema.parse({ decision: 'approve' })).toEqual({
      decision: 'approve',
    });
  });

  it('rejects only with a reason of at least five characters', () => {
    expect(errorsOf(verificationDecisionSchema.safeParse({ decision: 'reject' }))).toEqual({
      reason: [VERIFICATION_MESSAGES.reasonRequired],
    });
    expect(
      errorsOf(verificationDecisionSchema.safeParse({ decision: 'reject', reason: ' no ' })),
    ).toEqual({ reason: [VERIFICATION_MESSAGES.reasonRequired] });
    expect(
      verificationDecisionSchema.parse({ decision: 'reject', reason: 'The photo is blurred' }),
    ).toEqual({ decision: 'reject', reason: 'The photo is blurred' });
  });

  it('refuses an unknown decision under decision', () => {
    expect(errorsOf(verificationDecisionSchema.safeParse({ decision: 'maybe' }))).toHaveProperty(
      'decision',
    );
  });
});

describe('the link token and the document kind', () => {
  it('takes a base64url token and refuses anything else', () => {
    const token = 'a'.repeat(43);
    expect(verificationConfirmSchema.parse({ token })).toEqual({ token });
    expect(errorsOf(verificationConfirmSchema.safeParse({ token: 'short' }))).toEqual({
      token: [VERIFICATION_MESSAGES.tokenInvalid],
    });
    expect(errorsOf(verificationConfirmSchema.safeParse({ token: `${token}!` }))).toEqual({
      token: [VERIFICATION_MESSAGES.tokenInvalid],
    });
  });

  it('takes documents for identity and portfolio only', () => {
    expect(verificationDocumentParamsSchema.safeParse({ kind: 'identity' }).success).toBe(true);
    expect(verificationDocumentParamsSchema.safeParse({ kind: 'email' }).success).toBe(false);
  });
});
