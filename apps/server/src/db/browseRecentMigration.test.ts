/**
 * Issue 19's recent search table (migration 0024) starts with the requests already there: a
 * database migrated up to the state before it is migrated to the end; `job_requests_recent` then
 * holds exactly the active public requests of the last 60 days (not the paused, closed, direct or
 * older ones), with their filter columns, and its triggers keep it so for the writes after.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from './migrationsBefore';

describe('the recent search table migration', () => {
  const old = migrationsBefore('0024_browse_recent');
  afterAll(() => old.remove());

  it('backfills the recent active public requests, then follows every write', async () => {
    const { client, migrateRest } = await old.open();
    try {
      await client.exec(`
        INSERT INTO users (id, email, password_hash, name, role)
        VALUES (1, 'e@example.com', 'x', 'Erin', 'employer'),
               (2, 't@example.com', 'x', 'Tess', 'talent');
        INSERT INTO job_requests (id, employer_id, title, description, type, rate_type, min_rate,
          skills, status, request_target, talent_id, experience, created_at)
        VALUES (1, 1, 'Gaming engineer', 'd', 'job', 'hourly', 40, '{7,8}', 'active', 'public', NULL, 'senior', now() - interval '1 day'),
               (2, 1, 'b', 'd', 'job', 'hourly', NULL, '{7}', 'paused', 'public', NULL, NULL, now() - interval '2 days'),
               (3, 1, 'c', 'd', 'job', 'hourly', NULL, '{7}', 'closed', 'public', NULL, NULL, now() - interval '3 days'),
               (4, 1, 'd', 'd', 'task', 'fixed', NULL, '{7}', 'active', 'direct', 2, NULL, now() - interval '4 days'),
               (5, 1, 'e', 'd', 'job', 'hourly', NULL, '{7}', 'active', 'public', NULL, NULL, now() - interval '61 days'),
               (6, 1, 'f', 'd', 'project', 'fixed', NULL, '{}', 'active', 'public', NULL, NULL, now() - interval '59 days');
        SELECT setval('job_requests_id_seq', 6);`);

      await migrateRest();
      const recent = async () =>
        (
          await client.query<{ id: number }>('SELECT id FROM job_requests_recent ORDER BY id')
        ).rows.map((row) => row.id);
      expect(await recent()).toEqual([1, 6]);
      const { rows } = await client.query(
        `SELECT id, type, min_rate::float8 AS min_rate, experience, skills,
           search = to_tsvector('english', 'x') AS plain, search @@ to_tsquery('english', 'gaming') AS found
         FROM job_requests_recent WHERE id = 1`,
      );
      expect(rows).toEqual([
        {
          id: 1,
          type: 'job',
          min_rate: 40,
          experience: 'senior',
          skills: [7, 8],
          plain: false,
          found: true,
        },
      ]);

      // After: a new request joins, a paused one leaves, a resumed one comes back, an edit follows,
      // a deleted one leaves, a request back-dated before the table's start stays out.
      await client.exec(`
        INSERT INTO job_requests (id, employer_id, title, description, type, rate_type, status)
        VALUES (7, 1, 'g', 'd', 'job', 'hourly', 'active');
        UPDATE job_requests SET status = 'paused' WHERE id = 1;
        UPDATE job_requests SET status = 'active' WHERE id = 2;
        UPDATE job_requests SET title = 'Theremin player', skills = '{9}' WHERE id = 6;
        DELETE FROM job_requests WHERE id = 7;
        INSERT INTO job_requests (id, employer_id, title, description, type, rate_type, created_at)
        VALUES (8, 1, 'h', 'd', 'job', 'hourly', now() - interval '90 days');`);
      expect(await recent()).toEqual([2, 6]);
      const edited = await client.query(
        `SELECT skills, search @@ to_tsquery('english', 'theremin') AS found FROM job_requests_recent WHERE id = 6`,
      );
      expect(edited.rows).toEqual([{ skills: [9], found: true }]);
    } finally {
      await client.close();
    }
  });
});
