/**
 * SSE fan-out benchmark (issue 4): N signed-in listeners in one group conversation hold
 * `GET /api/live` streams; one sender posts M messages; each message's delivery latency to each
 * listener is measured (send time is carried in the body). On PostgreSQL the listeners are
 * connected to a SECOND server instance, so every delivery crosses LISTEN/NOTIFY. Prints p50/p95/
 * max. It measures and prints; it is not a test. Bounded: every stream is aborted at the end.
 *
 *   npm run bench:sse -w @hireloop/server -- --listeners 50 --messages 20
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { sessions, users } from '../src/db/schema';
import { hashToken } from '../src/services/sessions';
import type { App } from '../src/types';
import { postgresAnswers, throwawayPostgres } from './postgres';

const { values } = parseArgs({
  options: { listeners: { type: 'string' }, messages: { type: 'string' }, db: { type: 'string' } },
});
const LISTENERS = Math.min(Number(values.listeners ?? 50), 99); // a group holds up to 100 members
const MESSAGES = Number(values.messages ?? 20);

const config = (databaseUrl?: string) =>
  loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '10000000',
    DATA_DIR: 'memory://',
    SEED_ON_START: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Users with a session each, straight in the database (the bench never needs a password). */
async function makeUsers(app: App, count: number): Promise<{ id: number; cookie: string }[]> {
  const rows = await app.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `sse-${i}-${randomBytes(3).toString('hex')}@bench.example`,
        passwordHash: 'scrypt$1$1$1$x$x',
        name: `Listener ${i}`,
        role: 'talent' as const,
      })),
    )
    .returning({ id: users.id });
  const out = [];
  for (const { id } of rows) {
    const token = randomBytes(32).toString('base64url');
    await app.db
      .insert(sessions)
      .values({ idHash: hashToken(token), userId: id, expiresAt: new Date(Date.now() + 3600_000) });
    out.push({ id, cookie: `${app.config.sessionCookie}=${token}` });
  }
  return out;
}

/** Opens an SSE stream and calls `onMessage(body)` for every `message` event. */
async function openStream(
  url: string,
  cookie: string,
  signal: AbortSignal,
  onMessage: (body: string) => void,
) {
  const res = await fetch(`${url}/api/live`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`GET /api/live answered ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event === 'message' && data)
            onMessage((JSON.parse(data) as { data: { body: string } }).data.body);
        }
      }
    } catch {
      /* aborted at the end */
    }
  })();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

async function run(kind: 'pglite' | 'postgres') {
  const postgres = kind === 'postgres' ? await throwawayPostgres() : undefined;
  const dbA = await openDatabase({ databaseUrl: postgres?.url, dataDir: 'memory://' });
  const appA = await buildApp(config(postgres?.url), { database: dbA, logger: false });
  // On PostgreSQL a second instance on the same database serves the listeners.
  const dbB = postgres ? await openDatabase({ databaseUrl: postgres.url, dataDir: '' }) : undefined;
  const appB = dbB ? await buildApp(config(postgres!.url), { database: dbB, logger: false }) : appA;
  const urlA = await listen(appA);
  const urlB = appB === appA ? urlA : await listen(appB);
  const controller = new AbortController();
  try {
    const [sender, ...listeners] = await makeUsers(appA, LISTENERS + 1);
    const group = await fetch(`${urlA}/api/groups`, {
      method: 'POST',
      headers: { cookie: sender!.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Fan-out', memberIds: listeners.map((l) => l.id) }),
    });
    if (group.status !== 200 && group.status !== 201)
      throw new Error(`creating the group answered ${group.status}`);
    const { id: conversationId } = (await group.json()) as { id: number };
    // Members join by accepting their invitation (issue 14).
    for (const l of listeners) {
      const list = await fetch(`${urlA}/api/groups/invitations`, { headers: { cookie: l.cookie } });
      const invitations = (await list.json()) as Array<{ id: number; groupId: number }>;
      const invitation = invitations.find((i) => i.groupId === conversationId);
      const accepted = await fetch(`${urlA}/api/groups/invitations/${invitation?.id}/accept`, {
        method: 'POST',
        headers: { cookie: l.cookie },
      });
      if (accepted.status !== 200) throw new Error(`accepting answered ${accepted.status}`);
    }

    const latencies: number[] = [];
    await Promise.all(
      listeners.map((l) =>
        openStream(urlB, l.cookie, controller.signal, (body) => {
          const sent = Number(/t=(\d+(?:\.\d+)?)/.exec(body)?.[1]);
          if (Number.isFinite(sent))
            latencies.push(performance.timeOrigin + performance.now() - sent);
        }),
      ),
    );
    await new Promise((r) => setTimeout(r, 300));

    for (let i = 0; i < MESSAGES; i++) {
      const t = performance.timeOrigin + performance.now();
      await fetch(`${urlA}/api/messages/${conversationId}`, {
        method: 'POST',
        headers: { cookie: sender!.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ body: `message ${i} t=${t}` }),
      });
      await new Promise((r) => setTimeout(r, 50));
    }
    // Let the last deliveries arrive (bounded).
    const expected = LISTENERS * MESSAGES;
    const deadline = Date.now() + 5000;
    while (latencies.length < expected && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));

    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      kind,
      delivered: latencies.length,
      expected,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      max: sorted.at(-1) ?? NaN,
    };
  } finally {
    controller.abort();
    await appA.close();
    if (appB !== appA) await appB.close();
    await dbA.close();
    await dbB?.close();
    await postgres?.drop();
  }
}

const kinds: ('pglite' | 'postgres')[] =
  values.db === 'pglite'
    ? ['pglite']
    : values.db === 'postgres'
      ? ['postgres']
      : (await postgresAnswers())
        ? ['pglite', 'postgres']
        : ['pglite'];
console.log(
  `SSE fan-out: ${LISTENERS} listeners, ${MESSAGES} messages from one sender (50 ms apart), loopback, one process.\n`,
);
console.log('database   delivered        p50 ms   p95 ms   max ms   note');
for (const kind of kinds) {
  const r = await run(kind);
  const note =
    kind === 'postgres'
      ? 'listeners on a second instance (LISTEN/NOTIFY)'
      : 'one instance (in-process)';
  console.log(
    `${kind.padEnd(10)} ${`${r.delivered}/${r.expected}`.padEnd(15)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)}   ${note}`,
  );
}
