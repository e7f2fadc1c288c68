/**
 * Issue 19's skill trends rollup starts with the history already there: a database migrated up to
 * the state before it, holding job requests over two UTC days (one without skills), is migrated
 * to the end; `skill_demand_days` counts them per UTC day and skill, and its triggers keep
 * counting the requests written after.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from './index';
import { migrationsBefore } from './migrationsBefore';

const TRENDS_MIGRATION = '0022_skill_demand_days';

describe('the skill trends rollup migration', () => {
  const old = migrationsBefore(TRENDS_MIGRATION);
  afterAll(() => old.remove());

  it('backfills the rollup from the job requests already there, then keeps it', async () => {
    const client = await PGlite.create('memory://');
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: old.dir });
      await client.exec(`
        INSERT INTO users (id, email, password_hash, name, role)
        VALUES (1, 'e@example.com', 'x', 'Erin', 'employer');
        INSERT INTO job_requests (employer_id, title, description, type, rate_type, skills, status, created_at)
        VALUES (1, 'a', 'd', 'job', 'hourly', '{7,8}', 'active', '2026-01-01T23:59:59.999Z'),
               (1, 'b', 'd', 'job', 'hourly', '{7}', 'closed', '2026-01-02T00:00:00Z'),
               (1, 'c', 'd', 'job', 'hourly', '{7}', 'paused', '2026-01-02T12:00:00Z'),
               (1, 'd', 'd', 'job', 'hourly', '{}', 'active', '2026-01-02T13:00:00Z');`);

      await migrate(db, { migrationsFolder: migrationsDir() });
      await client.exec(`
        INSERT INTO job_requests (employer_id, title, description, type, rate_type, skills, created_at)
        VALUES (1, 'e', 'd', 'job', 'hourly', '{8}', '2026-01-02T18:00:00Z');`);

      const { rows } = await client.query<{ day: string; skill_id: number; requests: number }>(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day, skill_id, requests FROM skill_demand_days ORDER BY day, skill_id",
      );
      expect(rows).toEqual([
        { day: '2026-01-01', skill_id: 7, requests: 1 },
        { day: '2026-01-01', skill_id: 8, requests: 1 },
        { day: '2026-01-02', skill_id: 7, requests: 2 },
        { day: '2026-01-02', skill_id: 8, requests: 1 },
      ]);
    } finally {
      await client.close();
    }
  });
});
