/** The demo career feed (issue 17): what `npm start` shows the demo talent and the admin. */
import { feedPageSchema, moderationListSchema } from '@hireloop/sdk/schemas';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty } from '../src/seed';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await seedIfEmpty(server.app.db, { log: { info: () => {} }, scrypt: server.config.scrypt });
});
afterAll(() => server.close());

async function signIn(email: string) {
  const client = server.client();
  const res = await client.post('/api/login', { email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return client;
}

describe('the demo career feed', () => {
  it('the demo talent sees the pinned welcome, followed people’s posts with reactions and comments', async () => {
    const talent = await signIn(DEMO_ACCOUNTS.talent);
    const page = z.parse(feedPageSchema, (await talent.get('/api/feed?limit=50')).body);
    expect(page.pinned).toHaveLength(1);
    const posts = page.items.flatMap((i) => (i.kind === 'post' ? [i.post] : []));
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(posts.some((p) => p.visibility === 'followers')).toBe(true);
    expect(
      posts.some((p) => p.commentCount > 0 && Object.values(p.reactions).some((n) => n > 0)),
    ).toBe(true);
    expect((await talent.get('/api/feed/follows')).body.length).toBeGreaterThanOrEqual(4);
    const relevant = await talent.get('/api/feed?order=relevant');
    expect(relevant.status).toBe(200);
  });

  it('the admin finds one reported post to moderate', async () => {
    const admin = await signIn(DEMO_ACCOUNTS.admin);
    const list = z.parse(moderationListSchema, (await admin.get('/api/admin/feed/reports')).body);
    expect(list.filter((i) => i.reports.length > 0)).toHaveLength(1);
  });
});
