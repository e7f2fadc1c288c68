/**
 * Verification (issue 18): email and company-domain links (single use, mailed, expiring), an
 * identity document and a portfolio reviewed by admins (oldest first; approve, or reject with a
 * reason; each decision once however many admins press at once, and in the audit log), documents
 * told by content and served to admins only as attachments, deleted once decided; the badge on
 * profiles, talent cards and collectives; the explorer's "verified only"; expiries on the
 * scheduler; bad input answers 400 with field errors.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  IDENTITY_DOCUMENTS_MAX,
  VERIFICATION_LINK_TTL_HOURS,
  VERIFICATION_VALID_DAYS,
} from '@hireloop/sdk';
import {
  VERIFICATION_MESSAGES,
  myVerificationSchema,
  myVerificationsSchema,
  profilePageSchema,
  profileSchema,
  verificationAuditListSchema,
  verificationReviewListSchema,
} from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../src/db/schema';
import { verificationDocuments, verifications } from '../src/db/schemaVerification';
import { HTML, JPEG, PDF, PNG, SVG } from '../src/services/storage/testFiles';
import type { RunningTestServer } from '../src/testServer';
import {
  registerUser,
  startServer,
  TEST_DB,
  TestClient,
  twoInstancesOnPostgres,
  type TestServer,
} from './helpers';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

let n = 0;
const talent = (name = `Talent ${++n}`) => registerUser(server, { role: 'talent', name });
const employer = (email?: string) =>
  registerUser(server, { role: 'employer', name: `Employer ${++n}`, ...(email ? { email } : {}) });

async function admin() {
  const person = await registerUser(server, { role: 'employer', name: `Admin ${++n}` });
  await server.app.db.update(users).set({ isAdmin: true }).where(eq(users.id, person.user.id));
  return person;
}

const form = (bytes: Uint8Array, name: string, note?: string) => {
  const data = new FormData();
  if (note !== undefined) data.append('note', note);
  data.append('document', new Blob([bytes]), name);
  return data;
};

const upload = (client: TestClient, kind: string, bytes: Uint8Array, name: string, note?: string) =>
  client.request('POST', `/api/verification/${kind}/documents`, { form: form(bytes, name, note) });

/** The token of the newest link mailed to `to`. */
async function mailedToken(to: string): Promise<string> {
  const [mail] = await server.app.services.mail.outbox(to);
  const match = /\/verification\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no link mailed to ${to}`);
  return match[1]!;
}

const statusOf = async (client: TestClient, kind: string) => {
  const res = await client.get('/api/verification');
  expect(res.status).toBe(200);
  const mine = myVerificationsSchema.parse(res.body);
  return mine.items.find((item) => item.kind === kind);
};

describe('what a person sees of their own verification', () => {
  it('lists the kinds of their role, not started, with no badge', async () => {
    const t = await talent();
    const res = await t.client.get('/api/verification');
    const mine = myVerificationsSchema.parse(res.body);
    expect(mine.items.map((i) => [i.kind, i.status])).toEqual([
      ['email', 'not_started'],
      ['identity', 'not_started'],
      ['portfolio', 'not_started'],
    ]);
    expect(mine.badge).toEqual({ verified: false, kinds: [], companyDomain: null });
    const e = await employer();
    const theirs = myVerificationsSchema.parse((await e.client.get('/api/verification')).body);
    expect(theirs.items.map((i) => i.kind)).toEqual(['email', 'company_domain', 'identity']);
  });

  it('needs a session', async () => {
    expect((await server.client().get('/api/verification')).status).toBe(401);
    expect((await server.client().post('/api/verification/email')).status).toBe(401);
  });
});

describe('email and company-domain links', () => {
  it('mails a single-use link to the account address that verifies the email once', async () => {
    const t = await talent();
    const sent = await t.client.post('/api/verification/email');
    expect(sent.status).toBe(200);
    expect(myVerificationSchema.parse(sent.body)).toMatchObject({
      kind: 'email',
      status: 'pending',
      email: t.user.email,
    });
    const token = await mailedToken(t.user.email);
    const used = await t.client.post('/api/verification/confirm', { token });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body).toMatchObject({ kind: 'email', status: 'verified' });
    const again = await t.client.post('/api/verification/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors.token).toEqual([VERIFICATION_MESSAGES.tokenInvalid]);
    // Verified: no new link.
    expect((await t.client.post('/api/verification/email')).status).toBe(409);
  });

  it("refuses another person's link like an unknown one", async () => {
    const t = await talent();
    const other = await talent();
    await t.client.post('/api/verification/email');
    const token = await mailedToken(t.user.email);
    const res = await other.client.post('/api/verification/confirm', { token });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.token).toEqual([VERIFICATION_MESSAGES.tokenInvalid]);
    expect((await statusOf(t.client, 'email'))?.status).toBe('pending');
  });

  it('spends a link once however many tabs use it at once', async () => {
    const t = await talent();
    await t.client.post('/api/verification/email');
    const token = await mailedToken(t.user.email);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.client.post('/api/verification/confirm', { token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('verifies a company domain for employers only, never a webmail one', async () => {
    const e = await employer();
    const webmail = await e.client.post('/api/verification/company-domain', {
      email: 'boss@gmail.com',
    });
    expect(webmail.status).toBe(400);
    expect(webmail.body.fieldErrors.email).toEqual([VERIFICATION_MESSAGES.freeMail]);
    const bad = await e.client.post('/api/verification/company-domain', { email: 'nope' });
    expect(bad.body.fieldErrors.email).toEqual([VERIFICATION_MESSAGES.emailInvalid]);
    const sent = await e.client.post('/api/verification/company-domain', {
      email: 'boss@Acme-Verified.example',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'pending', domain: 'acme-verified.example' });
    const token = await mailedToken('boss@Acme-Verified.example');
    expect((await e.client.post('/api/verification/confirm', { token })).status).toBe(200);
    const profile = profileSchema.parse((await e.client.get(`/api/profile/${e.user.id}`)).body);
    expect(profile.verification).toEqual({
      verified: false,
      kinds: ['company_domain'],
      companyDomain: 'acme-verified.example',
    });
    const t = await talent();
    const refused = await t.client.post('/api/verification/company-domain', {
      email: 'me@corp.example',
    });
    expect(refused.status).toBe(403);
  });

  it('lets an unused link expire on the scheduler, after which a new one may be sent', async () => {
    const t = await talent();
    await t.client.post('/api/verification/email');
    const token = await mailedToken(t.user.email);
    server.advanceClock(VERIFICATION_LINK_TTL_HOURS * HOUR + 1000);
    expect((await t.client.post('/api/verification/confirm', { token })).status).toBe(400);
    await server.runScheduledWork();
    expect((await statusOf(t.client, 'email'))?.status).toBe('expired');
    expect((await t.client.post('/api/verification/email')).status).toBe(200);
  });
});

describe('identity documents', () => {
  it('takes a JPEG, PNG or PDF by its content and refuses other files, empty and too large ones', async () => {
    const t = await talent();
    const html = await upload(t.client, 'identity', HTML, 'passport.pdf');
    expect(html.status).toBe(400);
    expect(html.body.fieldErrors.document).toHaveLength(1);
    const svg = await upload(t.client, 'identity', SVG, 'id.png');
    expect(svg.status).toBe(400);
    const empty = await upload(t.client, 'identity', new Uint8Array(), 'id.pdf');
    expect(empty.status).toBe(400);
    const huge = new Uint8Array(10 * 1024 * 1024 + 10);
    huge.set(PDF);
    const big = await upload(t.client, 'identity', huge, 'id.pdf');
    expect(big.status).toBe(400);
    expect(big.body.fieldErrors.document[0]).toMatch(/too large/);
    expect((await statusOf(t.client, 'identity'))?.status).toBe('not_started');
    const json = await t.client.post('/api/verification/identity/documents', { document: 'x' });
    expect(json.status).toBe(400);

    const ok = await upload(t.client, 'identity', PDF, 'passport.pdf', 'My passport');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ status: 'pending', note: 'My passport' });
    expect(ok.body.documents).toEqual([
      expect.objectContaining({ filename: 'passport.pdf', contentType: 'application/pdf' }),
    ]);
    expect((await upload(t.client, 'identity', JPEG, 'back.jpg')).status).toBe(200);
    expect((await upload(t.client, 'identity', PNG, 'page.png')).status).toBe(200);
    const fourth = await upload(t.client, 'identity', PNG, 'more.png');
    expect(fourth.status).toBe(400);
    expect(fourth.body.fieldErrors.document).toHaveLength(1);
    expect((await statusOf(t.client, 'identity'))?.documents).toHaveLength(IDENTITY_DOCUMENTS_MAX);
  });

  it('takes no more than the limit however many uploads race', async () => {
    const t = await talent();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => upload(t.client, 'identity', PNG, `p${i}.png`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(IDENTITY_DOCUMENTS_MAX);
    expect((await statusOf(t.client, 'identity'))?.documents).toHaveLength(IDENTITY_DOCUMENTS_MAX);
  });

  it('answers 400 with field errors for a bad note or an unknown kind', async () => {
    const t = await talent();
    const note = await upload(t.client, 'identity', PDF, 'id.pdf', 'x'.repeat(1001));
    expect(note.status).toBe(400);
    expect(note.body.fieldErrors.note).toHaveLength(1);
    const kind = await upload(t.client, 'email', PDF, 'id.pdf');
    expect(kind.status).toBe(400);
    expect(kind.body.fieldErrors.kind).toHaveLength(1);
  });
});

describe('the admin review', () => {
  it('serves documents to admins only, as attachments; others get 403 and an unknown one 404', async () => {
    const t = await talent();
    const boss = await admin();
    const res = await upload(t.client, 'identity', PNG, 'licence.png');
    const id = res.body.documents[0].id as number;
    const path = `/api/admin/verification/documents/${id}`;
    expect((await t.client.get(path)).status).toBe(403);
    expect((await (await talent()).client.get(path)).status).toBe(403);
    expect((await server.client().get(path)).status).toBe(401);
    const file = await boss.client.get(path);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="licence.png"/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await boss.client.get('/api/admin/verification/documents/999999')).status).toBe(404);
    expect((await t.client.get('/api/admin/verification')).status).toBe(403);
    expect((await t.client.get('/api/admin/verification/audit')).status).toBe(403);
    expect(
      (
        await t.client.post(`/api/admin/verification/${res.body.documents[0].id}/decision`, {
          decision: 'approve',
        })
      ).status,
    ).toBe(403);
  });

  it('lists pending reviews oldest first; approving deletes the documents, notifies and shows the badge', async () => {
    const boss = await admin();
    const first = await talent('Queue First');
    const second = await talent('Queue Second');
    await upload(first.client, 'identity', PDF, 'first.pdf');
    server.advanceClock(1000);
    await second.client.post('/api/verification/portfolio', {
      links: ['https://second.example/work'],
      note: 'Case studies',
    });
    await upload(second.client, 'portfolio', PNG, 'shot.png');
    const queue = verificationReviewListSchema.parse(
      (await boss.client.get('/api/admin/verification')).body,
    );
    const mine = queue.filter((r) => [first.user.id, second.user.id].includes(r.person.id));
    expect(mine.map((r) => [r.person.name, r.kind])).toEqual([
      ['Queue First', 'identity'],
      ['Queue Second', 'portfolio'],
    ]);
    expect(mine[1]).toMatchObject({ links: ['https://second.example/work'], note: 'Case studies' });
    const review = mine[0]!;
    const documentId = review.documents[0]!.id;
    const key = (
      await server.app.db
        .select({ key: verificationDocuments.storageKey })
        .from(verificationDocuments)
        .where(eq(verificationDocuments.id, documentId))
    )[0]!.key;
    expect(await server.app.services.storage.get(key)).not.toBeNull();

    const decided = await boss.client.post(`/api/admin/verification/${review.id}/decision`, {
      decision: 'approve',
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body).toMatchObject({ action: 'approved', kind: 'identity', reason: null });
    expect(await server.app.services.storage.get(key)).toBeNull();
    expect((await boss.client.get(`/api/admin/verification/documents/${documentId}`)).status).toBe(
      404,
    );
    const status = await statusOf(first.client, 'identity');
    expect(status).toMatchObject({ status: 'verified', documents: [] });
    expect(Date.parse(status!.expiresAt!) - Date.parse(status!.decidedAt!)).toBe(
      VERIFICATION_VALID_DAYS * DAY,
    );
    const told = await server.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, first.user.id));
    expect(told.map((x) => x.type)).toEqual(['verification_approved']);

    // Others see the badge, never the documents.
    const viewer = await employer();
    const profile = profileSchema.parse(
      (await viewer.client.get(`/api/profile/${first.user.id}`)).body,
    );
    expect(profile.verification).toEqual({
      verified: true,
      kinds: ['identity'],
      companyDomain: null,
    });
    expect(JSON.stringify(profile)).not.toContain('first.pdf');
    const audit = verificationAuditListSchema.parse(
      (await boss.client.get('/api/admin/verification/audit')).body,
    );
    expect(audit[0]).toMatchObject({
      verificationId: review.id,
      action: 'approved',
      subject: { id: first.user.id },
      actor: { id: boss.user.id },
    });
  });

  it('rejects only with a reason (400 otherwise); the person reads it and may try again', async () => {
    const boss = await admin();
    const t = await talent();
    const started = await upload(t.client, 'identity', JPEG, 'blurry.jpg');
    const queue = verificationReviewListSchema.parse(
      (await boss.client.get('/api/admin/verification')).body,
    );
    const review = queue.find((r) => r.person.id === t.user.id)!;
    expect(review.documents.map((d) => d.id)).toEqual(
      started.body.documents.map((d: { id: number }) => d.id),
    );
    const noReason = await boss.client.post(`/api/admin/verification/${review.id}/decision`, {
      decision: 'reject',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors.reason).toEqual([VERIFICATION_MESSAGES.reasonRequired]);
    const bad = await boss.client.post(`/api/admin/verification/${review.id}/decision`, {
      decision: 'maybe',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.decision).toHaveLength(1);
    const rejected = await boss.client.post(`/api/admin/verification/${review.id}/decision`, {
      decision: 'reject',
      reason: 'The photo is blurred',
    });
    expect(rejected.status).toBe(200);
    expect(await statusOf(t.client, 'identity')).toMatchObject({
      status: 'rejected',
      reason: 'The photo is blurred',
      documents: [],
    });
    const [note] = await server.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, t.user.id));
    expect(note).toMatchObject({ type: 'verification_rejected', link: '/verification' });
    expect(note!.body).toContain('The photo is blurred');

    const retry = await upload(t.client, 'identity', PNG, 'sharp.png');
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ status: 'pending', reason: null });
    const again = verificationReviewListSchema
      .parse((await boss.client.get('/api/admin/verification')).body)
      .find((r) => r.person.id === t.user.id)!;
    expect(again.previousReasons).toEqual(['The photo is blurred']);
  });

  it('applies one decision however many admins decide at once, and audits it once', async () => {
    const admins = await Promise.all([admin(), admin(), admin()]);
    const t = await talent();
    await upload(t.client, 'identity', PDF, 'id.pdf');
    const review = verificationReviewListSchema
      .parse((await admins[0]!.client.get('/api/admin/verification')).body)
      .find((r) => r.person.id === t.user.id)!;
    const results = await Promise.all(
      admins.flatMap((a, i) => [
        a.client.post(`/api/admin/verification/${review.id}/decision`, { decision: 'approve' }),
        a.client.post(`/api/admin/verification/${review.id}/decision`, {
          decision: 'reject',
          reason: `Reason number ${i}`,
        }),
      ]),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const audit = verificationAuditListSchema
      .parse((await admins[0]!.client.get('/api/admin/verification/audit')).body)
      .filter((e) => e.verificationId === review.id);
    expect(audit).toHaveLength(1);
    const told = await server.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, t.user.id));
    expect(told).toHaveLength(1);
  });

  it('answers 404 for an unknown or non-reviewed verification and 403 for an admin deciding their own', async () => {
    const boss = await admin();
    expect(
      (await boss.client.post('/api/admin/verification/999999/decision', { decision: 'approve' }))
        .status,
    ).toBe(404);
    await boss.client.post('/api/verification/email');
    const email = await statusOf(boss.client, 'email');
    expect(email?.status).toBe('pending');
    await upload(boss.client, 'identity', PDF, 'mine.pdf');
    const own = verificationReviewListSchema
      .parse((await boss.client.get('/api/admin/verification')).body)
      .find((r) => r.person.id === boss.user.id)!;
    expect(
      (
        await boss.client.post(`/api/admin/verification/${own.id}/decision`, {
          decision: 'approve',
        })
      ).status,
    ).toBe(403);
  });

  it('lapses a verified identity after its validity, on the scheduler, and tells the person', async () => {
    const boss = await admin();
    const t = await talent();
    await upload(t.client, 'identity', PDF, 'id.pdf');
    const review = verificationReviewListSchema
      .parse((await boss.client.get('/api/admin/verification')).body)
      .find((r) => r.person.id === t.user.id)!;
    await boss.client.post(`/api/admin/verification/${review.id}/decision`, {
      decision: 'approve',
    });
    server.advanceClock(VERIFICATION_VALID_DAYS * DAY + HOUR);
    await server.runScheduledWork();
    // Two years on, the session has long ended: read the row itself.
    const [row] = await server.app.db
      .select({ state: verifications.state })
      .from(verifications)
      .where(eq(verifications.id, review.id));
    expect(row?.state).toBe('expired');
    const types = (
      await server.app.db.select().from(notifications).where(eq(notifications.userId, t.user.id))
    ).map((x) => x.type);
    expect(types.sort()).toEqual(['verification_approved', 'verification_expired']);
  });
});

describe('account deletion', () => {
  it("takes the person's verifications, and the files of documents under review, with it", async () => {
    const boss = await admin();
    const t = await talent('Leaving Talent');
    const res = await upload(t.client, 'identity', PDF, 'leaving.pdf');
    const [doc] = await server.app.db
      .select({ key: verificationDocuments.storageKey })
      .from(verificationDocuments)
      .where(eq(verificationDocuments.id, res.body.documents[0].id));
    expect(await server.app.services.storage.get(doc!.key)).not.toBeNull();
    const gone = await t.client.post('/api/account/delete', { password: t.password });
    expect(gone.status).toBe(200);
    expect(await server.app.services.storage.get(doc!.key)).toBeNull();
    const queue = verificationReviewListSchema.parse(
      (await boss.client.get('/api/admin/verification')).body,
    );
    expect(queue.map((r) => r.person.id)).not.toContain(t.user.id);
  });
});

describe('portfolios', () => {
  it('are for talent, need links first, and answer field errors for bad links', async () => {
    const e = await employer();
    expect(
      (await e.client.post('/api/verification/portfolio', { links: ['https://x.example'] })).status,
    ).toBe(403);
    const t = await talent();
    expect((await upload(t.client, 'portfolio', PNG, 'a.png')).status).toBe(409);
    const bad = await t.client.post('/api/verification/portfolio', { links: ['ftp://x'] });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.links).toEqual([VERIFICATION_MESSAGES.linkInvalid]);
    const none = await t.client.post('/api/verification/portfolio', { links: [] });
    expect(none.body.fieldErrors.links).toEqual([VERIFICATION_MESSAGES.linkRequired]);
    const ok = await t.client.post('/api/verification/portfolio', {
      links: ['https://dribbble.example/me'],
    });
    expect(ok.status).toBe(200);
    const twice = await t.client.post('/api/verification/portfolio', {
      links: ['https://dribbble.example/me'],
    });
    expect(twice.status).toBe(409);
  });
});

describe('badges in the explorer and on collectives', () => {
  it('filters the explorer to verified talent and shows the badge on each card', async () => {
    const boss = await admin();
    const verified = await talent('Explorer Verified');
    const plain = await talent('Explorer Plain');
    await upload(verified.client, 'identity', PDF, 'id.pdf');
    const review = verificationReviewListSchema
      .parse((await boss.client.get('/api/admin/verification')).body)
      .find((r) => r.person.id === verified.user.id)!;
    await boss.client.post(`/api/admin/verification/${review.id}/decision`, {
      decision: 'approve',
    });
    const viewer = await employer();
    const all = profilePageSchema.parse(
      (await viewer.client.get('/api/profile/talent?q=Explorer&limit=50')).body,
    );
    expect(all.items.map((p) => [p.name, p.verification?.verified])).toEqual(
      expect.arrayContaining([
        ['Explorer Verified', true],
        ['Explorer Plain', false],
      ]),
    );
    const only = profilePageSchema.parse(
      (await viewer.client.get('/api/profile/talent?q=Explorer&verified=true&limit=50')).body,
    );
    expect(only.items.map((p) => p.userId)).toEqual([verified.user.id]);
    expect(only.items.map((p) => p.userId)).not.toContain(plain.user.id);
    const invalid = await viewer.client.get('/api/profile/talent?verified=maybe');
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors.verified).toHaveLength(1);

    // A collective counts its verified members, and marks them on its page.
    const created = await verified.client.post('/api/collectives', { name: `Verified Guild ${n}` });
    expect(created.status).toBe(201);
    const page = await viewer.client.get(`/api/collectives/${created.body.id}`);
    expect(page.body.verifiedMemberCount).toBe(1);
    expect(page.body.members[0]).toMatchObject({ userId: verified.user.id, verified: true });
  });
});

if (TEST_DB === 'postgres') {
  describe('verification expiry on two instances of one PostgreSQL database', () => {
    const instances = twoInstancesOnPostgres();

    it('lapses each verified identity once and tells each person once when both run at once', async () => {
      const [a, b] = instances as [RunningTestServer, RunningTestServer];
      const onA = { ...a, client: () => new TestClient(a.url) } as TestServer;
      const people = await Promise.all([1, 2, 3].map(() => registerUser(onA, { role: 'talent' })));
      const at = a.app.now();
      await a.app.db.insert(verifications).values(
        people.map((p) => ({
          userId: p.user.id,
          kind: 'identity' as const,
          state: 'verified' as const,
          submittedAt: at,
          decidedAt: at,
          expiresAt: new Date(at.getTime() + DAY),
        })),
      );
      a.advanceClock(DAY + HOUR);
      b.advanceClock(DAY + HOUR);
      await Promise.all([
        a.runScheduledWork(),
        b.runScheduledWork(),
        a.app.services.verification.expireDue(),
        b.app.services.verification.expireDue(),
      ]);
      const ids = people.map((p) => p.user.id);
      const told = await a.app.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(
          and(inArray(notifications.userId, ids), eq(notifications.type, 'verification_expired')),
        );
      expect(told.map((r) => r.userId).sort()).toEqual([...ids].sort());
      const rows = await a.app.db
        .select({ state: verifications.state })
        .from(verifications)
        .where(inArray(verifications.userId, ids));
      expect(rows.map((r) => r.state)).toEqual(['expired', 'expired', 'expired']);
    });
  });
}
