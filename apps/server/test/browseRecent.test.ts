/**
 * Issue 19: browse's recent search table (`job_requests_recent`, migration 0024) holds exactly the
 * active public requests created since its start, and the scheduler's `job-requests.recent-prune`
 * moves that start to BROWSE_RECENT_DAYS before the server's clock, dropping what fell behind.
 * The search's first step reads it (services/jobRequests/browse.ts); on both engines.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseJobRequestsQuerySchema } from '@hireloop/sdk/schemas';
import { jobRequests, jobRequestsRecent, jobRequestsRecentSince } from '../src/db/schema';
import { BROWSE_RECENT_DAYS, browseQueries } from '../src/services/jobRequests/browse';
import { registerUser, startServer, type TestServer } from './helpers';

const DAY = 24 * 60 * 60_000;
let server: TestServer;
let employerId: number;

beforeAll(async () => {
  server = await startServer();
  employerId = (await registerUser(server, { role: 'employer' })).user.id;
});
afterAll(() => server.close());

/** Inserts an active public request with `title`, created at `at`; its id. */
async function insertRequest(title: string, at: Date, skills: number[] = []) {
  const [row] = await server.app.db
    .insert(jobRequests)
    .values({
      employerId,
      title,
      description: 'A request',
      type: 'job',
      rateType: 'hourly',
      skills,
      createdAt: at,
    })
    .returning({ id: jobRequests.id });
  return row!.id;
}

const recentIds = async () =>
  (await server.app.db.select({ id: jobRequestsRecent.id }).from(jobRequestsRecent))
    .map((row) => row.id)
    .sort((a, b) => a - b);

const since = async () =>
  (await server.app.db.select().from(jobRequestsRecentSince))[0]!.since.getTime();

describe('the recent search table', () => {
  it('follows the requests, and the prune moves its start by the server’s clock', async () => {
    const now = Date.now();
    const fresh = await insertRequest('Glass harmonica player', new Date(now));
    const older = await insertRequest('Glass harmonica tuner', new Date(now - 20 * DAY));
    expect(await recentIds()).toEqual(expect.arrayContaining([fresh, older]));

    // Paused: out; resumed: back.
    await server.app.db
      .update(jobRequests)
      .set({ status: 'paused' })
      .where(eq(jobRequests.id, older));
    expect(await recentIds()).not.toContain(older);
    await server.app.db
      .update(jobRequests)
      .set({ status: 'active' })
      .where(eq(jobRequests.id, older));
    expect(await recentIds()).toContain(older);

    // The first prune: the start is BROWSE_RECENT_DAYS before the server's clock.
    await server.runScheduledWork();
    const start = await since();
    expect(Math.abs(start - (Date.now() - BROWSE_RECENT_DAYS * DAY))).toBeLessThan(60_000);
    expect(await recentIds()).toEqual(expect.arrayContaining([fresh, older]));

    // 50 days later the older request (now 70 days old) falls behind the start; the other stays.
    server.advanceClock(50 * DAY);
    await server.runScheduledWork();
    expect(await since()).toBeGreaterThan(start + 49 * DAY);
    expect(await recentIds()).toContain(fresh);
    expect(await recentIds()).not.toContain(older);
    // A request back-dated before the start stays out; one after it comes in.
    const backdated = await insertRequest('Glass harmonica collector', new Date(start));
    const recent = await insertRequest('Glass harmonica teacher', new Date(now + 45 * DAY));
    expect(await recentIds()).not.toContain(backdated);
    expect(await recentIds()).toContain(recent);
  });

  it('the search’s first step reads the newest matches there; every match comes from the table', async () => {
    const skill = 876_543;
    const now = Date.now() + 50 * DAY; // the server's clock after the test above
    const made: number[] = [];
    for (let n = 0; n < 30; n++) {
      made.push(await insertRequest(`Nyckelharpa player ${n}`, new Date(now - n * DAY), [skill]));
    }
    await server.runScheduledWork();
    const steps = (input: Record<string, unknown>) =>
      browseQueries(server.app.db, null, browseJobRequestsQuerySchema.parse(input))[0]!;
    // Without q: newest first, a page and one more.
    const page = await steps({ skills: [skill], limit: 5 }).recent!;
    expect(page.map((row) => row.id)).toEqual(made.slice(0, 6));
    // With q: the candidates are the recent matches (the last 60 days: 30 of them here).
    const ranked = await steps({ q: 'nyckelharpa', skills: [skill], limit: 5 }).recent!;
    expect(ranked).toHaveLength(6);
    expect(ranked[0]).toMatchObject({ topId: made[0], bottomId: made[29] });
    // Filters apply in the recent table: none of them is a task.
    expect(await steps({ skills: [skill], type: 'task' }).recent!).toEqual([]);
    const all = await steps({ skills: [skill], limit: 100 }).first;
    expect(all.map((row) => row.id)).toEqual(made);
    const { rows } = (await server.app.db.execute(
      sql`select count(*)::int as n from job_requests_recent where ${sql.raw(`${skill}`)} = any(skills)`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(30);
  });
});
