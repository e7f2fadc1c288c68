/**
 * `buildApp(config)` returns the reference API server as a Fastify instance, ready to `listen` or
 * to `inject` into. The order is ARCHITECTURE's (and fastify/demo's): external plugins, then
 * services, then routes.
 */
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database } from './db';
import { loggerOptions } from './logging';
import { readPagesManifest } from './plugins/pagesManifest';
import { requestIdOf } from './plugins/requestId';
import {
  helmetOptions,
  rateLimitOptions,
  securityHeadersPlugin,
  securityPlugin,
} from './plugins/security';
import { servicesPlugin } from './plugins/services';
import { uploadsPlugin } from './plugins/uploads';
import { sessionPlugin } from './plugins/session';
import { validationPlugin } from './plugins/validation';
import { webPlugin, webStaticOptions } from './plugins/web';
import type { ZodTypeProvider } from './plugins/zodTypeProvider';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { bidRoutes } from './routes/bids';
import { checkinRoutes } from './routes/checkins';
import { feedRoutes } from './routes/feed';
import { collectiveRoutes } from './routes/collectives';
import { eventRoutes } from './routes/events';
import { libraryRoutes } from './routes/library';
import { marketplaceRoutes } from './routes/marketplace';
import { verificationRoutes } from './routes/verification';
import { groupRoutes } from './routes/groups';
import { liveRoutes } from './routes/live';
import { messageRoutes } from './routes/messages';
import { notificationRoutes } from './routes/notifications';
import { partnerRoutes } from './routes/partners';
import { stickyMessageRoutes } from './routes/stickyMessages';
import { checkoutPageRoutes } from './routes/checkoutPage';
import { embedRoutes } from './routes/embed';
import { embedPageRoutes, readEmbedBuild } from './routes/embedPages';
import { externalJobRoutes } from './routes/externalJobs';
import { healthRoutes } from './routes/health';
import { insightRoutes } from './routes/insights';
import { jobRequestRoutes } from './routes/jobRequests';
import { profileRoutes } from './routes/profile';
import { savedJobRoutes } from './routes/savedJobs';
import { skillRoutes } from './routes/skills';
import { skillTrendRoutes } from './routes/skillTrends';
import { subscriptionRoutes } from './routes/subscription';
import { teamRoutes } from './routes/team';
import type { App, RouteEntry } from './types';

export interface BuildOptions {
  /** An open database; by default one is opened from the config (and closed with the app). */
  database?: Database;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /**
   * Fastify logger option. @default pino at `config.logLevel` with the server's serializers and
   * redaction (./logging.ts)
   */
  logger?: FastifyServerOptions['logger'];
  /**
   * Close every connection, not only idle ones, when the app closes (test servers: a request a
   * test abandoned must not hold `close()` open). @default 'idle'
   */
  forceCloseConnections?: FastifyServerOptions['forceCloseConnections'];
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  // The built app to serve, checked first: without its pages manifest the server does not start.
  const web = config.webDir
    ? { webDir: config.webDir, pages: readPagesManifest(config.webDir) }
    : undefined;
  // And the widgets build (issue 15): without one of its files the server does not start either.
  const embedBuild = config.embedDir ? readEmbedBuild(config.embedDir) : undefined;
  const database = options.database ?? (await openDatabase(config));
  const now = options.now ?? (() => new Date());

  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // The client's x-request-id only when it is a short safe token (./plugins/requestId.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // With nothing to write (LOG_LEVEL=silent), no child logger per request: pino would bind and
    // redact its fields for every request for nothing (issue 19).
    childLoggerFactory: (logger, bindings, childOptions) =>
      logger.level === 'silent' ? logger : logger.child(bindings, childOptions),
    // Let in-flight requests finish on close (graceful shutdown), refusing new ones.
    return503OnClosing: true,
    forceCloseConnections: options.forceCloseConnections ?? 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  // Every route, for the tests that must cover them all (malformed bodies, authorisation).
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const { body, querystring, params } = (route.schema ?? {}) as RouteEntry['schema'];
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, schema: { body, querystring, params } });
    }
  });
  app.decorate('routeTable', routeTable);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('now', now);
  // Callback-style hooks on the path of every request: no promise each (issue 19).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  // Zod validation and the error and not-found handlers, before any plugin adds a route (a route
  // keeps the error handler it was registered with).
  await app.register(validationPlugin);

  // External plugins. Their onRequest hooks run in this order, before the ones of the app's
  // plugins below; the rate limit's runs per route, after all of them (it reads `request.user`).
  await app.register(cookie);
  // helmet's headers, computed once per variant (issue 19) instead of by @fastify/helmet per request.
  await app.register(securityHeadersPlugin, helmetOptions(config));
  await app.register(rateLimit, rateLimitOptions(config));
  if (web) await app.register(fastifyStatic, webStaticOptions(web.webDir));

  // Services, then the app's plugins over them: the session (`request.user`, `requireUser`) and
  // the JSON and same-origin checks of writes.
  await app.register(servicesPlugin, {
    database,
    config,
    now,
    closeDatabase: !options.database,
  });
  await app.register(sessionPlugin, {
    config,
    sessions: app.services.sessions,
    embedTokens: app.services.embedTokens,
  });
  await app.register(securityPlugin, { config });
  // Multipart bodies for the routes that take a file (issue 17), with their limits.
  await app.register(uploadsPlugin);

  // Routes.
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(subscriptionRoutes);
  await app.register(checkoutPageRoutes);
  await app.register(jobRequestRoutes);
  await app.register(skillRoutes);
  await app.register(skillTrendRoutes);
  await app.register(insightRoutes);
  await app.register(externalJobRoutes);
  await app.register(savedJobRoutes);
  await app.register(bidRoutes);
  await app.register(messageRoutes);
  await app.register(groupRoutes);
  await app.register(notificationRoutes);
  await app.register(stickyMessageRoutes);
  await app.register(liveRoutes);
  await app.register(partnerRoutes);
  await app.register(embedRoutes);
  await app.register(teamRoutes);
  await app.register(checkinRoutes);
  await app.register(feedRoutes);
  await app.register(collectiveRoutes);
  await app.register(eventRoutes);
  await app.register(libraryRoutes);
  await app.register(marketplaceRoutes);
  await app.register(verificationRoutes);
  // The widgets' pages (/embed/v1), from the widgets build; without it they are a 404.
  if (embedBuild) await app.register(embedPageRoutes, { build: embedBuild });
  // Last, the built app's pages: every other GET outside /api.
  if (web) await app.register(webPlugin, web);

  await app.ready();
  return app;
}
