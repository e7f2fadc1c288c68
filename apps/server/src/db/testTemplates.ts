/**
 * Tests only: a fresh, migrated database in a fraction of the time. Migrating an empty database
 * through every migration costs seconds (PGlite: 3–11 s on the 2-core machine, PostgreSQL about
 * 1.8 s), and the suites start one per test server. So the migrated state is built once and
 * copied:
 *
 * - PGlite: a dump of the migrated data directory (`dumpDataDir`), kept in memory and in the
 *   system's temporary directory, so every test process of a run (and of the next run) shares it;
 *   a new database loads it (1.4–1.9 s, less than creating an empty PGlite).
 * - PostgreSQL: a template database, `CREATE DATABASE … TEMPLATE` (about 0.2 s).
 *
 * Both are named by a hash of the migrations (and PGlite's version), so a new or changed
 * migration builds a new one; pending migrations still run on the copy (a no-op check). Built
 * under a lock (a temporary file renamed into place; a PostgreSQL advisory lock), so parallel
 * test processes never see half of one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsDir, openDatabase, type Database } from './index';

/** The installed PGlite's version (its package.json is not exported: found in node_modules). */
function pgliteVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = join(dir, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    if (existsSync(file))
      return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    const parent = dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

let hashOnce: string | undefined;
/** A hash of every migration file, the journal and PGlite's version. */
function migrationsHash(): string {
  if (hashOnce) return hashOnce;
  const dir = migrationsDir();
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(dir, file)));
  }
  hash.update(readFileSync(join(dir, 'meta', '_journal.json')));
  hashOnce = hash.digest('hex').slice(0, 16);
  return hashOnce;
}

let pgliteDump: Promise<Blob> | undefined;
/** The migrated PGlite data directory, built once per machine and migration set. */
function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = join(tmpdir(), `hireloop-test-pglite-${migrationsHash()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    } finally {
      await database.close();
    }
  })();
  return pgliteDump;
}

/** A fresh in-memory PGlite holding every migration. */
export async function openTestPglite(): Promise<Database> {
  return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedPgliteDump() });
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** An arbitrary constant: the advisory lock under which the template is built. */
const TEMPLATE_LOCK = 19_190_419;
const templates = new Map<string, Promise<string>>();

/** The migrated template database on the server of `adminUrl`, built once per migration set. */
function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `hireloop_tpl_${migrationsHash()}`;
  let built = templates.get(adminUrl);
  if (!built) {
    built = withAdmin(adminUrl, async (admin) => {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      try {
        const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount) return name;
        // Built under another name and renamed: an interrupted build never leaves a template.
        const building = `hireloop_tplb_${randomBytes(6).toString('hex')}`;
        await admin.query(`CREATE DATABASE ${building}`);
        const url = new URL(adminUrl);
        url.pathname = `/${building}`;
        const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
        await database.close();
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        return name;
      } finally {
        await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
      }
    });
    built.catch(() => templates.delete(adminUrl));
    templates.set(adminUrl, built);
  }
  return built;
}

/**
 * Creates database `name` on the server of `adminUrl` holding every migration (a copy of the
 * template); returns its URL. Drop it with `DROP DATABASE … WITH (FORCE)` as before.
 */
export async function createMigratedPostgres(adminUrl: string, name: string): Promise<string> {
  const template = await postgresTemplate(adminUrl);
  await withAdmin(adminUrl, async (admin) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        // 55006: the template is in use (another CREATE DATABASE copying it at this moment).
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
