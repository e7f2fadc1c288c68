/**
 * The demo events (issue 17): upcoming and past events of the demo company and the platform, a
 * full one with a waitlist the demo talent is first on, a pending approval, a draft only hosts see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../src/seed';
import { startServer, type TestServer } from './helpers';

describe('the demo events', () => {
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

  it('lists upcoming and past events; the demo talent waits first in line for the full one', async () => {
    const talent = server.client();
    await talent.post('/api/login', { email: DEMO_ACCOUNTS.talent, password: DEMO_PASSWORD });
    const upcoming = (await talent.get('/api/events')).body.items;
    expect(upcoming.map((e: { host: { kind: string } }) => e.host.kind)).toEqual(
      expect.arrayContaining(['company', 'platform', 'collective']),
    );
    // The collective's meetup is hosted by its owner, the demo talent.
    const meetup = upcoming.find((e: { host: { kind: string } }) => e.host.kind === 'collective');
    expect((await talent.get(`/api/events/${meetup.id}`)).body.canManage).toBe(true);
    expect(upcoming.some((e: { status: string }) => e.status === 'draft')).toBe(false);
    const full = upcoming.find((e: { placesLeft: number | null }) => e.placesLeft === 0);
    expect(full).toMatchObject({ attendeeCount: 3, waitlistCount: 2 });
    expect(full.myRegistration).toMatchObject({ state: 'waitlisted', position: 1 });
    const past = (await talent.get('/api/events?when=past')).body.items;
    expect(past[0].myRegistration.state).toBe('attended');
    const going = (await talent.get('/api/events?scope=registered')).body.items;
    expect(going.length).toBeGreaterThanOrEqual(2);

    const employer = server.client();
    await employer.post('/api/login', { email: DEMO_ACCOUNTS.employer, password: DEMO_PASSWORD });
    const hosting = (await employer.get('/api/events?scope=hosting')).body.items;
    expect(hosting.some((e: { status: string }) => e.status === 'draft')).toBe(true);
    const approval = hosting.find((e: { joinMode: string }) => e.joinMode === 'approval');
    expect((await employer.get(`/api/events/${approval.id}`)).body.pendingCount).toBe(1);
  });
});
