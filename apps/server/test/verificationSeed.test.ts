/**
 * The demo verifications (issue 18): after the seed, the demo talent is verified (the badge on
 * their profile and in Pixel Forge), the demo employer's company domain is verified, and the
 * admins' queue holds Lukas's identity document (its file downloadable by the admin) before
 * Priya's portfolio; the audit log holds the seeded decisions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  myVerificationsSchema,
  profileSchema,
  verificationAuditListSchema,
  verificationReviewListSchema,
} from '@hireloop/sdk/schemas';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty } from '../src/seed';
import { DEMO_DOCUMENT_PDF } from '../src/seed/verification';
import { startServer, type TestClient, type TestServer } from './helpers';

let server: TestServer;
const signedIn: Record<'talent' | 'employer' | 'admin', TestClient> = {} as never;

beforeAll(async () => {
  server = await startServer();
  await seedIfEmpty(server.app.db, {
    log: { info: () => {} },
    scrypt: server.config.scrypt,
    storage: server.app.services.storage,
  });
  for (const who of ['talent', 'employer', 'admin'] as const) {
    signedIn[who] = server.client();
    await signedIn[who].post('/api/login', { email: DEMO_ACCOUNTS[who], password: DEMO_PASSWORD });
  }
});
afterAll(() => server.close());

describe('the seeded verifications', () => {
  it('make the demo talent verified, with the portfolio left to try', async () => {
    const mine = myVerificationsSchema.parse((await signedIn.talent.get('/api/verification')).body);
    expect(mine.items.map((i) => [i.kind, i.status])).toEqual([
      ['email', 'verified'],
      ['identity', 'verified'],
      ['portfolio', 'not_started'],
    ]);
    const me = (await signedIn.talent.get('/api/user')).body as { id: number };
    const profile = profileSchema.parse(
      (await signedIn.employer.get(`/api/profile/${me.id}`)).body,
    );
    expect(profile.verification).toEqual({
      verified: true,
      kinds: ['email', 'identity'],
      companyDomain: null,
    });
    const forge = await signedIn.employer.get('/api/collectives/pixel-forge');
    expect(forge.body.verifiedMemberCount).toBe(2);
  });

  it("verify the demo employer's company domain", async () => {
    const mine = myVerificationsSchema.parse(
      (await signedIn.employer.get('/api/verification')).body,
    );
    expect(mine.badge).toEqual({
      verified: false,
      kinds: ['email', 'company_domain'],
      companyDomain: 'northwind-labs.example',
    });
  });

  it("queue Lukas's identity document first, then Priya's portfolio, with the audit log", async () => {
    const queue = verificationReviewListSchema.parse(
      (await signedIn.admin.get('/api/admin/verification')).body,
    );
    expect(queue.map((r) => [r.person.name.split(' ')[0], r.kind])).toEqual([
      ['Lukas', 'identity'],
      ['Priya', 'portfolio'],
    ]);
    const file = await signedIn.admin.get(
      `/api/admin/verification/documents/${queue[0]!.documents[0]!.id}`,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Number(file.headers.get('content-length'))).toBe(DEMO_DOCUMENT_PDF.length);
    const audit = verificationAuditListSchema.parse(
      (await signedIn.admin.get('/api/admin/verification/audit')).body,
    );
    expect(audit.map((e) => e.action)).toEqual(['rejected', 'approved', 'approved']);
  });
});
