/**
 * The library (issue 18): admins write, publish and attach files (the storage module, typed by
 * content, size-limited); everyone signed in reads published resources and collections; a draft is
 * a 404 to others; a gated resource (Lite, or an employer plan) never sends its body, video link,
 * files or a body search match to a reader without the plan, and its progress and downloads are a
 * 403; progress is one row per person and resource under parallel requests; bad input is a 400
 * with field errors; admin routes are 403 to others.
 */
import { ATTACHMENT_MAX_BYTES } from '@hireloop/sdk';
import {
  LIBRARY_MESSAGES,
  libraryCollectionListSchema,
  libraryResourcePageSchema,
  libraryResourceSchema,
} from '@hireloop/sdk/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryProgress } from '../src/db/schemaLibrary';
import { HTML, PDF } from '../src/services/storage/testFiles';
import { grantAdmin } from '../src/testServer';
import { activateSubscription, registerUser, startServer, type TestServer } from './helpers';

type User = Awaited<ReturnType<typeof registerUser>>;

const SECRET = 'the-secret-body-words';
const resource = (overrides: Record<string, unknown> = {}) => ({
  title: 'Proposal template',
  kind: 'template',
  audience: 'talent',
  requiredPlan: 'lite',
  summary: 'How to write proposals',
  body: `# Template\n\n${SECRET}`,
  ...overrides,
});

const form = (bytes: Buffer, name: string, field = 'file') => {
  const data = new FormData();
  data.append(field, new Blob([bytes]), name);
  return data;
};

describe('library', () => {
  let server: TestServer;
  let admin: User;
  let talent: User;
  let liteTalent: User;
  let employer: User;
  let subscribedEmployer: User;

  async function published(overrides: Record<string, unknown> = {}) {
    const created = await admin.client.post('/api/admin/library/resources', resource(overrides));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await admin.client.post(`/api/admin/library/resources/${id}/publish`)).status).toBe(
      200,
    );
    return id;
  }

  beforeAll(async () => {
    server = await startServer();
    admin = await registerUser(server, { role: 'talent', name: 'Admin' });
    await grantAdmin(server.app, admin.user.id);
    talent = await registerUser(server, { role: 'talent' });
    liteTalent = await registerUser(server, { role: 'talent' });
    await activateSubscription(server, liteTalent.user.id, 'talent-month');
    employer = await registerUser(server, { role: 'employer' });
    subscribedEmployer = await registerUser(server, { role: 'employer' });
    await activateSubscription(server, subscribedEmployer.user.id, 'employer-lifetime');
  });
  afterAll(() => server.close());

  it('admins only write: others get 403, signed-out visitors 401', async () => {
    expect((await talent.client.post('/api/admin/library/resources', resource())).status).toBe(403);
    expect((await talent.client.get('/api/admin/library/resources')).status).toBe(403);
    expect((await talent.client.get('/api/admin/library/collections')).status).toBe(403);
    expect((await server.client().get('/api/library/resources')).status).toBe(401);
  });

  it('bad input is a 400 with field errors', async () => {
    const bad = await admin.client.post('/api/admin/library/resources', {
      title: 'x',
      kind: 'video',
      videoUrl: 'javascript:alert(1)',
      requiredPlan: 'gold',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      title: [LIBRARY_MESSAGES.titleLength],
      videoUrl: [LIBRARY_MESSAGES.urlInvalid],
      requiredPlan: [LIBRARY_MESSAGES.planInvalid],
    });
    const id = await published({ requiredPlan: 'none' });
    const progress = await talent.client.put(`/api/library/resources/${id}/progress`, {
      state: 'done',
    });
    expect(progress.status).toBe(400);
    expect(progress.body.fieldErrors.state).toEqual([LIBRARY_MESSAGES.progressInvalid]);
    const unknown = await admin.client.post('/api/admin/library/collections', {
      title: 'Start here',
      resourceIds: [id, 999_999],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors.resourceIds).toHaveLength(1);
    expect((await talent.client.get('/api/library/resources?kind=poem')).status).toBe(400);
    expect((await talent.client.get('/api/library/resources?cursor=%%%')).status).toBe(400);
  });

  it('a draft is a 404 to everyone but admins, and is not listed', async () => {
    const created = await admin.client.post('/api/admin/library/resources', resource());
    const id = created.body.id as number;
    expect(created.body.status).toBe('draft');
    expect((await talent.client.get(`/api/library/resources/${id}`)).status).toBe(404);
    expect((await admin.client.get(`/api/library/resources/${id}`)).status).toBe(200);
    const list = await talent.client.get('/api/library/resources?limit=100');
    expect(list.body.items.map((r: { id: number }) => r.id)).not.toContain(id);
    // Unpublishing takes a resource back out of sight.
    const live = await published({ requiredPlan: 'none' });
    await admin.client.post(`/api/admin/library/resources/${live}/unpublish`);
    expect((await talent.client.get(`/api/library/resources/${live}`)).status).toBe(404);
  });

  it('a Lite resource sends its body only to Lite members (and admins)', async () => {
    const id = await published();
    const locked = await talent.client.get(`/api/library/resources/${id}`);
    expect(locked.status).toBe(200);
    expect(libraryResourceSchema.safeParse(locked.body).success).toBe(true);
    expect(locked.body).toMatchObject({
      locked: true,
      body: null,
      videoUrl: null,
      attachments: [],
    });
    expect(JSON.stringify(locked.body)).not.toContain(SECRET);
    // An employer plan does not open a Lite resource.
    const other = await subscribedEmployer.client.get(`/api/library/resources/${id}`);
    expect(other.body.locked).toBe(true);
    expect(JSON.stringify(other.body)).not.toContain(SECRET);

    const open = await liteTalent.client.get(`/api/library/resources/${id}`);
    expect(open.body).toMatchObject({ locked: false, body: `# Template\n\n${SECRET}` });
    expect((await admin.client.get(`/api/library/resources/${id}`)).body.locked).toBe(false);
  });

  it('an employer-plan resource needs an active employer plan', async () => {
    const id = await published({ audience: 'employer', requiredPlan: 'employer' });
    expect((await employer.client.get(`/api/library/resources/${id}`)).body.body).toBeNull();
    expect((await liteTalent.client.get(`/api/library/resources/${id}`)).body.body).toBeNull();
    expect((await subscribedEmployer.client.get(`/api/library/resources/${id}`)).body.body).toBe(
      `# Template\n\n${SECRET}`,
    );
  });

  it('the search never matches a locked body; filters narrow the list', async () => {
    const word = `zanzibar${Date.now()}`;
    const id = await published({ body: `Find ${word} here`, title: 'Searchable' });
    const locked = await talent.client.get(`/api/library/resources?q=${word}`);
    expect(locked.body.items).toEqual([]);
    const open = await liteTalent.client.get(`/api/library/resources?q=${word}`);
    expect(libraryResourcePageSchema.safeParse(open.body).success).toBe(true);
    expect(open.body.items.map((r: { id: number }) => r.id)).toEqual([id]);
    // The title is searchable by everyone.
    const byTitle = await talent.client.get('/api/library/resources?q=Searchable&plan=lite');
    expect(byTitle.body.items.map((r: { id: number }) => r.id)).toContain(id);
    const videos = await talent.client.get('/api/library/resources?kind=video&limit=100');
    expect(videos.body.items.every((r: { kind: string }) => r.kind === 'video')).toBe(true);
    const forEmployers = await talent.client.get('/api/library/resources?audience=employer');
    expect(
      forEmployers.body.items.every((r: { audience: string }) => r.audience !== 'talent'),
    ).toBe(true);
  });

  it('pages with a cursor, newest first', async () => {
    await published({ requiredPlan: 'none' });
    await published({ requiredPlan: 'none' });
    const first = await talent.client.get('/api/library/resources?limit=1');
    expect(first.body.items).toHaveLength(1);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await talent.client.get(
      `/api/library/resources?limit=1&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.items[0].id).toBeLessThan(first.body.items[0].id);
  });

  it('progress: opening starts, completing completes, never undone; 403 without the plan', async () => {
    const id = await published();
    const refused = await talent.client.put(`/api/library/resources/${id}/progress`, {
      state: 'completed',
    });
    expect(refused.status).toBe(403);
    const started = await liteTalent.client.put(`/api/library/resources/${id}/progress`, {
      state: 'started',
    });
    expect(started.body.progress).toBe('started');
    const completed = await liteTalent.client.put(`/api/library/resources/${id}/progress`, {
      state: 'completed',
    });
    expect(completed.body.progress).toBe('completed');
    const reopened = await liteTalent.client.put(`/api/library/resources/${id}/progress`, {
      state: 'started',
    });
    expect(reopened.body.progress).toBe('completed');
    // Others' progress is their own.
    expect((await admin.client.get(`/api/library/resources/${id}`)).body.progress).toBe(
      'not_started',
    );
  });

  it('parallel progress requests leave one row per person and resource', async () => {
    const id = await published({ requiredPlan: 'none' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        talent.client.put(`/api/library/resources/${id}/progress`, {
          state: i % 2 ? 'completed' : 'started',
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await server.app.db
      .select()
      .from(libraryProgress)
      .where(and(eq(libraryProgress.userId, talent.user.id), eq(libraryProgress.resourceId, id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe('completed');
  });

  it('attachments: stored by type of content, downloaded only with the plan, as attachments', async () => {
    const id = await published();
    const wrong = await admin.client.request(
      'POST',
      `/api/admin/library/resources/${id}/attachments`,
      { form: form(HTML, 'template.pdf') },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors.file).toHaveLength(1);
    const tooBig = Buffer.alloc(ATTACHMENT_MAX_BYTES + 1);
    PDF.copy(tooBig, 0, 0, PDF.length);
    const big = await admin.client.request(
      'POST',
      `/api/admin/library/resources/${id}/attachments`,
      { form: form(tooBig, 'big.pdf') },
    );
    expect(big.status).toBe(400);
    expect(big.body.fieldErrors.file).toHaveLength(1);
    expect(
      (
        await talent.client.request('POST', `/api/admin/library/resources/${id}/attachments`, {
          form: form(PDF, 'template.pdf'),
        })
      ).status,
    ).toBe(403);

    const stored = await admin.client.request(
      'POST',
      `/api/admin/library/resources/${id}/attachments`,
      { form: form(PDF, 'Proposal template.pdf') },
    );
    expect(stored.status).toBe(201);
    const [file] = stored.body.attachments;
    expect(file).toMatchObject({
      fileName: 'Proposal template.pdf',
      contentType: 'application/pdf',
    });

    const path = `/api/library/resources/${id}/attachments/${file.id}`;
    expect((await talent.client.get(path)).status).toBe(403);
    const locked = await talent.client.get(`/api/library/resources/${id}`);
    expect(locked.body).toMatchObject({ attachments: [], attachmentCount: 1 });
    const download = await liteTalent.client.get(path);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(
      (await liteTalent.client.get(`/api/library/resources/${id}/attachments/999999`)).status,
    ).toBe(404);

    const removed = await admin.client.delete(
      `/api/admin/library/resources/${id}/attachments/${file.id}`,
    );
    expect(removed.body.attachments).toEqual([]);
    expect((await liteTalent.client.get(path)).status).toBe(404);
  });

  it('collections: ordered, published resources only, progress per person', async () => {
    const a = await published({ requiredPlan: 'none', title: 'First' });
    const b = await published({ title: 'Second (Lite)' });
    const draft = (await admin.client.post('/api/admin/library/resources', resource())).body.id;
    const created = await admin.client.post('/api/admin/library/collections', {
      title: 'Start here',
      description: 'In order',
      resourceIds: [b, a, draft],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await talent.client.get(`/api/library/collections/${id}`)).status).toBe(404);
    await admin.client.post(`/api/admin/library/collections/${id}/publish`);

    await talent.client.put(`/api/library/resources/${a}/progress`, { state: 'completed' });
    const list = await talent.client.get('/api/library/collections');
    expect(libraryCollectionListSchema.safeParse(list.body).success).toBe(true);
    const mine = list.body.find((c: { id: number }) => c.id === id);
    expect(mine.items.map((i: { id: number }) => i.id)).toEqual([b, a]);
    expect(mine.items[0].locked).toBe(true);
    expect(mine.progress).toEqual({ completed: 1, total: 2, state: 'started' });
    const others = await liteTalent.client.get(`/api/library/collections/${id}`);
    expect(others.body.progress).toEqual({ completed: 0, total: 2, state: 'not_started' });

    const reordered = await admin.client.put(`/api/admin/library/collections/${id}`, {
      title: 'Start here',
      resourceIds: [a, b],
    });
    expect(reordered.body.items.map((i: { id: number }) => i.id)).toEqual([a, b]);
    await admin.client.post(`/api/admin/library/collections/${id}/unpublish`);
    expect((await talent.client.get(`/api/library/collections/${id}`)).status).toBe(404);
  });
});
