import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { formatZodError } from './errors';
import {
  MARKETPLACE_MESSAGES as M,
  disputeResolutionSchema,
  orderCreateSchema,
  orderMessageSchema,
  orderRequirementsSchema,
  reviewInputSchema,
  serviceCreateSchema,
  serviceInputSchema,
  servicesQuerySchema,
} from './marketplace';

const fieldErrors = (schema: z.core.$ZodType, input: unknown) => {
  const result = z.safeParse(schema, input);
  return result.success ? {} : formatZodError(result.error, { input }).fieldErrors;
};

const service = {
  title: 'Brand identity design',
  description: 'A logo, a palette and a one-page guide.',
  skills: [1, 2],
  tiers: [
    { name: 'Starter', price: 150, deliveryDays: 3, revisions: 1 },
    { name: 'Standard', price: '300', deliveryDays: '5', revisions: '2', description: 'More' },
  ],
  addOns: [{ name: 'Source files', price: 40, extraDays: 1 }],
  questions: [{ text: 'What is the company called?' }],
};

describe('the service form', () => {
  it('takes a service with tiers, add-ons and questions (numbers may arrive as text)', () => {
    const parsed = z.parse(serviceCreateSchema, service);
    expect(parsed.sellerKind).toBe('talent');
    expect(parsed.tiers[1]).toEqual({
      name: 'Standard',
      description: 'More',
      price: 300,
      deliveryDays: 5,
      revisions: 2,
    });
    expect(parsed.tiers[0]!.description).toBe('');
    expect(parsed.questions).toEqual([{ text: 'What is the company called?', required: true }]);
  });

  it('allows 1 to 3 tiers with different names', () => {
    expect(fieldErrors(serviceInputSchema, { ...service, tiers: [] }).tiers).toEqual([
      M.tiersCount,
    ]);
    const four = Array.from({ length: 4 }, (_, i) => ({ ...service.tiers[0], name: `T${i}` }));
    expect(fieldErrors(serviceInputSchema, { ...service, tiers: four }).tiers).toEqual([
      M.tiersCount,
    ]);
    const same = [service.tiers[0], { ...service.tiers[0], name: 'starter' }];
    expect(fieldErrors(serviceInputSchema, { ...service, tiers: same }).tiers).toEqual([
      M.tierNamesUnique,
    ]);
  });

  it('refuses prices, days and revisions out of range with one message each', () => {
    const bad = (tier: object) =>
      fieldErrors(serviceInputSchema, { ...service, tiers: [{ ...service.tiers[0], ...tier }] });
    expect(JSON.stringify(bad({ price: 2 }))).toContain(M.priceInvalid);
    expect(JSON.stringify(bad({ price: 10.5 }))).toContain(M.priceInvalid);
    expect(JSON.stringify(bad({ price: 'abc' }))).toContain(M.priceInvalid);
    // A missing or empty value reads the field's message too, not zod's "Invalid input".
    expect(JSON.stringify(bad({ price: undefined }))).toContain(M.priceInvalid);
    expect(JSON.stringify(bad({ revisions: null }))).toContain(M.revisionsInvalid);
    expect(JSON.stringify(bad({ deliveryDays: 0 }))).toContain(M.deliveryDaysInvalid);
    expect(JSON.stringify(bad({ revisions: 11 }))).toContain(M.revisionsInvalid);
    expect(JSON.stringify(bad({ name: '  ' }))).toContain(M.tierNameRequired);
  });

  it("needs a title, a description, and a collective for a collective's service", () => {
    const errors = fieldErrors(serviceCreateSchema, {
      ...service,
      title: 'abc',
      description: ' ',
      sellerKind: 'collective',
    });
    expect(errors.title).toEqual([M.titleLength]);
    expect(errors.description).toEqual([M.descriptionRequired]);
    expect(errors.collectiveId).toEqual([M.collectiveRequired]);
  });
});

describe('buying and the order', () => {
  it('takes a tier index and distinct add-on indexes', () => {
    expect(z.parse(orderCreateSchema, { serviceId: '4', tierIndex: '1' })).toEqual({
      serviceId: 4,
      tierIndex: 1,
      addOnIndexes: [],
    });
    expect(fieldErrors(orderCreateSchema, { serviceId: 4, tierIndex: 3 }).tierIndex).toEqual([
      M.tierRequired,
    ]);
    expect(
      fieldErrors(orderCreateSchema, { serviceId: 4, tierIndex: 0, addOnIndexes: [1, 1] })
        .addOnIndexes,
    ).toEqual([M.addOnInvalid]);
  });

  it('takes the answers as a list of trimmed texts', () => {
    expect(z.parse(orderRequirementsSchema, { answers: [' Acme ', ''] })).toEqual({
      answers: ['Acme', ''],
    });
    expect(fieldErrors(orderRequirementsSchema, {}).answers).toEqual([M.answersCount]);
  });

  it('needs a message to deliver or ask for a revision', () => {
    expect(fieldErrors(orderMessageSchema, { message: '   ' }).message).toEqual([
      M.messageRequired,
    ]);
  });

  it('takes a rating of 1 to 5 and a written review', () => {
    expect(z.parse(reviewInputSchema, { rating: '4', body: 'Quick and clear.' })).toEqual({
      rating: 4,
      body: 'Quick and clear.',
    });
    const errors = fieldErrors(reviewInputSchema, { rating: 6, body: '' });
    expect(errors.rating).toEqual([M.ratingInvalid]);
    expect(errors.body).toEqual([M.reviewRequired]);
  });

  it('resolves a dispute by completing or refunding, with a note', () => {
    expect(
      fieldErrors(disputeResolutionSchema, { resolution: 'maybe', note: 'x' }).resolution,
    ).toEqual([M.resolutionRequired]);
  });
});

describe('the services query', () => {
  it('reads the filters from the query string', () => {
    expect(
      z.parse(servicesQuerySchema, {
        q: ' logo ',
        skill: '3',
        priceMin: '',
        priceMax: '200',
        deliveryMax: '7',
        ratingMin: '4.5',
      }),
    ).toEqual({
      q: 'logo',
      skill: 3,
      priceMin: undefined,
      priceMax: 200,
      deliveryMax: 7,
      ratingMin: 4.5,
      sellerId: undefined,
      collectiveId: undefined,
      scope: 'all',
      sort: 'newest',
      limit: 20,
    });
  });
});
