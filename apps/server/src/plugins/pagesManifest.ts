/**
 * The built app's pages manifest: `pages.json` at the top of WEB_DIR, written by the reference
 * app's build (apps/reference/vite.config.ts), names the HTML file each kind of visit gets. The
 * server reads it once at start instead of knowing the build's file names (README "The built
 * app's pages").
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/** The manifest's file name in WEB_DIR. */
export const PAGES_MANIFEST = 'pages.json';

/** Which HTML file of the build serves which visit (paths relative to WEB_DIR). */
export interface PagesManifest {
  /** Any page without a valid session (the app leads it to /auth), e.g. `index.html`. */
  signedOut: string;
  /** Any page but `/` with a valid session, e.g. `index.signed-in.html`. */
  signedIn: string;
  /** `/` with a valid session, where sign-in lands, e.g. `index.home.html`. */
  signedInHome: string;
  /**
   * Optional: `/` with a valid session for a user of the role named, e.g.
   * `{ "employer": "index.home.employer.html" }` (a role not named gets `signedInHome`).
   */
  signedInHomeByRole: Record<string, string>;
  /**
   * Optional: other paths with a page of their own for a visit with a valid session, e.g.
   * `{ "/messages": "index.messages.html" }` (exact paths; any other gets `signedIn`).
   */
  signedInPaths: Record<string, string>;
  /**
   * Optional: public pages with a page of their own, for every visit to the path, with a session
   * or without; a key ending with `/` names every path under it. E.g.
   * `{ "/team/invites/": "index.team-invite.html", "/waitlist-demo": "index.waitlist-demo.html" }`.
   * The page holds no user data block: the server adds one (the user, or `null` without a session).
   */
  publicPaths: Record<string, string>;
}

const PAGES = ['signedOut', 'signedIn', 'signedInHome'] as const;

/** Whether a `publicPaths` key serves `path`: that path, or every path under a key ending with `/`. */
export const servesPublicPath = (at: string, path: string): boolean =>
  at.endsWith('/') ? path.startsWith(at) : path === at;

/**
 * Reads and checks `webDir`'s manifest: every page must name a file inside `webDir`. Throws an
 * error saying what to do when the manifest is missing or wrong (the server then does not start).
 */
export function readPagesManifest(webDir: string): PagesManifest {
  const path = join(webDir, PAGES_MANIFEST);
  const rebuild = 'build the app first: npx turbo run build --filter=@hireloop/reference';
  if (!existsSync(path)) {
    throw new Error(`WEB_DIR ${webDir} has no ${PAGES_MANIFEST}: ${rebuild}`);
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path} is not valid JSON (${(error as Error).message}): ${rebuild}`);
  }
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    throw new Error(`${path} must be a JSON object naming the pages: ${rebuild}`);
  }
  const record = manifest as Record<string, unknown>;
  /** `file` checked to be a file inside `webDir`, as a path relative to it. */
  const fileOf = (name: string, file: unknown): string => {
    if (typeof file !== 'string' || file === '') {
      throw new Error(`${path} names no ${name} page (an HTML file of the build): ${rebuild}`);
    }
    const inside = relative(webDir, resolve(webDir, file));
    if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
      throw new Error(`${path}: the ${name} page ${file} is not a file inside WEB_DIR`);
    }
    const full = join(webDir, inside);
    if (!existsSync(full) || !statSync(full).isFile()) {
      throw new Error(`${path}: the ${name} page ${file} is missing: ${rebuild}`);
    }
    return inside;
  };
  const pages = { signedInHomeByRole: {}, signedInPaths: {}, publicPaths: {} } as PagesManifest;
  for (const page of PAGES) pages[page] = fileOf(`"${page}"`, record[page]);
  const byRole = record.signedInHomeByRole ?? {};
  if (typeof byRole !== 'object' || byRole === null || Array.isArray(byRole)) {
    throw new Error(
      `${path}: "signedInHomeByRole" must be an object of roles and pages: ${rebuild}`,
    );
  }
  for (const [role, file] of Object.entries(byRole)) {
    pages.signedInHomeByRole[role] = fileOf(`"signedInHomeByRole" ${role}`, file);
  }
  const paths = record.signedInPaths ?? {};
  if (typeof paths !== 'object' || paths === null || Array.isArray(paths)) {
    throw new Error(`${path}: "signedInPaths" must be an object of paths and pages: ${rebuild}`);
  }
  for (const [at, file] of Object.entries(paths)) {
    if (!at.startsWith('/')) {
      throw new Error(`${path}: "signedInPaths" names ${at}, which is not a path: ${rebuild}`);
    }
    pages.signedInPaths[at] = fileOf(`"signedInPaths" ${at}`, file);
  }
  const publicPaths = record.publicPaths ?? {};
  if (typeof publicPaths !== 'object' || publicPaths === null || Array.isArray(publicPaths)) {
    throw new Error(`${path}: "publicPaths" must be an object of paths and pages: ${rebuild}`);
  }
  for (const [at, file] of Object.entries(publicPaths)) {
    if (!at.startsWith('/') || at === '/') {
      throw new Error(`${path}: "publicPaths" names ${at}, which is not a page's path: ${rebuild}`);
    }
    pages.publicPaths[at] = fileOf(`"publicPaths" ${at}`, file);
  }
  return pages;
}
