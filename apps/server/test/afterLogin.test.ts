import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

// SPEC §7: "After login these are refreshed: … /api/groups, /api/admin/sticky-messages,
// /api/user/profiling …" — each must answer every signed-in user, whatever the role.
describe('what the client refreshes after login', () => {
  for (const role of ['talent', 'employer'] as const) {
    it(`answers 200 to a fresh ${role} for groups, sticky messages and profiling`, async () => {
      const { client, user, password } = await registerUser(server, { role });
      await client.post('/api/logout');
      expect((await client.post('/api/login', { email: user.email, password })).status).toBe(200);

      const groups = await client.get('/api/groups');
      expect(groups.status).toBe(200);
      expect(groups.body).toEqual([]);

      const sticky = await client.get('/api/admin/sticky-messages');
      expect(sticky.status).toBe(200);
      expect(Array.isArray(sticky.body)).toBe(true);

      const profiling = await client.get('/api/user/profiling');
      expect(profiling.status).toBe(200);
      expect(profiling.body).toMatchObject({ userId: user.id, email: user.email });

      expect((await client.get('/api/admin/sticky-messages/unread-count')).body).toEqual({
        unreadCount: 0,
      });
      expect((await client.get('/api/notifications')).status).toBe(200);
    });
  }
});
