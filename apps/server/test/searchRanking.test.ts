/**
 * Issue 19: "Results stay ranked by relevance when `q` is given." Browse (full-text rank: a title
 * match before a passing mention in a description) and talent search (the name before the title
 * before the bio), ties newest first; without `q`, newest first. Ranked pages walk one frozen
 * candidate set (services/rankedCursor.ts): no duplicates, no gaps, nothing shifted by a row
 * arriving between pages; the set is the newest SEARCH_CANDIDATES matches.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { encodeCursor } from '../src/services/pageCursor';
import {
  browseJobRequestsQuerySchema,
  type BrowseJobRequestsQueryInput,
} from '@hireloop/sdk/schemas';
import { browseQueries } from '../src/services/jobRequests/browse';
import { SEARCH_CANDIDATES } from '../src/services/rankedCursor';
import { registerUser, startServer, type TestServer } from './helpers';

let server: TestServer;
let employerId: number;

beforeAll(async () => {
  server = await startServer();
  const employer = await registerUser(server, { role: 'employer', name: 'Rhea Ranker' });
  employerId = employer.user.id;
});
afterAll(() => server.close());

interface Page {
  items: { id?: number; userId?: number }[];
  nextCursor: string | null;
}

async function get(path: string): Promise<Page> {
  const res = await server.client().get(path);
  expect(res.status, path).toBe(200);
  return res.body as Page;
}

/** Every page of `path` at `limit` a page, following the cursors; the ids in order. */
async function walk(path: string, limit: number, between?: () => Promise<void>): Promise<number[]> {
  const seen: number[] = [];
  let cursor: string | null = null;
  do {
    const page = await get(
      `${path}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    seen.push(...page.items.map((item) => (item.id ?? item.userId)!));
    cursor = page.nextCursor;
    if (between && cursor) await between();
  } while (cursor);
  return seen;
}

/** Job requests inserted with the given texts, one a minute in order (the last the newest). */
async function insertRequests(
  rows: { title: string; description: string }[],
  start = '2030-01-01T00:00:00Z',
): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, row] of rows.entries()) {
    const result = (await server.app.db.execute(sql`
      insert into job_requests (employer_id, title, description, type, rate_type, created_at, updated_at)
      values (${employerId}, ${row.title}, ${row.description}, 'job', 'hourly',
        ${start}::timestamptz + ${index} * interval '1 minute', now())
      returning id`)) as unknown as { rows: { id: number }[] };
    ids.push(result.rows[0]!.id);
  }
  return ids;
}

describe('browse with q', () => {
  it('ranks a title match above a passing mention, ties newest first; newest first without q', async () => {
    const [title, busyDescription, passing, titleToo] = await insertRequests([
      { title: 'Harpsichord tuner', description: 'Tune our old instrument' },
      {
        title: 'Music school help',
        description: 'Harpsichord lessons: harpsichord scales, harpsichord repairs',
      },
      { title: 'Office move', description: 'Also one harpsichord to carry downstairs' },
      { title: 'Harpsichord teacher', description: 'Weekly lessons' },
    ]);
    const ranked = await get('/api/job-requests/browse?q=harpsichord');
    expect(ranked.items.map((item) => item.id)).toEqual([
      titleToo, // title, the newer of the two title matches
      title,
      busyDescription, // three mentions in the description
      passing, // one passing mention, though newer than the two above
    ]);
    const newest = await get('/api/job-requests/browse?limit=4');
    expect(newest.items.map((item) => item.id)).toEqual([
      titleToo,
      passing,
      busyDescription,
      title,
    ]);
  });

  it('pages through the ranked order with no duplicates and no gaps, even when rows arrive between pages', async () => {
    // 45 matches: every third a title match; some share a timestamp.
    const rows = Array.from({ length: 45 }, (_, n) =>
      n % 3 === 0
        ? { title: `Zither repair ${n}`, description: 'Strings and pegs' }
        : { title: `Workshop job ${n}`, description: `Bring a zither if you have one (${n})` },
    );
    await insertRequests(rows, '2031-01-01T00:00:00Z');
    await server.app.db.execute(sql`
      update job_requests set created_at = timestamptz '2031-01-01 00:10:00.000001+00'
      where title in ('Workshop job 13', 'Workshop job 14', 'Zither repair 15', 'Workshop job 16')`);
    const all = (await get('/api/job-requests/browse?q=zither&limit=100')).items.map(
      (item) => item.id!,
    );
    expect(all).toHaveLength(45);
    expect(new Set(all.slice(0, 15))).toEqual(
      new Set(
        (
          (await server.app.db.execute(
            sql`select id from job_requests where title like 'Zither repair %'`,
          )) as unknown as { rows: { id: number }[] }
        ).rows.map((row) => row.id),
      ),
    );

    expect(await walk('/api/job-requests/browse?q=zither', 7)).toEqual(all);

    // A new, better match between pages joins the next search, not this walk: it neither repeats
    // nor pushes anything out of the pages already promised.
    let added = 0;
    const walked = await walk('/api/job-requests/browse?q=zither', 10, async () => {
      added++;
      await insertRequests(
        [{ title: `Zither zither zither ${added}`, description: 'zither' }],
        '2032-01-01T00:00:00Z',
      );
    });
    expect(walked).toEqual(all);
    const after = await get('/api/job-requests/browse?q=zither&limit=100');
    expect(after.items).toHaveLength(45 + added);
  });

  it('ranks the newest SEARCH_CANDIDATES matches, and pages through exactly those', async () => {
    // The oldest matches are the best (title) matches: past the bound, they are not ranked.
    await server.app.db.execute(sql`
      insert into job_requests (employer_id, title, description, type, rate_type, created_at, updated_at)
      select ${employerId},
        case when n <= 20 then 'Ocarina maker ' || n else 'Craft job ' || n end,
        case when n <= 20 then 'Clay' else 'Maybe an ocarina' end,
        'job', 'hourly', timestamptz '2033-01-01 00:00:00+00' + n * interval '1 second', now()
      from generate_series(1, ${SEARCH_CANDIDATES + 20}) as n`);
    const walked = await walk('/api/job-requests/browse?q=ocarina', 100);
    expect(walked).toHaveLength(SEARCH_CANDIDATES);
    expect(new Set(walked).size).toBe(SEARCH_CANDIDATES);
  });

  it('refuses a newest-first cursor with q, and a ranked one without, as invalid cursors', async () => {
    const ranked = await get('/api/job-requests/browse?q=zither&limit=2');
    const plain = await server
      .client()
      .get(`/api/job-requests/browse?cursor=${encodeURIComponent(ranked.nextCursor!)}`);
    expect(plain.status).toBe(400);
    const newest = encodeCursor({ at: '2030-01-01T00:00:00Z', id: 1 });
    const res = await server.client().get(`/api/job-requests/browse?q=zither&cursor=${newest}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid cursor');
  });
});

describe('talent search with q', () => {
  /** A talent profile, updated at `minute` past 2030-01-01. */
  async function talent(name: string, title: string | null, bio: string | null, minute: number) {
    const [row] = await server.app.db
      .insert(users)
      .values({
        email: `${name.toLowerCase().replace(/\W+/g, '.')}.${minute}@example.com`,
        passwordHash: 'x',
        name,
        role: 'talent',
        title,
        bio,
        updatedAt: new Date(Date.UTC(2030, 0, 1, 0, minute)),
      })
      .returning({ id: users.id });
    return row!.id;
  }

  it('ranks the name above the title above the bio, ties most recently updated first', async () => {
    const named = await talent('Orla Lutemaker', 'Carpenter', null, 1);
    const titled = await talent('Ben Ames', 'Lutemaker and luthier', null, 2);
    const both = await talent('Cy Dunn', 'Lutemaker', 'A lutemaker for twenty years', 3);
    const bio = await talent('Di Eve', 'Painter', 'My uncle was a lutemaker', 4);
    const res = await get('/api/profile/talent?q=lutemaker');
    expect(res.items.map((item) => item.userId)).toEqual([named, both, titled, bio]);
  });

  it('pages through the ranked order with no duplicates and no gaps', async () => {
    const made: number[] = [];
    for (let n = 0; n < 23; n++) {
      made.push(
        await talent(
          n % 4 === 0 ? `Kora Player ${n}` : `Person ${n}`,
          n % 4 === 1 ? 'Kora teacher' : null,
          n % 4 >= 2 ? 'Plays the kora' : null,
          100 + (n % 5), // five rows share each minute
        ),
      );
    }
    const all = (await get('/api/profile/talent?q=kora&limit=100')).items.map(
      (item) => item.userId!,
    );
    expect([...all].sort((a, b) => a - b)).toEqual(made);
    expect(await walk('/api/profile/talent?q=kora', 4)).toEqual(all);
    // A profile edited between pages leaves the frozen set (its key is now newer than the set's
    // newest), as a newest-first walk passes it by: nothing repeats, the rest is in order.
    const walked = await walk('/api/profile/talent?q=kora', 5, async () => {
      await server.app.db
        .update(users)
        .set({ updatedAt: new Date(Date.UTC(2031, 0, 1)) })
        .where(eq(users.id, all.at(-1)!));
    });
    expect(walked).toEqual(all.slice(0, -1));
  });
});

describe('search steps (issue 19: the recent requests, then every match)', () => {
  it('browse finds the newest matches wherever they are: among the recent requests or older', async () => {
    // 2,100 newer non-matching requests; of the 27 matches, 2 of the last day, 10 of the last 20
    // days (all 12 in the recent table), 15 of 200–300 days ago (not in it).
    const skill = 987_654;
    const { db } = server.app;
    await db.execute(sql`
      insert into job_requests (employer_id, title, description, type, rate_type, skills, created_at, updated_at)
      select ${employerId}, 'Filler ' || n, 'Nothing to see', 'job', 'hourly', '{}', now() - n * interval '1 minute', now()
      from generate_series(1, 2100) as n`);
    const ages = [
      ...[500, 1500].map((minutes) => `${minutes} minutes`),
      ...Array.from({ length: 10 }, (_, n) => `${10 + n} days`),
      ...Array.from({ length: 15 }, (_, n) => `${200 + 7 * n} days`),
    ];
    const made: number[] = [];
    for (const age of ages) {
      const result = (await db.execute(sql`
        insert into job_requests (employer_id, title, description, type, rate_type, skills, created_at, updated_at)
        values (${employerId}, 'Theremin player', 'A theremin for the score', 'job', 'hourly',
          ${`{${skill}}`}::integer[], now() - ${age}::interval, now())
        returning id`)) as unknown as { rows: { id: number }[] };
      made.push(result.rows[0]!.id);
    }
    // The planner's statistics (autovacuum's, here at once): a table this small (under
    // BROWSE_SMALL_TABLE) reads every match at once.
    await db.execute(sql`analyze job_requests`);
    // Without q: exactly newest first, across the steps and the pages.
    expect(await walk(`/api/job-requests/browse?skills=${skill}`, 5)).toEqual(made);
    // With q: every match a candidate (fewer than SEARCH_CANDIDATES), all ranked alike: newest first.
    expect(await walk(`/api/job-requests/browse?q=theremin&skills=${skill}`, 5)).toEqual(made);
    expect(await walk('/api/job-requests/browse?q=theremin', 100)).toEqual(made);
    // In a larger table the search reads the recent requests first: exactly the newest matches
    // there (2 + 10), the next page's and the ranked candidates too.
    const steps = (input: BrowseJobRequestsQueryInput) =>
      browseQueries(db, null, browseJobRequestsQuerySchema.parse(input))[0]!;
    const recent = await steps({ skills: [skill], limit: 5 }).recent!;
    expect(recent.map((row) => row.id)).toEqual(made.slice(0, 6));
    const ranked = await steps({ q: 'theremin', skills: [skill], limit: 5 }).recent!;
    expect(ranked.map((row) => row.id)).toEqual(made.slice(0, 6));
    expect(ranked[0]).toMatchObject({ bottomId: made[11] });
  });

  it('talent search with few matches among the newest profiles reads every match', async () => {
    // 320 newer profiles (more than TALENT_PROBE), 2 of them matching; 30 older matches.
    const { db } = server.app;
    await db.execute(sql`
      insert into users (email, password_hash, name, role, title, updated_at)
      select 'probe-filler-' || n || '@example.com', 'x', 'Filler ' || n, 'talent', 'Gardener',
        timestamptz '2032-06-01 00:00:00+00' - n * interval '1 minute'
      from generate_series(1, 320) as n`);
    const made: number[] = [];
    for (const [n, minutes] of [
      100,
      200,
      ...Array.from({ length: 30 }, (_, i) => 1000 + i),
    ].entries()) {
      const [row] = await db
        .insert(users)
        .values({
          email: `ondes.${n}@example.com`,
          passwordHash: 'x',
          name: `Person ${n}`,
          role: 'talent',
          title: 'Ondes Martenot player',
          updatedAt: new Date(Date.UTC(2032, 5, 1) - minutes * 60_000),
        })
        .returning({ id: users.id });
      made.push(row!.id);
    }
    expect(await walk('/api/profile/talent?q=martenot', 7)).toEqual(made);
  });
});
