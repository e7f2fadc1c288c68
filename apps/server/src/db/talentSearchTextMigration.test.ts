/**
 * Issue 19's talent search text (migration 0025): the profiles already there get their
 * lower-cased name, title and bio (one per line) at once, and every later write keeps it; the
 * bio's trigram index gives way to the search text's.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from './migrationsBefore';

describe('the talent search text migration', () => {
  const old = migrationsBefore('0025_talent_search_text');
  afterAll(() => old.remove());

  it('fills the search text of the profiles already there, then follows every write', async () => {
    const { client, migrateRest } = await old.open();
    try {
      await client.exec(`
        INSERT INTO users (id, email, password_hash, name, role, title, bio)
        VALUES (1, 't@example.com', 'x', 'Tess ÉCLAIR', 'talent', 'Data Analyst', 'SQL and Tableau'),
               (2, 'e@example.com', 'x', 'Erin', 'employer', NULL, NULL);`);
      await migrateRest();
      const text = async () =>
        (
          await client.query<{ id: number; search_text: string }>(
            'SELECT id, search_text FROM users ORDER BY id',
          )
        ).rows;
      expect(await text()).toEqual([
        { id: 1, search_text: 'tess éclair\ndata analyst\nsql and tableau' },
        { id: 2, search_text: 'erin\n\n' },
      ]);
      await client.exec(`UPDATE users SET bio = 'Looker' WHERE id = 1`);
      expect((await text())[0]).toEqual({
        id: 1,
        search_text: 'tess éclair\ndata analyst\nlooker',
      });
      const indexes = await client.query<{ name: string }>(
        `SELECT relname AS name FROM pg_class
         WHERE relname IN ('users_bio_trgm_idx', 'users_search_text_trgm_idx')`,
      );
      expect(indexes.rows).toEqual([{ name: 'users_search_text_trgm_idx' }]);
    } finally {
      await client.close();
    }
  });
});
