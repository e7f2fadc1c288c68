import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type * as z from 'zod/mini';
import type { Config } from './config';
import type { Db } from './db';
import type { ZodTypeProvider } from './plugins/zodTypeProvider';
import type { Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    services: Services;
    /** The clock (injectable for tests). */
    now: () => Date;
    /** Every route registered: method, URL pattern and the schemas of its input. */
    routeTable: readonly RouteEntry[];
  }
}

/** A route of the app, for the tests that must cover them all (bad input, authorisation). */
export interface RouteEntry {
  method: string;
  url: string;
  /** The sdk schemas the route validates its input with, where it has them. */
  schema: { body?: z.core.$ZodType; querystring?: z.core.$ZodType; params?: z.core.$ZodType };
}

/** The app as route plugins see it: request types come from the sdk's zod schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
