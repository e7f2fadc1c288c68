/**
 * Security for every request (ARCHITECTURE "Security"): helmet's headers; bodies must be JSON
 * (the text/plain parser a cross-site form could use is removed) and nested at most 32 deep
 * (./jsonBody.ts); state-changing requests must come from APP_ORIGIN (Origin, else
 * Sec-Fetch-Site); an API-wide rate limit whose RateLimit headers the sdk's pacer reads, so
 * well-behaved clients never meet the 429.
 *
 * app.ts registers helmet and the rate limit (external plugins) with {@link helmetOptions} and
 * {@link rateLimitOptions}; this plugin adds the JSON and same-origin checks.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { problem } from '../errors';
import { useJsonBodyParser } from './jsonBody';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Skip the Origin and JSON checks: only for requests that authenticate otherwise (signed webhooks). */
    skipOriginCheck?: boolean;
  }
}

/**
 * Why a write is refused, or `undefined` when it may go on. A browser always sends Origin on a
 * cross-origin write, and Sec-Fetch-Site on every request; a request with neither is not a browser
 * (curl, a server), which a CSRF attack cannot be.
 */
export function refuseCrossSite(request: FastifyRequest, appOrigin: string): string | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return origin === appOrigin
      ? undefined
      : `Cross-site request refused: origin ${origin} is not allowed`;
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return 'Cross-site request refused';
  }
  return undefined;
}

/**
 * The Content-Security-Policy of every answer (helmet's defaults and the app's additions). An
 * embed page (issue 15) names who may frame it in `frameAncestors` instead of helmet's `'self'`.
 */
export function contentSecurityPolicyOptions(
  config: Config,
  frameAncestors?: readonly string[],
): Exclude<FastifyHelmetOptions['contentSecurityPolicy'], boolean | undefined> {
  return {
    useDefaults: true,
    directives: {
      'img-src': ["'self'", 'data:', 'https:'],
      'connect-src': ["'self'"],
      // Over plain http (local use, a LAN address) upgrading would break every asset.
      'upgrade-insecure-requests': config.appOrigin.startsWith('https://') ? [] : null,
      ...(frameAncestors ? { 'frame-ancestors': [...frameAncestors] } : {}),
    },
  };
}

/** helmet's security headers and Content-Security-Policy for every answer. */
export function helmetOptions(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicyOptions(config),
    // The app is served over http on localhost in development.
    hsts: config.appOrigin.startsWith('https://'),
  };
}

/**
 * The API-wide rate limit. Its hook runs per route, after every app-wide onRequest hook, so the
 * session plugin has read `request.user` by then.
 */
export function rateLimitOptions(config: Config): RateLimitPluginOptions {
  return {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // The signed-in user (the session plugin has run), else the address: never the raw cookie,
    // which a client could change on every request to get a fresh allowance.
    // The limit guards the API; the app's files and pages (WEB_DIR) are static and cached.
    allowList: (request) => !request.url.startsWith('/api/'),
    keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    errorResponseBuilder: (_request, context) =>
      problem(429, `Too many requests. Please retry in ${Math.ceil(context.ttl / 1000)} s.`, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  };
}

export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    // Fastify parses text/plain by default; a cross-site <form> can send it without a preflight.
    app.removeContentTypeParser('text/plain');
    // JSON as Fastify parses it, plus a nesting limit.
    useJsonBodyParser(app);

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config.skipOriginCheck) return;
      const refusal = refuseCrossSite(request, config.appOrigin);
      if (refusal) throw problem(403, refusal);
      const type = request.headers['content-type'];
      const hasBody =
        Number(request.headers['content-length'] ?? 0) > 0 ||
        request.headers['transfer-encoding'] !== undefined;
      // A route that takes a file (issue 17, ./uploads.ts) also accepts multipart/form-data.
      const multipartAllowed =
        request.routeOptions.config.upload === true && /^multipart\/form-data\b/i.test(type ?? '');
      if (hasBody && !multipartAllowed && !/^application\/json\b/i.test(type ?? '')) {
        throw problem(415, 'Request bodies must be JSON (content-type: application/json)');
      }
    });
  },
  {
    name: 'hireloop-security',
    dependencies: ['hireloop-validation', '@fastify/helmet', '@fastify/rate-limit'],
  },
);
