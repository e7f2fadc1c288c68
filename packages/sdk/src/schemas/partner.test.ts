import { describe, expect, it } from 'vitest';
import { PARTNER_ORIGINS_MAX } from '../vocabulary';
import { employerCheckoutSchema, talentCheckoutSchema } from './checkout';
import {
  embedCheckoutStatusSchema,
  embedPageQuerySchema,
  embedTokenRequestSchema,
  embedTokenSchema,
} from './embed';
import { formatZodError } from './errors';
import {
  ORIGIN_MESSAGE,
  ORIGINS_REQUIRED_MESSAGE,
  partnerInputSchema,
  partnerListSchema,
  partnerUpdateSchema,
  RETURN_URL_MESSAGE,
  webOriginSchema,
} from './partner';

const fieldErrors = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : formatZodError(result.error as never).fieldErrors;

describe('partners', () => {
  it('registers a partner with its origins canonicalised and deduplicated', () => {
    expect(
      partnerInputSchema.parse({
        name: '  Bootcamp  ',
        allowedOrigins: [
          'https://Bootcamp.example/',
          'https://bootcamp.example:443',
          'http://127.0.0.1:3001',
        ],
      }),
    ).toEqual({
      name: 'Bootcamp',
      allowedOrigins: ['https://bootcamp.example', 'http://127.0.0.1:3001'],
    });
  });

  it('says what is wrong with an origin list', () => {
    expect(
      fieldErrors(partnerInputSchema.safeParse({ name: 'B', allowedOrigins: [] })),
    ).toMatchObject({ allowedOrigins: [ORIGINS_REQUIRED_MESSAGE] });
    expect(
      fieldErrors(
        partnerInputSchema.safeParse({ name: 'B', allowedOrigins: ['https://b.example/jobs'] }),
      ),
    ).toMatchObject({ allowedOrigins: [ORIGIN_MESSAGE] });
    const many = Array.from({ length: PARTNER_ORIGINS_MAX + 1 }, (_, i) => `https://s${i}.example`);
    expect(partnerInputSchema.safeParse({ name: 'B', allowedOrigins: many }).success).toBe(false);
    expect(webOriginSchema.safeParse('https://a.example\u0000').success).toBe(false);
  });

  it('updates the name, the origins or both', () => {
    expect(partnerUpdateSchema.parse({})).toEqual({});
    expect(partnerUpdateSchema.parse({ allowedOrigins: ['https://a.example'] })).toEqual({
      allowedOrigins: ['https://a.example'],
    });
  });

  it('parses the admin list', () => {
    const partner = {
      id: 1,
      name: 'Bootcamp',
      publishableKey: 'pk_abc',
      allowedOrigins: ['https://bootcamp.example'],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      revokedAt: null,
    };
    expect(partnerListSchema.parse([partner])).toEqual([partner]);
  });
});

describe('embeds', () => {
  it('reads any key and origin of an embed page, defaulting to empty', () => {
    expect(embedPageQuerySchema.parse({})).toEqual({ key: '', origin: '' });
    expect(embedPageQuerySchema.parse({ key: 'nope', origin: 'not an origin' })).toEqual({
      key: 'nope',
      origin: 'not an origin',
    });
  });

  it('asks a token for a key and an exact origin', () => {
    expect(
      embedTokenRequestSchema.parse({ publishableKey: 'pk_1', origin: 'https://A.example' }),
    ).toEqual({ publishableKey: 'pk_1', origin: 'https://a.example' });
    expect(
      embedTokenRequestSchema.safeParse({ publishableKey: 'pk_1', origin: 'https://a.example/x' })
        .success,
    ).toBe(false);
    expect(
      embedTokenSchema.parse({
        token: 't',
        expiresAt: '2026-01-01T00:00:00.000Z',
        user: { id: 1, email: 'a@b.c', name: 'A', role: 'employer' },
      }).token,
    ).toBe('t');
  });

  it('checkouts take an optional absolute return address', () => {
    const employer = { stripePriceId: 'price_1', isLifetime: false, isEmployer: true };
    expect(employerCheckoutSchema.parse(employer)).toEqual(employer);
    expect(
      employerCheckoutSchema.parse({ ...employer, returnUrl: 'https://p.example/thanks' })
        .returnUrl,
    ).toBe('https://p.example/thanks');
    expect(
      fieldErrors(
        talentCheckoutSchema.safeParse({
          priceId: 'p',
          isEmployer: false,
          timestamp: 1,
          returnUrl: 'javascript:alert(1)',
        }),
      ),
    ).toMatchObject({ returnUrl: [RETURN_URL_MESSAGE] });
  });

  it('parses the status of a widget checkout', () => {
    const status = {
      id: 'co_1',
      status: 'completed',
      accountType: 'employer',
      billingPeriod: 'month',
      planName: 'Monthly',
      completedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(embedCheckoutStatusSchema.parse(status)).toEqual(status);
  });
});
