import { describe, expect, it } from 'vitest';
import { STRIPE_ENVIRONMENTS } from '../vocabulary';
import { stripeConfigSchema } from './stripeConfig';

describe('stripe config', () => {
  it('has the environments local, test and live', () => {
    expect(STRIPE_ENVIRONMENTS).toEqual(['local', 'test', 'live']);
    expect(stripeConfigSchema.parse({ environment: 'local' })).toEqual({ environment: 'local' });
    expect(stripeConfigSchema.safeParse({ environment: 'prod' }).success).toBe(false);
  });
});
