/**
 * Partner registration (issue 15): admins register the partner sites that embed the widgets;
 * the server makes each publishable key. Everyone else: 403 "Admins only", visitors 401.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_CHARACTER,
  ORIGIN_MESSAGE,
  ORIGINS_REQUIRED_MESSAGE,
  partnerListSchema,
  partnerSchema,
} from '@hireloop/sdk/schemas';
import { PARTNER_NAME_MAX, PARTNER_ORIGINS_MAX } from '@hireloop/sdk/constants';
import { partners } from '../src/db/schema';
import { DEMO_PARTNER_NAME, DEMO_PUBLISHABLE_KEY } from '../src/services/partners';
import { registerUser, startServer, type TestClient, type TestServer } from './helpers';
import { createPartner, PARTNER_ORIGIN, registerAdmin } from './embed';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startServer();
  admin = await registerAdmin(server);
});
afterAll(() => server.close());

const BASE = '/api/admin/partners';

describe('registering partners (admins)', () => {
  it('creates a partner with a publishable key made by the server, canonical origins and no revocation', async () => {
    const created = await createPartner(admin, {
      name: '  Bootcamp Jobs  ',
      allowedOrigins: ['https://Partner.example:443/', 'http://127.0.0.1:3001', PARTNER_ORIGIN],
    });
    expect(partnerSchema.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({
      name: 'Bootcamp Jobs',
      allowedOrigins: [PARTNER_ORIGIN, 'http://127.0.0.1:3001'],
      revokedAt: null,
    });
    expect(created.publishableKey).toMatch(/^pk_[A-Za-z0-9_-]{24}$/);
    const second = await createPartner(admin);
    expect(second.publishableKey).not.toBe(created.publishableKey);
    const [row] = await server.app.db.select().from(partners).where(eq(partners.id, created.id));
    expect(row?.createdBy).not.toBeNull();
  });

  it('lists every partner, newest first, revoked ones too', async () => {
    const older = await createPartner(admin, { name: 'Older' });
    server.advanceClock(1000);
    const newer = await createPartner(admin, { name: 'Newer' });
    await admin.post(`${BASE}/${older.id}/revoke`);
    const list = await admin.get(BASE);
    expect(list.status).toBe(200);
    expect(partnerListSchema.safeParse(list.body).success).toBe(true);
    const ids = (list.body as Array<{ id: number }>).map((p) => p.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.body.find((p: { id: number }) => p.id === older.id).revokedAt).toEqual(
      expect.any(String),
    );
  });

  it('renames, changes the origins, or both; absent fields stay', async () => {
    const partner = await createPartner(admin);
    server.advanceClock(1000);
    const renamed = await admin.patch(`${BASE}/${partner.id}`, { name: 'Renamed' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renamed', allowedOrigins: [PARTNER_ORIGIN] });
    expect(renamed.body.updatedAt > partner.updatedAt).toBe(true);
    const moved = await admin.patch(`${BASE}/${partner.id}`, {
      allowedOrigins: ['https://new.example', 'https://NEW.example/'],
    });
    expect(moved.body).toMatchObject({ name: 'Renamed', allowedOrigins: ['https://new.example'] });
    expect(moved.body.publishableKey).toBe(partner.publishableKey);
    const both = await admin.patch(`${BASE}/${partner.id}`, {
      name: 'Both',
      allowedOrigins: [PARTNER_ORIGIN],
    });
    expect(both.body).toMatchObject({ name: 'Both', allowedOrigins: [PARTNER_ORIGIN] });
  });

  it('revokes once: a second revoke keeps the first time', async () => {
    const partner = await createPartner(admin);
    const revoked = await admin.post(`${BASE}/${partner.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    server.advanceClock(5000);
    const again = await admin.post(`${BASE}/${partner.id}/revoke`);
    expect(again.status).toBe(200);
    expect(again.body.revokedAt).toBe(revoked.body.revokedAt);
  });

  it("validates with the sdk's schemas and messages", async () => {
    const empty = await admin.post(BASE, { name: ' ', allowedOrigins: [] });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fieldErrors).sort()).toEqual(['allowedOrigins', 'name']);
    expect(empty.body.fieldErrors.allowedOrigins).toEqual([ORIGINS_REQUIRED_MESSAGE]);
    for (const origin of [
      'https://partner.example/jobs',
      'https://partner.example/?q=1',
      'ftp://partner.example',
      'https://user:pw@partner.example',
      'partner.example',
    ]) {
      const res = await admin.post(BASE, { name: 'P', allowedOrigins: [origin] });
      expect(res.status, origin).toBe(400);
      expect(res.body.fieldErrors.allowedOrigins, origin).toEqual([ORIGIN_MESSAGE]);
    }
    const long = await admin.post(BASE, {
      name: 'x'.repeat(PARTNER_NAME_MAX + 1),
      allowedOrigins: [PARTNER_ORIGIN],
    });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors.name).toBeDefined();
    const many = await admin.post(BASE, {
      name: 'P',
      allowedOrigins: Array.from(
        { length: PARTNER_ORIGINS_MAX + 1 },
        (_, i) => `https://s${i}.example`,
      ),
    });
    expect(many.status).toBe(400);
    expect(many.body.fieldErrors.allowedOrigins).toBeDefined();
    const patch = await admin.patch(`${BASE}/1`, { allowedOrigins: [] });
    expect(patch.status).toBe(400);
    expect(patch.body.fieldErrors.allowedOrigins).toEqual([ORIGINS_REQUIRED_MESSAGE]);
  });

  it('refuses NUL and other control characters in every field', async () => {
    const name = await admin.post(BASE, { name: 'a\u0000b', allowedOrigins: [PARTNER_ORIGIN] });
    expect(name.status).toBe(400);
    expect(name.body.fieldErrors).toEqual({ name: [INVALID_CHARACTER] });
    const origin = await admin.post(BASE, {
      name: 'P',
      allowedOrigins: ['https://partner.example\u0000'],
    });
    expect(origin.status).toBe(400);
    expect(origin.body.fieldErrors.allowedOrigins).toContain(INVALID_CHARACTER);
    const renamed = await admin.patch(`${BASE}/1`, { name: 'a\u001bb' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.fieldErrors).toEqual({ name: [INVALID_CHARACTER] });
  });

  it('refuses origins a Content-Security-Policy header could not name exactly (wildcards, separators)', async () => {
    for (const origin of ['https://*.example', 'https://a;b.example', 'https://a,b.example']) {
      const res = await admin.post(BASE, { name: 'P', allowedOrigins: [origin] });
      expect(res.status, origin).toBe(400);
      expect(res.body.fieldErrors.allowedOrigins, origin).toEqual([ORIGIN_MESSAGE]);
    }
    // Real hosts pass: punycode, IPv4, IPv6, ports.
    const fine = await admin.post(BASE, {
      name: 'P',
      allowedOrigins: ['https://bücher.example', 'http://127.0.0.1:3001', 'http://[::1]:8080'],
    });
    expect(fine.status).toBe(201);
    expect(fine.body.allowedOrigins).toEqual([
      'https://xn--bcher-kva.example',
      'http://127.0.0.1:3001',
      'http://[::1]:8080',
    ]);
  });

  it('answers 404 for an unknown partner and 400 for a malformed id', async () => {
    expect((await admin.patch(`${BASE}/2147483647`, { name: 'x' })).status).toBe(404);
    expect((await admin.post(`${BASE}/2147483647/revoke`)).status).toBe(404);
    expect((await admin.post(`${BASE}/99999999999/revoke`)).status).toBe(404);
    expect((await admin.post(`${BASE}/abc/revoke`)).status).toBe(400);
  });
});

describe('who may manage partners', () => {
  it('is 403 "Admins only" for every other signed-in user and 401 for visitors', async () => {
    const partner = await createPartner(admin);
    for (const role of ['talent', 'employer'] as const) {
      const { client } = await registerUser(server, { role });
      const answers = [
        await client.get(BASE),
        await client.post(BASE, { name: 'Mine', allowedOrigins: [PARTNER_ORIGIN] }),
        await client.patch(`${BASE}/${partner.id}`, { name: 'Mine' }),
        await client.post(`${BASE}/${partner.id}/revoke`),
      ];
      for (const res of answers) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: 'Admins only' });
      }
    }
    const visitor = server.client();
    expect((await visitor.get(BASE)).status).toBe(401);
    // Signed out: 401 before the body is looked at.
    expect((await visitor.post(BASE, { name: '' })).status).toBe(401);
    expect((await visitor.post(`${BASE}/${partner.id}/revoke`)).status).toBe(401);
    const [row] = await server.app.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row).toMatchObject({ name: 'Bootcamp Jobs', revokedAt: null });
  });

  it('refuses a write from another origin (CSRF)', async () => {
    const res = await admin.post(
      BASE,
      { name: 'Forged', allowedOrigins: ['https://evil.example'] },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });
});

describe('the partner demo', () => {
  it('ensures the fixed demo key with the demo origin, adding an origin once, and keeps a revocation', async () => {
    const { partners: service } = server.app.services;
    const first = await service.ensureDemoPartner('http://127.0.0.1:3001');
    expect(first).toMatchObject({
      name: DEMO_PARTNER_NAME,
      publishableKey: DEMO_PUBLISHABLE_KEY,
      allowedOrigins: ['http://127.0.0.1:3001'],
      revokedAt: null,
    });
    const again = await service.ensureDemoPartner('http://127.0.0.1:3001/');
    expect(again.id).toBe(first.id);
    expect(again.allowedOrigins).toEqual(['http://127.0.0.1:3001']);
    const more = await service.ensureDemoPartner('http://localhost:3001');
    expect(more.allowedOrigins).toEqual(['http://127.0.0.1:3001', 'http://localhost:3001']);
    await admin.post(`${BASE}/${first.id}/revoke`);
    const revoked = await service.ensureDemoPartner('http://127.0.0.1:3001');
    expect(revoked.revokedAt).toEqual(expect.any(String));
    await expect(service.ensureDemoPartner('not an origin')).rejects.toThrow(/not an origin/);
  });
});
