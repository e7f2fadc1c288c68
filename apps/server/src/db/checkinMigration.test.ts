/**
 * Issue 16's check-ins migration keeps everything: a database migrated up to the state before it,
 * holding accepted, pending and declined bids, is migrated to the end; every accepted bid gets
 * its engagement (started when the bid was last updated), active and without a schedule; the
 * other bids get none, and nothing else changes.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from './migrationsBefore';

const CHECKINS_MIGRATION = '0012_job_checkins';

describe('the job check-ins migration', () => {
  const old = migrationsBefore(CHECKINS_MIGRATION);
  afterAll(() => old.remove());

  it('starts an engagement for every bid accepted before it, and only those', async () => {
    const { client, migrateRest } = await old.open();
    try {
      await client.exec(`
        INSERT INTO users (id, email, password_hash, name, role)
        VALUES (1, 'e@example.com', 'x', 'Erin', 'employer'),
               (2, 't@example.com', 'x', 'Tess', 'talent'),
               (3, 'u@example.com', 'x', 'Uma', 'talent');
        INSERT INTO job_requests (id, employer_id, title, description, type, rate_type)
        VALUES (10, 1, 'One', 'd', 'job', 'hourly');
        INSERT INTO bids (id, kind, status, job_request_id, employer_id, talent_id, message, updated_at)
        VALUES (20, 'proposal', 'accepted', 10, 1, 2, 'hi', '2026-03-01T10:00:00Z'),
               (21, 'proposal', 'pending', 10, 1, 3, 'hi', now()),
               (22, 'outreach', 'declined', 10, 1, 3, 'hi', now());`);

      await migrateRest();

      const engagements = await client.query(
        'SELECT bid_id, job_request_id, employer_id, talent_id, status, started_at FROM engagements',
      );
      expect(engagements.rows).toEqual([
        {
          bid_id: 20,
          job_request_id: 10,
          employer_id: 1,
          talent_id: 2,
          status: 'active',
          started_at: new Date('2026-03-01T10:00:00Z'),
        },
      ]);
      const bids = await client.query('SELECT id, status FROM bids ORDER BY id');
      expect(bids.rows).toEqual([
        { id: 20, status: 'accepted' },
        { id: 21, status: 'pending' },
        { id: 22, status: 'declined' },
      ]);
      const schedules = await client.query('SELECT count(*)::int AS n FROM checkin_schedules');
      expect(schedules.rows).toEqual([{ n: 0 }]);
    } finally {
      await client.close();
    }
  });
});
