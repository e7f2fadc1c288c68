import { describe, expect, it } from 'vitest';
import {
  checkoutSessionRequestSchema,
  checkoutSessionSchema,
  employerCheckoutSchema,
  talentCheckoutSchema,
} from './checkout';

describe('checkout payloads (SPEC §7)', () => {
  it('accepts the employer payload: stripePriceId, isLifetime, isEmployer true', () => {
    const body = { stripePriceId: 'price_1', isLifetime: false, isEmployer: true };
    expect(checkoutSessionRequestSchema.parse(body)).toEqual(body);
    expect(employerCheckoutSchema.parse(body)).toEqual(body);
  });

  it('accepts the talent payload: priceId, isEmployer false, timestamp', () => {
    const body = { priceId: 'price_2', isEmployer: false, timestamp: 1700000000000 };
    expect(checkoutSessionRequestSchema.parse(body)).toEqual(body);
    expect(talentCheckoutSchema.parse(body)).toEqual(body);
  });

  it('tells the two apart by isEmployer, so a mixed payload fails', () => {
    expect(
      checkoutSessionRequestSchema.safeParse({ priceId: 'p', isEmployer: true, timestamp: 1 })
        .success,
    ).toBe(false);
    expect(
      checkoutSessionRequestSchema.safeParse({
        stripePriceId: 'p',
        isLifetime: true,
        isEmployer: false,
      }).success,
    ).toBe(false);
  });

  it('refuses a payload without isEmployer or with an empty price id', () => {
    expect(
      checkoutSessionRequestSchema.safeParse({ stripePriceId: 'p', isLifetime: true }).success,
    ).toBe(false);
    expect(
      checkoutSessionRequestSchema.safeParse({
        stripePriceId: '',
        isLifetime: true,
        isEmployer: true,
      }).success,
    ).toBe(false);
  });

  it('answers a url to redirect to', () => {
    expect(checkoutSessionSchema.parse({ url: 'https://checkout.example.com/s/1' })).toEqual({
      url: 'https://checkout.example.com/s/1',
    });
    expect(checkoutSessionSchema.safeParse({ url: 'not a url' }).success).toBe(false);
  });
});
