/**
 * Serves the built reference app (apps/reference/dist) on the API's origin, so the session cookie
 * stays first-party (ARCHITECTURE "apps/reference"): hashed assets are cached for a year, any other
 * GET outside /api gets a page of the build (the app routes it, including its own 404 page). API
 * paths keep their JSON 404.
 *
 * The build's pages manifest (./pagesManifest.ts) names the page of each visit. A signed-in visit
 * gets the signed-in page with the session's user in it (what GET /api/user would answer), so the
 * app renders the signed-in frame at once instead of waiting for that request first.
 *
 * app.ts registers @fastify/static with {@link webStaticOptions} (the build's files), then this
 * plugin (its pages).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyStaticOptions } from '@fastify/static';
import { EMBEDDED_USER_ELEMENT_ID, USER_NAME_SLOT } from '@hireloop/sdk/constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from '../html';
import { withJsonBlock } from './jsonBlock';
import { servesPublicPath, type PagesManifest } from './pagesManifest';

/** @fastify/static over the build: its files, precompressed copies, and the caching rules. */
export function webStaticOptions(webDir: string): FastifyStaticOptions {
  return {
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
  };
}

export const webPlugin = fp(
  async (app: FastifyInstance, { webDir, pages }: { webDir: string; pages: PagesManifest }) => {
    // The signed-in pages preload the signed-in frame's chunks instead of /auth's. They are read
    // once: the build does not change while the server runs.
    const read = (file: string) => readFileSync(join(webDir, file), 'utf8');
    const signedInPage = read(pages.signedIn);
    // And for the home page (/, where sign-in lands) and the other paths the manifest names,
    // the ones that preload their page's chunks too and paint its heading.
    // The home per role (preloading that account type's home).
    const homeByRole = new Map(
      Object.entries(pages.signedInHomeByRole).map(([role, file]) => [role, read(file)]),
    );
    const pathPages = new Map(
      Object.entries({ '/': pages.signedInHome, ...pages.signedInPaths }).map(([path, file]) => [
        path,
        read(file),
      ]),
    );

    // The public pages with a page of their own (preloading that page's chunks rather than
    // /auth's or the signed-in frame's), for visits with a session or without: the page with the
    // user, or with `null` (no session: the app does not ask GET /api/user). A path ending with
    // `/` serves every path under it.
    const publicPages = Object.entries(pages.publicPaths).map(([at, file]) => {
      const html = read(file);
      return { at, html, signedOut: withJsonBlock(html, EMBEDDED_USER_ELEMENT_ID, null) };
    });

    // Every other GET: the app's pages get a page; API, asset and embed paths stay a JSON 404.
    app.get('/*', (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      // /embed is the widgets' (routes/embedPages.ts): a path there that is none of theirs, or
      // any of it without the widgets build, is not the app's either.
      if (
        path === '/api' ||
        path.startsWith('/api/') ||
        path.startsWith('/assets/') ||
        path === '/embed' ||
        path.startsWith('/embed/')
      ) {
        return reply.callNotFound();
      }
      const user = request.user;
      const publicPage = publicPages.find((page) => servesPublicPath(page.at, path));
      let html: string;
      if (user) {
        const home = path === '/' ? homeByRole.get(user.role) : undefined;
        html = withUser(publicPage?.html ?? home ?? pathPages.get(path) ?? signedInPage, user);
      } else if (publicPage) html = publicPage.signedOut;
      // No session, or one that has expired or was ended: the signed-out page (it goes to /auth).
      else {
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'cookie')
          .sendFile(pages.signedOut);
      }
      reply
        .type('text/html; charset=utf-8')
        // A page that names who is signed in: never for a shared cache.
        .header('cache-control', user ? 'private, no-cache' : 'no-cache')
        .header('vary', 'cookie, accept-encoding');
      return sendCompressed(reply, request.headers['accept-encoding'], html);
    });
  },
  {
    name: 'hireloop-web',
    dependencies: ['hireloop-validation', 'hireloop-session', '@fastify/static'],
  },
);

/**
 * The page with the user in a JSON data block (not run, so the Content-Security-Policy is
 * unaffected), before `</head>`. The name and the rest are the user's own text: `<`, `>`, `&`
 * and the JavaScript line separators are escaped, so nothing can close the block (./jsonBlock.ts).
 * Where the page names its user (`USER_NAME_SLOT`, the home's heading), the name goes in as
 * HTML-escaped text; the slots are those of the build's page, not any the name itself holds.
 */
export function withUser(html: string, user: { name: string }): string {
  const named = html.split(USER_NAME_SLOT).join(escapeHtml(user.name));
  return withJsonBlock(named, EMBEDDED_USER_ELEMENT_ID, user);
}

/** Brotli or gzip when the browser accepts it (the page is built per request, so not beforehand). */
function sendCompressed(reply: FastifyReply, acceptEncoding: string | undefined, html: string) {
  // "br", "br;q=0.8" accept it; "br;q=0" refuses it.
  const accepts = (encoding: string) =>
    (acceptEncoding ?? '').split(',').some((part) => {
      const [name, ...params] = part.split(';').map((piece) => piece.trim());
      return name === encoding && !params.some((param) => /^q=0(\.0*)?$/.test(param));
    });
  if (accepts('br')) {
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (accepts('gzip')) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
