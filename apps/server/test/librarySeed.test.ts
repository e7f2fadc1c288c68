/**
 * The demo library (issue 18): published resources of every kind (a draft only admins see), two
 * collections, the demo talent's progress, and the gates: without Lite the demo talent sees the
 * Lite template locked; the subscribed demo employer reads the employer-plan scorecard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../src/seed';
import { startServer, type TestServer } from './helpers';

type Summary = { id: number; title: string; kind: string; requiredPlan: string; locked: boolean };

describe('the demo library', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
    await seedDemoData(server.app.db, {
      log: { info: () => undefined },
      scrypt: server.config.scrypt,
      now: () => server.app.now(),
    });
  });
  afterAll(() => server.close());

  it('shows every kind, the collections with the demo talent progress, and the gates', async () => {
    const talent = server.client();
    await talent.post('/api/login', { email: DEMO_ACCOUNTS.talent, password: DEMO_PASSWORD });
    const items: Summary[] = (await talent.get('/api/library/resources?limit=100')).body.items;
    expect(new Set(items.map((r) => r.kind))).toEqual(
      new Set(['guide', 'template', 'checklist', 'video']),
    );
    expect(items.some((r) => r.title.includes('(draft)'))).toBe(false);
    const lite = items.find((r) => r.requiredPlan === 'lite')!;
    expect(lite.locked).toBe(true);
    expect((await talent.get(`/api/library/resources/${lite.id}`)).body.body).toBeNull();

    const collections = (await talent.get('/api/library/collections')).body;
    expect(collections).toHaveLength(2);
    const start = collections.find(
      (c: { title: string }) => c.title === 'Getting started as talent',
    );
    expect(start.progress).toEqual({ completed: 1, total: 4, state: 'started' });

    const employer = server.client();
    await employer.post('/api/login', { email: DEMO_ACCOUNTS.employer, password: DEMO_PASSWORD });
    const scorecard = items.find((r) => r.requiredPlan === 'employer')!;
    const read = (await employer.get(`/api/library/resources/${scorecard.id}`)).body;
    expect(read.locked).toBe(false);
    expect(read.body).toContain('Hiring scorecard');

    const admin = server.client();
    await admin.post('/api/login', { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
    const all: Summary[] = (await admin.get('/api/admin/library/resources')).body;
    expect(all.length).toBe(items.length + 1);
  });
});
