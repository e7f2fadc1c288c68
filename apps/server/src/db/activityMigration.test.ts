/**
 * Issue 16's activity log starts with the history already there: a database migrated up to the
 * state before the log, holding job requests (one closed), bids (pending, accepted, declined,
 * withdrawn) and a reply in a pair's direct conversation, is migrated to the end; the log holds a
 * row per posting, closing, bid and decision, by the person who did it, and the first reply to
 * the bid its receiver answered — with the request's company on every row.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from './migrationsBefore';

const ACTIVITY_MIGRATION = '0013_activity_log';

describe('the activity log migration', () => {
  const old = migrationsBefore(ACTIVITY_MIGRATION);
  afterAll(() => old.remove());

  it('backfills the log from the job requests, bids and replies already there', async () => {
    const { client, migrateRest } = await old.open();
    try {
      await client.exec(`
        INSERT INTO users (id, email, password_hash, name, role)
        VALUES (1, 'e@example.com', 'x', 'Erin', 'employer'),
               (2, 't@example.com', 'x', 'Tess', 'talent'),
               (3, 'u@example.com', 'x', 'Uma', 'talent');
        INSERT INTO companies (id, name) VALUES (7, 'Acme');
        INSERT INTO job_requests (id, employer_id, company_id, title, description, type, rate_type, status, created_at, updated_at)
        VALUES (10, 1, 7, 'Open', 'd', 'job', 'hourly', 'active', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'),
               (11, 1, 7, 'Done', 'd', 'job', 'hourly', 'closed', '2026-01-02T00:00:00Z', '2026-01-20T00:00:00Z');
        INSERT INTO bids (id, kind, status, job_request_id, employer_id, talent_id, created_at, updated_at)
        VALUES (20, 'proposal', 'accepted', 10, 1, 2, '2026-01-03T00:00:00Z', '2026-01-05T00:00:00Z'),
               (21, 'outreach', 'declined', 10, 1, 3, '2026-01-03T00:00:00Z', '2026-01-04T00:00:00Z'),
               (22, 'proposal', 'withdrawn', 11, 1, 3, '2026-01-03T00:00:00Z', '2026-01-06T00:00:00Z'),
               (23, 'proposal', 'pending', 11, 1, 2, '2026-01-07T00:00:00Z', '2026-01-07T00:00:00Z');
        INSERT INTO conversations (id, kind) VALUES (30, 'direct');
        INSERT INTO conversation_members (conversation_id, user_id) VALUES (30, 1), (30, 2);
        INSERT INTO messages (conversation_id, sender_id, body, created_at)
        VALUES (30, 2, 'Hello', '2026-01-03T01:00:00Z'),
               (30, 1, 'Thanks, tell me more', '2026-01-03T02:00:00Z'),
               (30, 1, 'And your rate?', '2026-01-03T03:00:00Z');`);

      await migrateRest();

      const { rows } = await client.query<{
        kind: string;
        actor_id: number;
        company_id: number;
        job_request_id: number;
        bid_id: number | null;
        at: Date;
      }>(
        'SELECT kind, actor_id, company_id, job_request_id, bid_id, at FROM activity_events ORDER BY kind, job_request_id, bid_id',
      );
      expect(rows.map((r) => [r.kind, r.actor_id, r.job_request_id, r.bid_id])).toEqual([
        ['bid_accepted', 1, 10, 20],
        ['bid_created', 2, 10, 20],
        ['bid_created', 1, 10, 21], // an outreach: the employer sent it
        ['bid_created', 3, 11, 22],
        ['bid_created', 2, 11, 23],
        ['bid_declined', 3, 10, 21],
        ['bid_withdrawn', 3, 11, 22],
        // The employer answered Tess's proposal on request 10 (her pending one on 11 came later).
        ['message_replied', 1, 10, 20],
        ['request_closed', 1, 11, null],
        ['request_created', 1, 10, null],
        ['request_created', 1, 11, null],
      ]);
      expect(rows.every((r) => r.company_id === 7)).toBe(true);
      const replied = rows.find((r) => r.kind === 'message_replied')!;
      expect(new Date(replied.at).toISOString()).toBe('2026-01-03T02:00:00.000Z');
    } finally {
      await client.close();
    }
  });
});
