import { describe, expect, it } from 'vitest';
import {
  checkoutParamsSchema,
  checkoutRedirectSchema,
  localCheckoutPaymentSchema,
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

  it('takes an opaque checkout id in the path: letters, digits, _ and - only', () => {
    expect(checkoutParamsSchema.parse({ id: 'co_AbC-12' })).toEqual({ id: 'co_AbC-12' });
    expect(checkoutParamsSchema.safeParse({ id: '' }).success).toBe(false);
    expect(checkoutParamsSchema.safeParse({ id: '../x' }).success).toBe(false);
    expect(checkoutParamsSchema.safeParse({ id: 'a'.repeat(101) }).success).toBe(false);
  });

  it('answers Pay and Cancel of the local checkout with a url to go to', () => {
    const body = { redirect: 'http://localhost:3000/payment-success?success=true' };
    expect(checkoutRedirectSchema.parse(body)).toEqual(body);
    expect(checkoutRedirectSchema.safeParse({ redirect: '/relative' }).success).toBe(false);
  });
});

describe('the local checkout Pay body', () => {
  it('pays with the succeeding test card by default, or one declined at renewal', () => {
    expect(localCheckoutPaymentSchema.parse({})).toEqual({ card: 'succeeds' });
    expect(localCheckoutPaymentSchema.parse({ card: 'declines-renewal' })).toEqual({
      card: 'declines-renewal',
    });
    expect(localCheckoutPaymentSchema.safeParse({ card: '4242' }).success).toBe(false);
    expect(localCheckoutPaymentSchema.parse(null)).toBeNull();
  });
});
