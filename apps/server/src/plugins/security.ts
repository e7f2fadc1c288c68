/**
 * Security for every request (ARCHITECTURE "Security"): helmet's headers; bodies must be JSON
 * (the text/plain parser a cross-site form could use is removed) and nested at most 32 deep
 * (./jsonBody.ts); state-changing requests must come from APP_ORIGIN (Origin, else
 * Sec-Fetch-Site); an API-wide rate limit whose RateLimit headers the sdk's pacer reads, so
 * well-behaved clients never meet the 429.
 *
 * app.ts registers {@link securityHeadersPlugin} (helmet's headers, computed once) and the rate
 * limit (an external plugin) with {@link helmetOptions} and {@link rateLimitOptions}; this plugin
 * adds the JSON and same-origin checks.
 */
// Types only: the route option `helmet` and `reply.helmet()` keep @fastify/helmet's shape, served
// by {@link securityHeadersPlugin}.
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';
import { problem } from '../errors';
import { useJsonBodyParser } from './jsonBody';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Skip the Origin and JSON checks: only for requests that authenticate otherwise (signed webhooks). */
    skipOriginCheck?: boolean;
    /** Set by {@link securityHeadersPlugin} for a route with its own `helmet` option. */
    securityHeaders?: SecurityHeaders;
  }
}

/** helmet's options, as @fastify/helmet takes them. */
type HelmetOptions = Omit<FastifyHelmetOptions, 'global' | 'enableCSPNonces'>;

/** `helmet` itself: the copy @fastify/helmet (the dependency that brings it) loads. */
const helmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))(
  'helmet',
) as (
  options: HelmetOptions,
) => (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** What helmet does to a response, in its order: set a header (value) or remove it (null). */
type HeaderOps = ReadonlyArray<readonly [name: string, value: string | null]>;

/** A route's helmet options and the headers they make. */
interface SecurityHeaders {
  options: HelmetOptions;
  ops: HeaderOps;
}

/**
 * The headers helmet sets for `options`, computed once: helmet's middleware run against a
 * recording response (the app's policies hold no per-request parts such as nonces).
 */
function headerOpsOf(options: HelmetOptions): HeaderOps {
  const ops: Array<readonly [string, string | null]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => ops.push([name, String(value)]),
    removeHeader: (name: string) => ops.push([name, null]),
  };
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return ops;
}

function applyHeaderOps(res: ServerResponse, ops: HeaderOps): void {
  for (const [name, value] of ops) {
    if (value === null) res.removeHeader(name);
    else res.setHeader(name, value);
  }
}

/**
 * helmet's security headers, as @fastify/helmet sets them (the same options: app-wide, a route's
 * `helmet` option merged over them or `false`, and `reply.helmet(options)` to set them again with
 * more options), but computed once per variant instead of by `helmet(options)` on every request
 * (issue 19: 4–14 % of a signed-in request's CPU). CSP nonces are not supported.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const { enableCSPNonces, global, ...appWide } = options as FastifyHelmetOptions;
    if (enableCSPNonces || global === false) {
      throw new Error('securityHeadersPlugin: CSP nonces and non-global use are not supported');
    }
    const appWideOps = headerOpsOf(appWide);

    app.addHook('onRoute', (route) => {
      if (route.helmet === undefined) return;
      const own = route.helmet === false ? undefined : route.helmet;
      const merged: HelmetOptions = { ...appWide, ...own };
      route.config = Object.assign(route.config ?? Object.create(null), {
        securityHeaders: { options: merged, ops: own ? headerOpsOf(merged) : [] },
      });
    });

    app.addHook('onRequest', (request, reply, done) => {
      applyHeaderOps(reply.raw, request.routeOptions.config.securityHeaders?.ops ?? appWideOps);
      done();
    });

    // The page that knows more only at answer time (an embed page's frame-ancestors) sets them again.
    app.decorateReply('helmet', function (this: FastifyReply, more?: HelmetOptions) {
      const base = this.request.routeOptions.config.securityHeaders?.options ?? appWide;
      applyHeaderOps(this.raw, headerOpsOf({ ...base, ...more }));
    } as unknown as FastifyReply['helmet']);
  },
  { name: 'hireloop-security-headers' },
);

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

    // Callback style: a read passes without a promise (issue 19: on the path of every request).
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config.skipOriginCheck) {
        return done();
      }
      const refusal = refuseCrossSite(request, config.appOrigin);
      if (refusal) return done(problem(403, refusal));
      const type = request.headers['content-type'];
      const hasBody =
        Number(request.headers['content-length'] ?? 0) > 0 ||
        request.headers['transfer-encoding'] !== undefined;
      // A route that takes a file (issue 17, ./uploads.ts) also accepts multipart/form-data.
      const multipartAllowed =
        request.routeOptions.config.upload === true && /^multipart\/form-data\b/i.test(type ?? '');
      if (hasBody && !multipartAllowed && !/^application\/json\b/i.test(type ?? '')) {
        return done(problem(415, 'Request bodies must be JSON (content-type: application/json)'));
      }
      done();
    });
  },
  {
    name: 'hireloop-security',
    dependencies: ['hireloop-validation', 'hireloop-security-headers', '@fastify/rate-limit'],
  },
);
