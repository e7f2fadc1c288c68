/**
 * Serves the built reference app (apps/reference/dist) on the API's origin, so the session cookie
 * stays first-party (ARCHITECTURE "apps/reference"): hashed assets are cached for a year, any other
 * GET outside /api gets index.html (the app routes it, including its own 404 page). API paths keep
 * their JSON 404.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const webPlugin = fp(
  async (
    app: FastifyInstance,
    { webDir, sessionCookie }: { webDir: string; sessionCookie: string },
  ) => {
    if (!existsSync(join(webDir, 'index.html'))) {
      throw new Error(`WEB_DIR ${webDir} has no index.html: build the app first`);
    }
    // The build's variant for signed-in visits preloads the signed-in frame's chunks instead of
    // /auth's. A session cookie (valid or not: the page checks) chooses it.
    const signedInPage = existsSync(join(webDir, 'index.signed-in.html'))
      ? 'index.signed-in.html'
      : 'index.html';
    // And for the home page (/, where sign-in lands), the variant that preloads its chunks too.
    const homePage = existsSync(join(webDir, 'index.home.html')) ? 'index.home.html' : signedInPage;
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      // One route per file present at start (the build does not change while the server runs).
      wildcard: false,
      // The build writes .br and .gz beside each text file: sent to browsers that accept them.
      preCompressed: true,
      // The headers below decide caching, not send's default max-age=0.
      cacheControl: false,
      // Vite names every asset by its content hash: safe to cache forever.
      setHeaders: (reply, path) => {
        reply.setHeader(
          'cache-control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });

    // Every other GET: the app's pages get index.html; API and asset paths stay a JSON 404.
    app.get('/*', (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) {
        return reply.callNotFound();
      }
      const page = !request.cookies[sessionCookie]
        ? 'index.html'
        : path === '/'
          ? homePage
          : signedInPage;
      return reply.header('cache-control', 'no-cache').header('vary', 'cookie').sendFile(page);
    });
  },
  { name: 'hireloop-web', dependencies: ['hireloop-validation'] },
);
