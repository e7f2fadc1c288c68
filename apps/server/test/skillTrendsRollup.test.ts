/**
 * Skill trends over the daily rollup (issue 19, migration 0022): `skill_demand_days` holds exactly
 * the requests per UTC day and skill after every kind of write (the service's create, edit and
 * status change, direct inserts, updates and deletes, an account deletion's cascade),
 * `skill_supply` the talent profiles per skill, and the
 * endpoint's answers — whole days from the rollup, the three partial days from the requests —
 * are exactly those of counting every request, with the windows' ends at midnight, just after
 * it, just before the next, and on a request's own timestamp.
 */
import { sql } from 'drizzle-orm';
import type { SkillTrendWindow } from '@hireloop/sdk';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { jobRequests, skills, users } from '../src/db/schema';
import { changePercent, trendRange, weekStartOf } from '../src/services/skillTrends';
import { registerEmployer, registerUser, startServer, type TestServer } from './helpers';

const DAY = 86_400_000;
const YEAR_SECONDS = 365 * 24 * 3600;

let server: TestServer;
let skillIds: number[];
let employer: Awaited<ReturnType<typeof registerEmployer>>;

beforeAll(async () => {
  server = await startServer({
    sessionIdleSeconds: YEAR_SECONDS,
    sessionAbsoluteSeconds: YEAR_SECONDS,
  });
  const rows = await server.app.db
    .insert(skills)
    .values(['Go', 'Rust', 'Elm', 'Zig', 'Odin'].map((name) => ({ name })))
    .returning({ id: skills.id });
  skillIds = rows.map((row) => row.id);
  employer = await registerEmployer(server, 'employer-lifetime');
});
afterAll(() => server.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await server.app.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The rollup's non-zero counts, and the same counted from the requests, both in one order. */
async function rollupAndCount() {
  const order = sql`order by day, skill_id`;
  const rollup = await rowsOf(sql`
    select to_char(day, 'YYYY-MM-DD') as day, skill_id, requests from skill_demand_days
    where requests <> 0 ${order}`);
  const counted = await rowsOf(sql`
    select to_char((r.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, k.skill_id,
      count(*)::int as requests
    from job_requests r cross join unnest(r.skills) as k(skill_id) group by 1, 2 ${order}`);
  return { rollup, counted };
}

/** Moves the server's clock forward to `ms`. */
function setClock(ms: number) {
  const offset = ms - server.app.now().getTime();
  if (offset < 0) throw new Error('the clock only moves forward');
  server.advanceClock(offset);
}

describe('the daily rollup', () => {
  it('holds exactly the requests per UTC day and skill after creates, edits, status changes and deletes', async () => {
    const [go, rust, elm, zig] = skillIds as [number, number, number, number];
    const create = async (list: number[]) => {
      const res = await employer.client.post('/api/job-requests', {
        title: 'Rollup',
        description: 'Counted per day',
        type: 'task',
        skills: list,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    const first = await create([go, rust]);
    const second = await create([rust]);
    // An edit changing the skills moves the counts; a status change leaves them.
    const edited = await employer.client.patch(`/api/job-requests/${first.id}`, {
      ...first,
      skills: [elm, go],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const paused = await employer.client.patch(`/api/job-requests/${second.id}/status`, {
      status: 'paused',
    });
    expect(paused.status).toBe(200);

    // Any other path: a bulk insert on other days, a request moved across midnight, one deleted,
    // and an account deleted with its requests (the foreign key's cascade).
    const db = server.app.db;
    const [other] = await db
      .insert(users)
      .values({
        email: 'rollup-gone@example.com',
        passwordHash: 'x',
        name: 'Gone',
        role: 'employer',
      })
      .returning({ id: users.id });
    const at = server.app.now().getTime();
    const inserted = await db
      .insert(jobRequests)
      .values(
        [0, 1, 2, 3].map((i) => ({
          employerId: i < 2 ? other!.id : employer.user.id,
          title: `Bulk ${i}`,
          description: 'Bulk',
          type: 'task' as const,
          rateType: 'hourly' as const,
          skills: [zig, go].slice(0, 1 + (i % 2)),
          createdAt: new Date(at - i * DAY),
        })),
      )
      .returning({ id: jobRequests.id });
    await db
      .update(jobRequests)
      .set({ createdAt: new Date(at - 40 * DAY) })
      .where(sql`${jobRequests.id} = ${inserted[3]!.id}`);
    await db.delete(jobRequests).where(sql`${jobRequests.id} = ${inserted[2]!.id}`);
    await db.delete(users).where(sql`${users.id} = ${other!.id}`);

    const { rollup, counted } = await rollupAndCount();
    expect(counted.length).toBeGreaterThan(3);
    expect(rollup).toEqual(counted);
  });

  it('holds exactly the talent profiles per skill after sign-ups, profile edits, role changes and deletes', async () => {
    const [go, rust, elm] = skillIds as [number, number, number];
    const talent = await registerUser(server, { role: 'talent' });
    expect((await talent.client.patch('/api/user/profiling', { skills: [go, rust] })).status).toBe(
      200,
    );
    expect((await talent.client.patch('/api/user/profiling', { skills: [rust, elm] })).status).toBe(
      200,
    );
    const db = server.app.db;
    const added = await db
      .insert(users)
      .values(
        ['a', 'b', 'c'].map((name) => ({
          email: `supply-${name}@example.com`,
          passwordHash: 'x',
          name,
          role: 'talent' as const,
          skills: [go, elm],
        })),
      )
      .returning({ id: users.id });
    await db
      .update(users)
      .set({ role: 'employer' })
      .where(sql`${users.id} = ${added[0]!.id}`);
    await db.delete(users).where(sql`${users.id} = ${added[1]!.id}`);
    const order = sql`order by skill_id`;
    const supply = await rowsOf(
      sql`select skill_id, talents from skill_supply where talents <> 0 ${order}`,
    );
    const counted = await rowsOf(sql`
      select k.skill_id, count(*)::int as talents
      from users u cross join unnest(u.skills) as k(skill_id)
      where u.role = 'talent' group by 1 ${order}`);
    expect(counted.length).toBe(3);
    expect(supply).toEqual(counted);
  });
});

interface Expected {
  skillId: number;
  demand: number;
  changePercent: number | null;
  history: { weekStart: string; demand: number }[];
}

/** The trend maths over every request (the endpoint's rules, without the rollup). */
function countEveryRequest(
  rows: { skills: number[]; createdAt: Date }[],
  window: SkillTrendWindow,
  end: Date,
): Expected[] {
  const range = trendRange(window, end);
  const bySkill = new Map<
    number,
    { demand: number; previous: number; weeks: Map<string, number> }
  >();
  for (const row of rows) {
    const t = row.createdAt.getTime();
    if (t < range.previousStart.getTime() || t > end.getTime()) continue;
    const current = t >= range.start.getTime();
    const week = new Date(weekStartOf(row.createdAt)).toISOString().slice(0, 10);
    for (const skillId of row.skills) {
      const tally = bySkill.get(skillId) ?? { demand: 0, previous: 0, weeks: new Map() };
      bySkill.set(skillId, tally);
      if (current) {
        tally.demand += 1;
        tally.weeks.set(week, (tally.weeks.get(week) ?? 0) + 1);
      } else tally.previous += 1;
    }
  }
  return [...bySkill]
    .filter(([, tally]) => tally.demand > 0)
    .map(([skillId, tally]) => ({
      skillId,
      demand: tally.demand,
      changePercent: changePercent(tally.demand, tally.previous),
      history: range.weeks.map((weekStart) => ({
        weekStart,
        demand: tally.weeks.get(weekStart) ?? 0,
      })),
    }))
    .sort((a, b) => a.skillId - b.skillId);
}

describe('answers over the rollup', () => {
  it('equal counting every request, with the windows’ ends at and around midnight and on a request', async () => {
    // Requests at midnight, 1 ms after, noon and 1 ms before the next midnight of 120 days from
    // the next midnight M on (some after the clock: not counted until it reaches them).
    const M = (Math.floor(server.app.now().getTime() / DAY) + 1) * DAY;
    const offsets = [0, 1, DAY / 2, DAY - 1];
    await server.app.db.insert(jobRequests).values(
      Array.from({ length: 120 * offsets.length }, (_, i) => ({
        employerId: employer.user.id,
        title: `Edge ${i}`,
        description: 'Edge',
        type: 'task' as const,
        rateType: 'hourly' as const,
        skills: skillIds.filter((_, s) => (i * (s + 3)) % 7 < 3),
        createdAt: new Date(
          M + Math.floor(i / offsets.length) * DAY + offsets[i % offsets.length]!,
        ),
      })),
    );
    const rows = await server.app.db
      .select({ skills: jobRequests.skills, createdAt: jobRequests.createdAt })
      .from(jobRequests);
    const { skillTrends } = server.app.services;
    // The server's clock is the real one moved forward: stop it, so that each end below is exact.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    onTestFinished(() => {
      vi.useRealTimers();
    });
    // The clock at midnight (every end of both windows at midnight), 1 ms after, at noon (ends on
    // requests' own timestamps), 1 ms before midnight, then later in another day.
    for (const end of [
      M + 100 * DAY,
      M + 100 * DAY + 1,
      M + 100 * DAY + DAY / 2,
      M + 101 * DAY - 1,
      M + 117 * DAY + 7 * 3_600_000,
    ]) {
      setClock(end);
      for (const window of ['7d', '30d', '90d'] as const) {
        const expected = countEveryRequest(rows, window, new Date(end));
        const list = await skillTrends.list({ window, limit: 100 });
        const got = list.items
          .map(({ skillId, demand, changePercent, history }) => ({
            skillId,
            demand,
            changePercent,
            history,
          }))
          .sort((a, b) => a.skillId - b.skillId);
        expect(got, `${window} at ${new Date(end).toISOString()}`).toEqual(expected);
      }
      const one = await skillTrends.get(skillIds[1]!);
      const expected = countEveryRequest(rows, '30d', new Date(end)).find(
        (item) => item.skillId === skillIds[1],
      );
      expect(one.demand).toBe(expected?.demand ?? 0);
      if (expected) expect(one).toMatchObject(expected);
    }
  });
});
