/**
 * The demo insights (issue 16): after the seed, the demo employer's /insights moves (views, bids,
 * replies and acceptances over the last months) and a few skills have rate benchmarks.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skills } from '../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty } from '../src/seed';
import { startServer, type TestClient, type TestServer } from './helpers';

let server: TestServer;
let employer: TestClient;
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startServer();
  await seedIfEmpty(server.app.db, { log: { info: () => {} }, scrypt: server.config.scrypt });
  employer = server.client();
  await employer.post('/api/login', { email: DEMO_ACCOUNTS.employer, password: DEMO_PASSWORD });
});
afterAll(() => server.close());

describe('the seeded insights', () => {
  it('show the demo company’s funnel moving over the last months', async () => {
    const res = await employer.get(`/api/insights?from=${day(-179)}&to=${day(0)}`);
    expect(res.status).toBe(200);
    const count = (name: string) =>
      res.body.funnel.stages.find((s: { stage: string }) => s.stage === name).count;
    expect(count('views')).toBeGreaterThan(count('bids'));
    expect(count('bids')).toBeGreaterThan(count('replied'));
    expect(count('replied')).toBeGreaterThan(count('accepted'));
    expect(count('accepted')).toBeGreaterThan(0);
    expect(res.body.funnel.bidsByKind.outreach).toBeGreaterThan(0);
    expect(res.body.medians.firstBidHours).not.toBeNull();
    expect(res.body.period.bucket).toBe('week');
    const active = res.body.series.filter((p: { bids: number }) => p.bids > 0);
    expect(active.length).toBeGreaterThan(5);
    const recent = await employer.get('/api/insights');
    expect(recent.body.requests.length).toBeGreaterThan(3);
  });

  it('give rate benchmarks for a few skills', async () => {
    for (const name of ['TypeScript', 'React', 'Figma']) {
      const [skill] = await server.app.db.select().from(skills).where(eq(skills.name, name));
      const res = await employer.get(`/api/insights/benchmarks?skill=${skill!.id}`);
      expect(res.status).toBe(200);
      expect(res.body.requests.p50, name).not.toBeNull();
      expect(res.body.acceptedBids.p50, name).not.toBeNull();
    }
  });
});
