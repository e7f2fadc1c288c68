/**
 * Sessions end on time, by the server's clock: idle expiry (unused this long; a read touches the
 * session at most once a minute) and absolute expiry (this long after sign-in, used or not).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startServer, type TestServer } from './helpers';

const IDLE_SECONDS = 3600;
const ABSOLUTE_SECONDS = 3 * 3600;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    sessionIdleSeconds: IDLE_SECONDS,
    sessionAbsoluteSeconds: ABSOLUTE_SECONDS,
  });
});
afterAll(() => server.close());

describe('session expiry', () => {
  it('a session unused for the idle time ends; one used meanwhile lasts', async () => {
    const used = await registerUser(server);
    const unused = await registerUser(server);
    server.advanceClock(IDLE_SECONDS * SECOND - SECOND);
    expect((await used.client.get('/api/user')).status).toBe(200);
    server.advanceClock(SECOND);
    expect((await unused.client.get('/api/user')).status).toBe(401);
    expect((await used.client.get('/api/user')).status).toBe(200);
    // Unused since its last touch (a second before the hour) for a whole hour: it ends too.
    server.advanceClock(IDLE_SECONDS * SECOND);
    expect((await used.client.get('/api/user')).status).toBe(401);
  });

  it('a session ends at the absolute time after sign-in, however often it is used', async () => {
    const { client } = await registerUser(server);
    for (let minutes = 30; minutes < ABSOLUTE_SECONDS / 60; minutes += 30) {
      server.advanceClock(30 * MINUTE);
      expect((await client.get('/api/user')).status).toBe(200);
    }
    server.advanceClock(30 * MINUTE - SECOND);
    expect((await client.get('/api/user')).status).toBe(200);
    server.advanceClock(SECOND);
    expect((await client.get('/api/user')).status).toBe(401);
  });
});
