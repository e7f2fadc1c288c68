/**
 * The demo collectives (issue 17): after the seed, the demo talent owns Pixel Forge (a request
 * waits for them) and is invited to Data Crafters (a notification says so); every collective's
 * group holds exactly its active members; the badge is on the members' profiles.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMembers, notifications } from '../src/db/schema';
import { collectiveMembers, collectives } from '../src/db/schemaCollectives';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty } from '../src/seed';
import { DEMO_COLLECTIVE_SLUGS } from '../src/seed/collectives';
import { startServer, type TestClient, type TestServer } from './helpers';

let server: TestServer;
let talent: TestClient;

beforeAll(async () => {
  server = await startServer();
  await seedIfEmpty(server.app.db, { log: { info: () => {} }, scrypt: server.config.scrypt });
  talent = server.client();
  await talent.post('/api/login', { email: DEMO_ACCOUNTS.talent, password: DEMO_PASSWORD });
});
afterAll(() => server.close());

describe('the seeded collectives', () => {
  it('give the demo talent a collective to run, with a request waiting, and an invitation', async () => {
    const page = await talent.get('/api/collectives/pixel-forge');
    expect(page.status).toBe(200);
    expect(page.body.membership).toEqual({ role: 'owner', state: 'active' });
    expect(page.body.memberCount).toBe(4);
    expect(
      page.body.members.filter((m: { state: string }) => m.state === 'requested'),
    ).toHaveLength(1);
    const mine = await talent.get('/api/collectives/mine');
    expect(
      mine.body.map((m: { collective: { slug: string }; state: string }) => [
        m.collective.slug,
        m.state,
      ]),
    ).toEqual([
      ['data-crafters', 'invited'],
      ['pixel-forge', 'active'],
    ]);
    const [notice] = await server.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'collective_invited'));
    expect(notice?.link).toBe('/collective/data-crafters');
    const me = await talent.get('/api/user');
    const profile = await talent.get(`/api/profile/${me.body.id}`);
    expect(profile.body.collectives.map((b: { slug: string }) => b.slug)).toEqual(['pixel-forge']);
  });

  it("keep each group to the collective's active members", async () => {
    const rows = await server.app.db.select().from(collectives);
    expect(rows.map((c) => c.slug).sort()).toEqual([...DEMO_COLLECTIVE_SLUGS].sort());
    for (const c of rows) {
      const active = (
        await server.app.db
          .select({ userId: collectiveMembers.userId, state: collectiveMembers.state })
          .from(collectiveMembers)
          .where(eq(collectiveMembers.collectiveId, c.id))
      )
        .filter((m) => m.state === 'active')
        .map((m) => m.userId)
        .sort((a, b) => a - b);
      const group = (
        await server.app.db
          .select({ userId: conversationMembers.userId })
          .from(conversationMembers)
          .where(eq(conversationMembers.conversationId, c.conversationId!))
      )
        .map((m) => m.userId)
        .sort((a, b) => a - b);
      expect(group, c.slug).toEqual(active);
    }
  });
});
