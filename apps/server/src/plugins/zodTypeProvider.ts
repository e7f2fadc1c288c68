import type { FastifyTypeProvider } from 'fastify';
import type * as z from 'zod/mini';

/**
 * Fastify type provider for zod (mini or classic) schemas: handlers get the parsed output types.
 * The validation plugin (./validation.ts) compiles the same schemas at run time.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.core.$ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.core.$ZodType ? z.input<this['schema']> : unknown;
}
