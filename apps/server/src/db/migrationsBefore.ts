/**
 * For the migration tests: a copy of the migrations folder as it was before `tag` (the journal's
 * entries before it), so a test can build a database of that time (`open()`: an in-memory PGlite
 * with the extensions the migrations need), fill it with rows of the old shape, and then apply the
 * rest (`migrateRest()`). `remove()` deletes the copy.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir, PGLITE_EXTENSIONS } from './index';

export interface DatabaseBefore {
  client: PGlite;
  /** Applies the migrations from `tag` on. */
  migrateRest(): Promise<void>;
}

export function migrationsBefore(tag: string): {
  dir: string;
  open(): Promise<DatabaseBefore>;
  remove(): void;
} {
  const dir = mkdtempSync(join(tmpdir(), 'hireloop-migrations-'));
  cpSync(migrationsDir(), dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut <= 0) throw new Error(`No migration ${tag} after the first in the journal.`);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return {
    dir,
    async open() {
      const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: dir });
      return { client, migrateRest: () => migrate(db, { migrationsFolder: migrationsDir() }) };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
