/**
 * Skill trends (GET /api/skill-trends, GET /api/skill-trends/{id}): demand from the job requests
 * of a window (public and direct, any status), supply from talent profiles, the change against
 * the window before, weekly history in UTC Monday weeks, ordering, limit and validation; public
 * like GET /api/skills.
 *
 * The clock is moved to a known Wednesday 12:00 UTC (A), then forward as requests are created:
 *   A       (Wed)  p1 [TypeScript], p2 [TypeScript], p3 [Go]
 *   A + 22d (Thu)  c1 [TypeScript, React], c2 [React]
 *   A + 31d (Sat)  c3 [TypeScript, Go], c4 [TypeScript] (direct, then paused)
 *   A + 34d (Tue)  c5 [Rust]
 * and the trends are read at Q = A + 35d (Wed 12:00). 30d window: A+5d … Q (previous: A−25d …
 * A+5d, holding p1–p3). 7d window: A+28d … Q (previous: A+21d … A+28d, holding c1, c2).
 */
import { skillTrendListSchema, skillTrendSchema } from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skills } from '../src/db/schema';
import { changePercent } from '../src/services/skillTrends';
import { activateSubscription, registerUser, startServer, type TestServer } from './helpers';

const DAY = 86_400_000;
const YEAR_SECONDS = 365 * 24 * 3600;

let server: TestServer;
let A: number;
let emptyAtStart: { status: number; body: any };
const skill: Record<string, number> = {};

/** Midnight-free: the first Wednesday 12:00 UTC at least a day after `from`. */
function nextWednesdayNoon(from: Date): number {
  const t = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 1, 12),
  );
  while (t.getUTCDay() !== 3) t.setUTCDate(t.getUTCDate() + 1);
  return t.getTime();
}

/** Moves the server's clock forward to `ms` (never back). */
function setClock(ms: number) {
  const offset = ms - server.app.now().getTime();
  if (offset < 0) throw new Error('the clock only moves forward');
  server.advanceClock(offset);
}

/** `YYYY-MM-DD` of A + `days`. */
const dateOf = (days: number) => new Date(A + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  // The clock jumps weeks ahead: sessions must outlive it.
  server = await startServer({
    sessionIdleSeconds: YEAR_SECONDS,
    sessionAbsoluteSeconds: YEAR_SECONDS,
  });
  emptyAtStart = await server.client().get('/api/skill-trends');

  // Inserted so that Rust has a smaller id than Go: equal demand must still order Go first.
  const rows = await server.app.db
    .insert(skills)
    .values(['Rust', 'TypeScript', 'React', 'Go', 'Unused'].map((name) => ({ name })))
    .returning();
  for (const row of rows) skill[row.name] = row.id;

  const employer = await registerUser(server, { role: 'employer' });
  await activateSubscription(server, employer.user.id, 'employer-lifetime');
  // An employer listing a skill on their profile is not supply.
  await employer.client.patch('/api/user/profiling', { skills: [skill.TypeScript] });
  const ada = await registerUser(server, { role: 'talent' });
  const bo = await registerUser(server, { role: 'talent' });
  await registerUser(server, { role: 'talent' }); // no skills
  for (const [talent, list] of [
    [ada, [skill.TypeScript, skill.React]],
    [bo, [skill.TypeScript]],
  ] as const) {
    const res = await talent.client.patch('/api/user/profiling', { skills: list });
    if (res.status !== 200) throw new Error(`profiling: ${res.status} ${JSON.stringify(res.body)}`);
  }

  const create = async (title: string, body: Record<string, unknown>) => {
    const res = await employer.client.post('/api/job-requests', {
      title,
      description: `${title}, for the trends`,
      type: 'task',
      ...body,
    });
    if (res.status !== 201) throw new Error(`${title}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  };

  A = nextWednesdayNoon(server.app.now());
  setClock(A);
  await create('p1', { skills: [skill.TypeScript] });
  await create('p2', { skills: [skill.TypeScript] });
  await create('p3', { skills: [skill.Go] });
  await create('no skills', {});
  setClock(A + 22 * DAY);
  await create('c1', { skills: [skill.TypeScript, skill.React] });
  await create('c2', { skills: [skill.React] });
  setClock(A + 31 * DAY);
  await create('c3', { skills: [skill.TypeScript, skill.Go] });
  const c4 = await create('c4', {
    skills: [skill.TypeScript],
    requestTarget: 'direct',
    talentId: ada.user.id,
  });
  const paused = await employer.client.patch(`/api/job-requests/${c4}/status`, {
    status: 'paused',
  });
  if (paused.status !== 200) throw new Error(`pause: ${paused.status}`);
  setClock(A + 34 * DAY);
  await create('c5', { skills: [skill.Rust] });
  setClock(A + 35 * DAY);
});
afterAll(() => server.close());

async function trends(query = '') {
  const res = await server.client().get(`/api/skill-trends${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(skillTrendListSchema.safeParse(res.body).success).toBe(true);
  return res.body;
}

const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);
const itemOf = (body: { items: { skillId: number }[] }, name: string) =>
  body.items.find((item) => item.skillId === skill[name]) as any;

describe('GET /api/skill-trends', () => {
  it('on a fresh database answers no items, signed out', () => {
    expect(emptyAtStart.status).toBe(200);
    expect(emptyAtStart.body).toMatchObject({ window: '30d', items: [] });
  });

  it('defaults to 30 days: skills asked for, highest demand first, ties by name (not id)', async () => {
    const body = await trends();
    expect(body.window).toBe('30d');
    expect(Math.abs(Date.parse(body.generatedAt) - (A + 35 * DAY))).toBeLessThan(60_000);
    // Go and Rust tie at 1; Unused (no demand) is left out.
    expect(names(body)).toEqual(['TypeScript', 'React', 'Go', 'Rust']);
    expect(body.items.map((item: any) => item.demand)).toEqual([3, 2, 1, 1]);
  });

  it('counts public and direct requests in any status, and talent (not employer) profiles as supply', async () => {
    const body = await trends('?window=30d');
    // c1, c3 and c4 (direct, paused); p1 and p2 are in the window before.
    expect(itemOf(body, 'TypeScript')).toMatchObject({ demand: 3, supply: 2 });
    expect(itemOf(body, 'React')).toMatchObject({ demand: 2, supply: 1 });
    expect(itemOf(body, 'Go')).toMatchObject({ demand: 1, supply: 0 });
  });

  it('compares with the window before: rounded percent, null when it had none', async () => {
    const body = await trends('?window=30d');
    expect(itemOf(body, 'TypeScript').changePercent).toBe(50); // 2 → 3
    expect(itemOf(body, 'Go').changePercent).toBe(0); // 1 → 1
    expect(itemOf(body, 'React').changePercent).toBeNull(); // 0 → 2
    expect(itemOf(body, 'Rust').changePercent).toBeNull();
    expect(changePercent(4, 3)).toBe(33.3);
    expect(changePercent(2, 3)).toBe(-33.3);
    expect(changePercent(0, 7)).toBe(-100);
    expect(changePercent(5, 0)).toBeNull();
  });

  it('gives weekly history in UTC Monday weeks, oldest first, adding up to the demand', async () => {
    const body = await trends('?window=30d');
    // The window runs from Monday A+5d to Wednesday A+35d: the weeks of A+5, +12, +19, +26, +33.
    expect(itemOf(body, 'TypeScript').history).toEqual([
      { weekStart: dateOf(5), demand: 0 },
      { weekStart: dateOf(12), demand: 0 },
      { weekStart: dateOf(19), demand: 1 },
      { weekStart: dateOf(26), demand: 2 },
      { weekStart: dateOf(33), demand: 0 },
    ]);
    expect(itemOf(body, 'Rust').history.map((p: any) => p.demand)).toEqual([0, 0, 0, 0, 1]);
    for (const item of body.items) {
      const sum = item.history.reduce((total: number, p: any) => total + p.demand, 0);
      expect(sum, item.name).toBe(item.demand);
      for (const point of item.history) expect(new Date(point.weekStart).getUTCDay()).toBe(1);
    }
  });

  it('over 7 days: two weekly points (the window spans two weeks), change against the 7 days before', async () => {
    const body = await trends('?window=7d');
    expect(body.window).toBe('7d');
    // React's requests (A+22d) are in the week before, so it drops out; Go and Rust tie at 1.
    expect(names(body)).toEqual(['TypeScript', 'Go', 'Rust']);
    expect(itemOf(body, 'TypeScript')).toMatchObject({
      demand: 2,
      supply: 2,
      changePercent: 100, // c1 → c3, c4
      history: [
        { weekStart: dateOf(26), demand: 2 },
        { weekStart: dateOf(33), demand: 0 },
      ],
    });
    expect(itemOf(body, 'Go').changePercent).toBeNull();
    expect(itemOf(body, 'Rust').history).toEqual([
      { weekStart: dateOf(26), demand: 0 },
      { weekStart: dateOf(33), demand: 1 },
    ]);
  });

  it('over 90 days: everything, 14 weekly points from the Monday before the window started', async () => {
    const body = await trends('?window=90d');
    expect(names(body)).toEqual(['TypeScript', 'Go', 'React', 'Rust']);
    expect(body.items.map((item: any) => item.demand)).toEqual([5, 2, 2, 1]);
    const history = itemOf(body, 'TypeScript').history;
    // The window starts on Thursday A−55d, in the week of Monday A−58d.
    expect(history).toHaveLength(14);
    expect(history[0]).toEqual({ weekStart: dateOf(-58), demand: 0 });
    expect(history.find((p: any) => p.weekStart === dateOf(-2))).toEqual({
      weekStart: dateOf(-2),
      demand: 2,
    });
    expect(itemOf(body, 'TypeScript').changePercent).toBeNull();
  });

  it('takes at most `limit` skills', async () => {
    expect(names(await trends('?limit=2'))).toEqual(['TypeScript', 'React']);
    expect(names(await trends('?window=7d&limit=1'))).toEqual(['TypeScript']);
  });

  it('answers a bad window or limit with a 400 naming the field', async () => {
    const client = server.client();
    const year = await client.get('/api/skill-trends?window=1y');
    expect(year.status).toBe(400);
    expect(year.body.fieldErrors.window).toBeDefined();
    for (const limit of ['0', '101', 'abc', '1.5']) {
      const res = await client.get(`/api/skill-trends?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.fieldErrors.limit, limit).toBeDefined();
    }
  });
});

describe('GET /api/skill-trends/{id}', () => {
  it('is the skill over 30 days, as the default list shows it', async () => {
    const list = await trends();
    const res = await server.client().get(`/api/skill-trends/${skill.TypeScript}`);
    expect(res.status).toBe(200);
    expect(skillTrendSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toEqual(itemOf(list, 'TypeScript'));
  });

  it('gives a skill nobody asked for with zero demand, its supply and zero-filled history', async () => {
    const res = await server.client().get(`/api/skill-trends/${skill.Unused}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      skillId: skill.Unused,
      name: 'Unused',
      demand: 0,
      supply: 0,
      changePercent: null,
      history: [5, 12, 19, 26, 33].map((days) => ({ weekStart: dateOf(days), demand: 0 })),
    });
  });

  it('is a 404 for an unknown skill, a 400 for a malformed id', async () => {
    const client = server.client();
    for (const id of ['999999', '99999999999']) {
      const res = await client.get(`/api/skill-trends/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ message: 'Skill not found' });
    }
    for (const id of ['abc', '0', '-1']) {
      const res = await client.get(`/api/skill-trends/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.body.fieldErrors.id, id).toBeDefined();
    }
  });

  it('needs no session, and a session changes nothing', async () => {
    const signedIn = (await registerUser(server, { role: 'employer' })).client;
    const anonymous = server.client();
    for (const path of ['/api/skill-trends?window=7d', `/api/skill-trends/${skill.Go}`]) {
      const [a, b] = [await anonymous.get(path), await signedIn.get(path)];
      expect(a.status, path).toBe(200);
      expect({ ...b.body, generatedAt: null }).toEqual({ ...a.body, generatedAt: null });
    }
  });
});

describe('later on', () => {
  // Runs last: it moves the clock past every window.
  it('once every request is older than two windows, the list is empty and a skill reads 0', async () => {
    setClock(A + 400 * DAY);
    expect((await trends('?window=90d')).items).toEqual([]);
    const res = await server.client().get(`/api/skill-trends/${skill.TypeScript}`);
    expect(res.body).toMatchObject({ demand: 0, supply: 2, changePercent: null });
  });

  it('a demand that fell to nothing reads −100 %, and leaves the list', async () => {
    const employer = await registerUser(server, { role: 'employer' });
    await activateSubscription(server, employer.user.id, 'employer-lifetime');
    const res = await employer.client.post('/api/job-requests', {
      title: 'Late Go work',
      description: 'One more',
      type: 'task',
      skills: [skill.Go],
    });
    expect(res.status).toBe(201);
    // 40 days on, the request is in the 30-day window before: the detail's window.
    setClock(A + 440 * DAY);
    const go = await server.client().get(`/api/skill-trends/${skill.Go}`);
    expect(go.body).toMatchObject({ demand: 0, changePercent: -100 });
    expect(go.body.history.every((p: any) => p.demand === 0)).toBe(true);
    expect((await trends()).items).toEqual([]);
  });
});
