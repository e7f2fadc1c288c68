/**
 * The real app for a benchmark, as every bench but the search one starts it: a fresh database (a
 * throwaway PostgreSQL database, or PGlite in memory) holding the demo seed, the bench's own rows
 * added by `setUp`, listening on a loopback port. `close()` closes the app and drops the database;
 * when building, seeding or `setUp` fails, both happen before the error is thrown.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { sessions, users } from '../src/db/schema';
import { seedIfEmpty } from '../src/seed';
import { hashToken } from '../src/services/sessions';
import type { App } from '../src/types';
import type { DatabaseKind } from './options';
import { throwawayPostgres } from './postgres';

/** What a bench's `setUp` returns, with the app, its config, its URL and `close`. */
export type SeededApp<T> = T & {
  app: App;
  config: Config;
  url: string;
  close(): Promise<void>;
};

export async function startSeededApp<T extends object>(
  kind: DatabaseKind,
  setUp: (app: App, config: Config) => Promise<T>,
  options: {
    /** Settings beside the bench's (silent log, no rate limit, memory storage, no seed on start). */
    env?: NodeJS.ProcessEnv;
    build?: BuildOptions;
  } = {},
): Promise<SeededApp<T>> {
  const postgres = kind === 'postgres' ? await throwawayPostgres() : undefined;
  let app: App | undefined;
  const close = async () => {
    await app?.close();
    await postgres?.drop();
  };
  try {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '10000000',
      DATA_DIR: 'memory://',
      SEED_ON_START: 'false',
      ...options.env,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    app = await buildApp(config, options.build);
    // Cheap hashes: the benches sign in with session rows (see `signedInCookie`), or set the one
    // password they verify themselves.
    await seedIfEmpty(app.db, { log: { info: () => {} }, scrypt: { N: 2 ** 12, r: 8, p: 1 } });
    const extra = await setUp(app, config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return { ...extra, app, config, url: `http://127.0.0.1:${port}`, close };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

/** The id of the user with this email (a seeded account). */
export async function userIdOf(app: App, email: string): Promise<number> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`bench: no user ${email}`);
  return row.id;
}

/** A signed-in cookie without the auth routes: a session row for the user, as login stores it. */
export async function signedInCookie(app: App, config: Config, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await app.db.insert(sessions).values({
    idHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
  return `${config.sessionCookie}=${token}`;
}
