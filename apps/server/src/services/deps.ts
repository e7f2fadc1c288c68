import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db';

/**
 * What every service may depend on: given to each `createXService(deps, …)` by the wiring in
 * ./index.ts. Its own module, so a service importing it imports nothing of the others.
 */
export interface ServiceDeps {
  db: Db;
  /** LISTEN on a channel (PostgreSQL LISTEN/NOTIFY, or PGlite in-process). */
  listen: Database['listen'];
  config: Config;
  /** The clock; tests move it to cross billing periods and expiries. */
  now: () => Date;
  log: FastifyBaseLogger;
}
