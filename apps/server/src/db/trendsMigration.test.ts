/**
 * Issue 19's skill trends rollup starts with the history already there: a database migrated up to
 * the state before it, holding job requests over two UTC days (one without skills), is migrated
 * to the end; `skill_demand_days` counts them per UTC day and skill, and its triggers keep
 * counting the requests written after; `skill_supply` counts the talent profiles per skill.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from './migrationsBefore';

const TRENDS_MIGRATION = '0022_skill_demand_days';

describe('the skill trends rollup migration', () => {
  const old = migrationsBefore(TRENDS_MIGRATION);
  afterAll(() => old.remove());

  it('backfills the rollups from the job requests and profiles already there, then keeps them', async () => {
    const { client, migrateRest } = await old.open();
    try {
      await client.exec(`
        INSERT INTO users (id, email, password_hash, name, role)
        VALUES (1, 'e@example.com', 'x', 'Erin', 'employer');
        INSERT INTO users (id, email, password_hash, name, role, skills)
        VALUES (2, 't@example.com', 'x', 'Tess', 'talent', '{7,8}'),
               (3, 'u@example.com', 'x', 'Uma', 'talent', '{7}'),
               (4, 'f@example.com', 'x', 'Finn', 'employer', '{7}');
        INSERT INTO job_requests (employer_id, title, description, type, rate_type, skills, status, created_at)
        VALUES (1, 'a', 'd', 'job', 'hourly', '{7,8}', 'active', '2026-01-01T23:59:59.999Z'),
               (1, 'b', 'd', 'job', 'hourly', '{7}', 'closed', '2026-01-02T00:00:00Z'),
               (1, 'c', 'd', 'job', 'hourly', '{7}', 'paused', '2026-01-02T12:00:00Z'),
               (1, 'd', 'd', 'job', 'hourly', '{}', 'active', '2026-01-02T13:00:00Z');`);

      await migrateRest();
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
      const supply = await client.query<{ skill_id: number; talents: number }>(
        'SELECT skill_id, talents FROM skill_supply ORDER BY skill_id',
      );
      expect(supply.rows).toEqual([
        { skill_id: 7, talents: 2 },
        { skill_id: 8, talents: 1 },
      ]);
    } finally {
      await client.close();
    }
  });
});
