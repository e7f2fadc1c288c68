/**
 * The services (ARCHITECTURE: routes validate and call services; services own transactions and
 * rules), built once from the database, the config and the clock, decorated as `app.services`.
 * Registered after the external plugins and before the plugins and routes that use them.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db';
import { createServices } from '../services';

export interface ServicesPluginOptions {
  database: Database;
  config: Config;
  now: () => Date;
  /** Close the database with the app (it was opened for it). */
  closeDatabase: boolean;
}

export const servicesPlugin = fp(
  async (app: FastifyInstance, { database, config, now, closeDatabase }: ServicesPluginOptions) => {
    const services = createServices({
      db: database.db,
      listen: database.listen,
      config,
      now,
      log: app.log,
    });
    app.decorate('services', services);
    // Live streams end before the HTTP server closes: Fastify closes the server (waiting for open
    // connections) before onClose hooks, and an SSE response never finishes on its own.
    app.addHook('preClose', () => services.live.close());
    // The session cache's LISTEN stops with the app (issue 19).
    app.addHook('preClose', () => services.sessions.close());
    // The scheduler starts with the server, and stops (its tick under way finished) on close.
    app.addHook('onReady', async () => services.scheduler.start(config.schedulerIntervalMs));
    app.addHook('preClose', () => services.scheduler.close());
    // Work left after answers (a reset request's mail) finishes before the database closes.
    app.addHook('onClose', async () => {
      await services.background.idle();
      if (closeDatabase) await database.close();
    });
    // The plan catalogue is product configuration, not demo data: upserted at every start.
    await services.plans.ensure();
  },
  { name: 'hireloop-services' },
);
