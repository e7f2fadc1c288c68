/**
 * `buildApp(config)` returns the reference API server as a Fastify instance, ready to `listen` or
 * to `inject` into. The order is ARCHITECTURE's: external plugins, then services, then routes.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database } from './db';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { validationPlugin } from './plugins/validation';
import type { ZodTypeProvider } from './plugins/zodTypeProvider';
import { webPlugin } from './plugins/web';
import { authRoutes } from './routes/auth';
import { bidRoutes } from './routes/bids';
import { groupRoutes } from './routes/groups';
import { liveRoutes } from './routes/live';
import { messageRoutes } from './routes/messages';
import { notificationRoutes } from './routes/notifications';
import { stickyMessageRoutes } from './routes/stickyMessages';
import { checkoutPageRoutes } from './routes/checkoutPage';
import { externalJobRoutes } from './routes/externalJobs';
import { healthRoutes } from './routes/health';
import { jobRequestRoutes } from './routes/jobRequests';
import { profileRoutes } from './routes/profile';
import { savedJobRoutes } from './routes/savedJobs';
import { skillRoutes } from './routes/skills';
import { skillTrendRoutes } from './routes/skillTrends';
import { subscriptionRoutes } from './routes/subscription';
import { createServices } from './services';
import type { App } from './types';

export interface BuildOptions {
  /** An open database; by default one is opened from the config (and closed with the app). */
  database?: Database;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /** Fastify logger option. @default pino at `config.logLevel` */
  logger?: FastifyServerOptions['logger'];
  /**
   * Close every connection, not only idle ones, when the app closes (test servers: a request a
   * test abandoned must not hold `close()` open). @default 'idle'
   */
  forceCloseConnections?: FastifyServerOptions['forceCloseConnections'];
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const database = options.database ?? (await openDatabase(config));
  const now = options.now ?? (() => new Date());

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Let in-flight requests finish on close (graceful shutdown), refusing new ones.
    return503OnClosing: true,
    forceCloseConnections: options.forceCloseConnections ?? 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  // Every route, for the tests that must cover them all (malformed bodies, authorisation).
  const routeTable: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', routeTable);

  const services = createServices({
    db: database.db,
    listen: database.listen,
    config,
    now,
    log: app.log,
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('now', now);
  app.decorate('services', services);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Live streams end before the HTTP server closes: Fastify closes the server (waiting for open
  // connections) before onClose hooks, and an SSE response never finishes on its own.
  app.addHook('preClose', () => services.live.close());
  if (!options.database) app.addHook('onClose', () => database.close());
  // The plan catalogue is product configuration, not demo data: upserted at every start.
  await services.plans.ensure();

  await app.register(validationPlugin);
  await app.register(sessionPlugin, { config, sessions: services.sessions });
  await app.register(securityPlugin, { config });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(subscriptionRoutes);
  await app.register(checkoutPageRoutes);
  await app.register(jobRequestRoutes);
  await app.register(skillRoutes);
  await app.register(skillTrendRoutes);
  await app.register(externalJobRoutes);
  await app.register(savedJobRoutes);
  await app.register(bidRoutes);
  await app.register(messageRoutes);
  await app.register(groupRoutes);
  await app.register(notificationRoutes);
  await app.register(stickyMessageRoutes);
  await app.register(liveRoutes);
  if (config.webDir) {
    await app.register(webPlugin, { webDir: config.webDir });
  }

  await app.ready();
  return app;
}
