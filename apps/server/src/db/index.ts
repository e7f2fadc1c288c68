import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './tables';

/**
 * The PostgreSQL extensions the migrations create (pg_trgm: talent search's trigram indexes,
 * migration 0021), which PGlite must load at start. Every PGlite the migrations run on takes them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** The Drizzle database, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction has the same query API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Stops a `listen`. */
export type Unlisten = () => Promise<void>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (sent by any connection — on PostgreSQL by any
   * server instance). A NOTIFY inside a transaction is delivered when it commits.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    /**
     * Told `false` when the LISTEN connection is lost (NOTIFYs may be missed until it is back) and
     * `true` when it listens again (PostgreSQL; PGlite is in-process and never loses it).
     */
    onState?: (listening: boolean) => void,
    /**
     * PostgreSQL: the `application_name` the LISTEN connection takes once it listens (again after
     * every reconnection), so other instances can tell from `pg_stat_activity` who listens.
     */
    name?: string,
  ): Promise<Unlisten>;
  close(): Promise<void>;
}

/**
 * LISTEN on a dedicated PostgreSQL connection (pooled connections cannot hold a LISTEN), which
 * reconnects after a failure so a restarted database does not silence live events.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onState?: (listening: boolean) => void,
  name?: string,
): Promise<Unlisten> {
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => {
      if (stopped || client !== next) return;
      client = undefined;
      onState?.(false);
      retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      // Named only once it listens: whoever sees the name may count on its NOTIFYs arriving.
      if (name) await next.query(`select set_config('application_name', $1, false)`, [name]);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };
  // Again every second until it listens (the database may take a while to come back).
  const retry = () => {
    setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => {
          if (!stopped) onState?.(true);
        },
        () => retry(),
      );
    }, 1000).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/** The `drizzle/` migrations folder of this package, found from `src/db/` or from `dist/`. */
export function migrationsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++, dir = dirname(dir)) {
    const candidate = resolve(dir, 'drizzle');
    if (existsSync(resolve(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error('The drizzle/ migrations folder was not found beside the server.');
}

/**
 * Opens the database and applies pending migrations: PostgreSQL through a `pg` pool when a URL
 * is given, otherwise embedded PGlite persisted in `dataDir` (`memory://` for a throwaway one).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  migrationsDir?: string;
  /**
   * PGlite only: start from this dump of a data directory (`dumpDataDir`) instead of an empty
   * one; pending migrations still apply. Tests start from a migrated dump (src/db/testTemplates.ts).
   */
  loadDataDir?: Blob;
  /** Told about a pooled connection that failed while idle (e.g. PostgreSQL restarted). @default console.warn */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  const migrationsFolder = options.migrationsDir ?? migrationsDir();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, an idle connection dropped by the server would crash the process;
    // the pool replaces the connection on the next query.
    pool.on(
      'error',
      options.onConnectionError ??
        ((error) => console.warn(`[db] idle connection lost: ${error.message}`)),
    );
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    const url = options.databaseUrl;
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      listen: (channel, onPayload, onState, name) =>
        listenPostgres(url, channel, onPayload, onState, name),
      close: () => pool.end(),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}
