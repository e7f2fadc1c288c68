/**
 * For the migration tests: a copy of the migrations folder as it was before `tag` (the journal's
 * entries before it), so a test can build a database of that time, fill it with rows of the old
 * shape, and then apply the rest. `remove()` deletes the copy.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsDir } from './index';

export function migrationsBefore(tag: string): { dir: string; remove(): void } {
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
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
