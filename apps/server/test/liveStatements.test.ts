/**
 * SQL statements per group message (issue 19): one message to a 50-member group, with all 50
 * members listening on `GET /api/live`, issues at most {@link STATEMENTS_PER_MESSAGE_MAX}
 * statements in all — the send's transaction, the instance reading the announced events and the
 * session checks before each delivery. A count, not a timing: every statement the database driver
 * is asked to run (PGlite's query/exec and a transaction's BEGIN/COMMIT; node-postgres' every
 * `Client#query`) from the POST until each listener has its events. The first message is the
 * costliest: nobody has read the group yet, so every recipient also gets a notification.
 */
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMembers, sessions, users } from '../src/db/schema';
import { hashToken } from '../src/services/sessions';
import { startServer, TEST_DB, type TestClient, type TestServer } from './helpers';
import { recordSecret } from './runLog';
import { openStream, type SseStream } from './sseClient';
import { countStatements } from './statementCount';

/** The budget of issue 19. */
const STATEMENTS_PER_MESSAGE_MAX = 20;
/** Members of the group, the sender included; every one of them listens. */
const MEMBERS = 50;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Signed-in clients of new users, made straight in the database (no password hashing). */
async function signedInClients(count: number): Promise<Array<{ id: number; client: TestClient }>> {
  const rows = await server.app.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `statements-${i}-${randomBytes(3).toString('hex')}@example.com`,
        passwordHash: 'scrypt$1$1$1$x$x',
        name: `Member ${i}`,
        role: 'talent' as const,
      })),
    )
    .returning({ id: users.id });
  const tokens = rows.map(() => randomBytes(32).toString('base64url'));
  // Session tokens must never reach the server's log (test/runLog.ts).
  for (const token of tokens) recordSecret('token', token);
  await server.app.db.insert(sessions).values(
    rows.map(({ id }, i) => ({
      idHash: hashToken(tokens[i]!),
      userId: id,
      expiresAt: new Date(Date.now() + 3600_000),
    })),
  );
  return rows.map(({ id }, i) => {
    const client = server.client();
    client.cookies.set(server.app.config.sessionCookie, tokens[i]!);
    return { id, client };
  });
}

const eventsOf = (stream: SseStream, type: string) => stream.events.filter((e) => e.event === type);

describe('one message to a 50-member group with 50 listeners', () => {
  it(`costs at most ${STATEMENTS_PER_MESSAGE_MAX} SQL statements, delivered once to each`, async () => {
    const [sender, ...members] = await signedInClients(MEMBERS);
    const created = await sender!.client.post('/api/groups', { name: 'Statements', memberIds: [] });
    expect(created.status).toBe(201);
    const groupId = created.body.id as number;
    // The members join straight in the database (joining is not what this counts): none has
    // read anything yet.
    await server.app.db
      .insert(conversationMembers)
      .values(members.map((m) => ({ conversationId: groupId, userId: m.id })));
    const streams = await Promise.all([sender!, ...members].map((m) => openStream(m.client)));
    try {
      expect(streams.every((s) => s.status === 200)).toBe(true);
      const counter = countStatements(
        (server.app.db as unknown as { $client: PGlite | pg.Pool }).$client,
        TEST_DB,
      );
      let statements: string[];
      try {
        const sent = await sender!.client.post(`/api/messages/${groupId}`, { body: 'Hello all' });
        expect(sent.status).toBe(201);
        // Every member: the message, a notification (nobody has read the group yet) and their
        // unread counts; the sender: their own counts.
        await Promise.all(
          streams.slice(1).map(async (s) => {
            for (let i = 0; i < 3; i++) await s.next(5000);
          }),
        );
        await streams[0]!.next(5000);
        statements = counter.statements();
      } finally {
        counter.stop();
      }
      for (const s of streams.slice(1)) {
        expect(eventsOf(s, 'message').map((e) => e.data.data.body)).toEqual(['Hello all']);
        expect(eventsOf(s, 'notification')).toHaveLength(1);
        expect(eventsOf(s, 'unread-counts').map((e) => e.data.data.groups.unreadCount)).toEqual([
          1,
        ]);
      }
      expect(streams[0]!.events.map((e) => e.event)).toEqual(['unread-counts']);
      expect(statements, statements.join('\n')).not.toHaveLength(0);
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(
        STATEMENTS_PER_MESSAGE_MAX,
      );
    } finally {
      for (const s of streams) s.close();
    }
  });
});
