/**
 * The pages partner widgets load (issue 15), from the widgets build (`EMBED_DIR`):
 *
 * - `GET /embed/v1/loader.js`: the script partner pages include (`<script type="module">`, so it
 *   is fetched in CORS mode: `Access-Control-Allow-Origin: *`, `Cross-Origin-Resource-Policy:
 *   cross-origin`), cached 5 minutes (partners never change its address) with an ETag.
 * - `GET /embed/v1/job-request`, `/embed/v1/subscription` (`?key=pk_…&origin=…`): a widget's
 *   frame page. It names its partner and the embedding page's origin in a JSON data block, and
 *   answers `Content-Security-Policy: frame-ancestors <that origin>` — no X-Frame-Options — so
 *   only a page on that origin can show it: a page that lies about its origin gets a frame the
 *   browser refuses to render. An unknown or revoked key, or an origin the partner did not
 *   register, gets the same page with the error in the block, framable only by the origin it
 *   claimed (so it can tell that page what is wrong), or by nobody when that is no origin.
 * - `GET /embed/v1/authorize` (`?key&origin`): the sign-in window, a top-level popup on Hireloop's
 *   origin: never framed (`frame-ancestors 'none'`, `X-Frame-Options: DENY`), and
 *   `Cross-Origin-Opener-Policy: unsafe-none` so that `window.opener` — the widget's frame, on this
 *   same origin — survives and receives the credential by `postMessage`.
 * - `GET /embed/v1/assets/*`: the frame pages' files, named by content hash, cached for a year.
 *
 * The build's layout: `loader.js`; `frame/job-request.html`, `frame/subscription.html`,
 * `frame/authorize.html`; `frame/assets/*`. It is read once at start (it does not change while
 * the server runs); the server does not start when a file is missing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { embedPageQuerySchema } from '@hireloop/sdk/schemas';
import type { EmbedWidget } from '@hireloop/sdk/constants';
import { webOriginOf } from '@hireloop/sdk';
import { EMBED_DATA_ELEMENT_ID } from '@hireloop/sdk/constants';
import type { FastifyReply } from 'fastify';
import { withJsonBlock } from '../plugins/jsonBlock';
import { contentSecurityPolicyOptions } from '../plugins/security';
import type { App } from '../types';

/** Where the embed pages live. */
export const EMBED_BASE = '/embed/v1';

/** The pages of the build, by the `widget` they are for. */
export const EMBED_PAGE_FILES = {
  'job-request': 'frame/job-request.html',
  subscription: 'frame/subscription.html',
  authorize: 'frame/authorize.html',
} as const satisfies Record<EmbedWidget | 'authorize', string>;
export type EmbedPage = keyof typeof EMBED_PAGE_FILES;

export const EMBED_LOADER_FILE = 'loader.js';
export const EMBED_ASSETS_DIR = 'frame/assets';

/** The widgets build, read once. */
export interface EmbedBuild {
  embedDir: string;
  pages: Record<EmbedPage, string>;
  loader: { body: string; etag: string };
}

/** Reads the widgets build in `embedDir`; throws, saying what to do, when a file is missing. */
export function readEmbedBuild(embedDir: string): EmbedBuild {
  const read = (file: string) => {
    const path = join(embedDir, file);
    if (!existsSync(path)) {
      throw new Error(
        `EMBED_DIR ${embedDir} has no ${file}: build the widgets (npx turbo run build --filter=@hireloop/widgets) or unset EMBED_DIR`,
      );
    }
    return readFileSync(path, 'utf8');
  };
  const pages = Object.fromEntries(
    Object.entries(EMBED_PAGE_FILES).map(([page, file]) => [page, read(file)]),
  ) as Record<EmbedPage, string>;
  const loader = read(EMBED_LOADER_FILE);
  const etag = `"${createHash('sha256').update(loader).digest('base64url').slice(0, 27)}"`;
  return { embedDir, pages, loader: { body: loader, etag } };
}

/** What an embed page's data block says. */
export type EmbedPageData =
  | {
      widget: EmbedPage;
      publishableKey: string;
      /** The embedding page's origin, canonical: the only one the frame talks to. */
      parentOrigin: string;
      partnerName: string;
      appOrigin: string;
    }
  | {
      widget: EmbedPage;
      error: 'unknown-key' | 'origin-not-allowed';
      publishableKey: string;
      /** The origin the page claimed, canonical, or null when it is no origin. */
      parentOrigin: string | null;
      appOrigin: string;
    };

export async function embedPageRoutes(app: App, { build }: { build: EmbedBuild }) {
  const { partners } = app.services;
  const { appOrigin } = app.config;

  /** The page's data: the partner when the key and origin make a working widget, else the error. */
  async function dataOf(widget: EmbedPage, key: string, origin: string): Promise<EmbedPageData> {
    const resolved = await partners.resolve(key, origin);
    const parentOrigin = webOriginOf(origin);
    if ('partner' in resolved && parentOrigin !== null) {
      return {
        widget,
        publishableKey: key,
        parentOrigin,
        partnerName: resolved.partner.name,
        appOrigin,
      };
    }
    const error = 'error' in resolved ? resolved.error : 'origin-not-allowed';
    return { widget, error, publishableKey: key, parentOrigin, appOrigin };
  }

  const sendPage = (reply: FastifyReply, page: EmbedPage, data: EmbedPageData) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(withJsonBlock(build.pages[page], EMBED_DATA_ELEMENT_ID, data));

  for (const widget of ['job-request', 'subscription'] as const) {
    app.get(
      `${EMBED_BASE}/${widget}`,
      {
        schema: { querystring: embedPageQuerySchema },
        // Framed by the partner's page: frame-ancestors decides who may, not X-Frame-Options
        // (whose SAMEORIGIN would refuse every partner).
        helmet: { frameguard: false },
      },
      async (request, reply) => {
        const data = await dataOf(widget, request.query.key, request.query.origin);
        // helmet's headers again, with this page's frame-ancestors: the one origin it was made for.
        reply.helmet({
          contentSecurityPolicy: contentSecurityPolicyOptions(app.config, [
            data.parentOrigin ?? "'none'",
          ]),
        });
        return sendPage(reply, widget, data);
      },
    );
  }

  app.get(
    `${EMBED_BASE}/authorize`,
    {
      schema: { querystring: embedPageQuerySchema },
      helmet: {
        contentSecurityPolicy: contentSecurityPolicyOptions(app.config, ["'none'"]),
        frameguard: { action: 'deny' },
        // The widget's frame opened this window and waits for its credential through
        // `window.opener`; same-origin (helmet's) would cut that tie (the opener's top page is
        // the partner's).
        crossOriginOpenerPolicy: { policy: 'unsafe-none' },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        'authorize',
        await dataOf('authorize', request.query.key, request.query.origin),
      ),
  );

  app.get(
    `${EMBED_BASE}/${EMBED_LOADER_FILE}`,
    // Partner pages load it from their own origin: readable by them (CORS), embeddable anywhere.
    { helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' } } },
    async (request, reply) => {
      reply
        .header('access-control-allow-origin', '*')
        .header('cache-control', 'public, max-age=300')
        .header('etag', build.loader.etag)
        .type('text/javascript; charset=utf-8');
      const match = request.headers['if-none-match'];
      if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === build.loader.etag)) {
        return reply.code(304).send();
      }
      return reply.send(build.loader.body);
    },
  );

  // The frame pages' files: hashed names, cached for good.
  const assets = join(build.embedDir, EMBED_ASSETS_DIR);
  if (!existsSync(assets)) return;
  await app.register(fastifyStatic, {
    root: assets,
    prefix: `${EMBED_BASE}/assets/`,
    // The app's own @fastify/static (WEB_DIR) decorates the reply already.
    decorateReply: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
