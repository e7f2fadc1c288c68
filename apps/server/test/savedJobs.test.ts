/**
 * Saved jobs, stored per user (issue 3; SPEC §3 saved items, §4 "adding avoids duplicates").
 */
import { savedItemId } from '@hireloop/sdk';
import { savedJobListSchema, savedJobSchema } from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('saved jobs', () => {
  it('saves a job request and an external job, with the sdk saved-item ids', async () => {
    const { client } = await registerUser(server);
    const job = await client.post('/api/saved/jobs', { originalId: 42, type: 'job' });
    expect(job.status).toBe(200);
    expect(savedJobSchema.safeParse(job.body).success).toBe(true);
    expect(job.body).toMatchObject({ id: 42, originalId: 42, type: 'job' });

    server.advanceClock(1000);
    const external = await client.post('/api/saved/jobs', {
      originalId: 'recA1b2C3d4E5f6G7',
      type: 'project',
    });
    expect(external.status).toBe(200);
    expect(external.body).toMatchObject({
      id: savedItemId('recA1b2C3d4E5f6G7'),
      originalId: 'recA1b2C3d4E5f6G7',
      type: 'project',
    });
    expect(external.body.id).toBeLessThan(0);

    const list = await client.get('/api/saved/jobs');
    expect(list.status).toBe(200);
    expect(savedJobListSchema.safeParse(list.body).success).toBe(true);
    // Newest first.
    expect(list.body.map((item: { id: number }) => item.id)).toEqual([external.body.id, 42]);
  });

  it('saving twice keeps one row and answers the first save', async () => {
    const { client } = await registerUser(server);
    const first = await client.post('/api/saved/jobs', { originalId: 'recSame', type: 'task' });
    const again = await Promise.all([
      client.post('/api/saved/jobs', { originalId: 'recSame', type: 'task' }),
      client.post('/api/saved/jobs', { originalId: 'recSame', type: 'task' }),
    ]);
    for (const res of again) expect(res.body).toEqual(first.body);
    // "7" and 7 are the same item (savedItemId parses numeric strings).
    await client.post('/api/saved/jobs', { originalId: 7, type: 'job' });
    const seven = await client.post('/api/saved/jobs', { originalId: '7', type: 'job' });
    expect(seven.body).toMatchObject({ id: 7, originalId: 7 });
    const list = await client.get('/api/saved/jobs');
    expect(list.body).toHaveLength(2);
  });

  it('removes a saved job; removing it again, or an unknown id, answers 404', async () => {
    const { client } = await registerUser(server);
    const saved = await client.post('/api/saved/jobs', { originalId: 'recGone', type: 'job' });
    const removed = await client.delete(`/api/saved/jobs/${saved.body.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ok: true });
    expect((await client.get('/api/saved/jobs')).body).toEqual([]);
    expect((await client.delete(`/api/saved/jobs/${saved.body.id}`)).status).toBe(404);
    expect((await client.delete('/api/saved/jobs/123456')).status).toBe(404);
    expect((await client.delete('/api/saved/jobs/abc')).status).toBe(400);
  });

  it('another user never sees or removes my saved jobs', async () => {
    const me = await registerUser(server);
    const someone = await registerUser(server);
    const mine = await me.client.post('/api/saved/jobs', { originalId: 99, type: 'job' });
    expect((await someone.client.get('/api/saved/jobs')).body).toEqual([]);
    expect((await someone.client.delete(`/api/saved/jobs/${mine.body.id}`)).status).toBe(404);
    expect((await me.client.get('/api/saved/jobs')).body).toHaveLength(1);
    // The same item saved by both is two rows, one each.
    await someone.client.post('/api/saved/jobs', { originalId: 99, type: 'job' });
    await someone.client.delete(`/api/saved/jobs/${mine.body.id}`);
    expect((await me.client.get('/api/saved/jobs')).body).toHaveLength(1);
  });

  it('refuses bad input with a 400 and signed-out callers with a 401', async () => {
    const { client } = await registerUser(server);
    for (const body of [
      {},
      { originalId: 1, type: 'talent' },
      { originalId: '', type: 'job' },
      { originalId: 1.5, type: 'job' },
      { originalId: 'rec\u0000', type: 'job' },
    ]) {
      const res = await client.post('/api/saved/jobs', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fieldErrors).toBeTypeOf('object');
    }
    const anonymous = server.client();
    expect((await anonymous.get('/api/saved/jobs')).status).toBe(401);
    expect((await anonymous.post('/api/saved/jobs', { originalId: 1, type: 'job' })).status).toBe(
      401,
    );
    expect((await anonymous.delete('/api/saved/jobs/1')).status).toBe(401);
  });
});
