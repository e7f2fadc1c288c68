import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
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
    /** Every route registered, method and URL pattern. */
    routeTable: readonly { method: string; url: string }[];
  }
}

/** The app as route plugins see it: request types come from the sdk's zod schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
