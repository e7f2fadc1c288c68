import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { skills, users } from '../src/db/schema';
import { registerUser, startServer, type TestServer } from './helpers';

let server: TestServer;
let typescript: number;
let design: number;
let rust: number;
let rare: number;

beforeAll(async () => {
  server = await startServer();
  const rows = await server.app.db
    .insert(skills)
    .values([
      { name: 'Profile test: TypeScript' },
      { name: 'Profile test: Design' },
      { name: 'Profile test: Rust' },
      { name: 'Profile test: Rare skill' },
    ])
    .returning({ id: skills.id });
  [typescript, design, rust, rare] = rows.map((row) => row.id) as [number, number, number, number];
});
afterAll(() => server.close());

const emptyProfile = {
  title: null,
  bio: null,
  location: null,
  hourlyRate: null,
  skills: [],
  profileImage: null,
  companyName: null,
  companyLogo: null,
};

describe('own profile (GET /api/user/profiling)', () => {
  it('needs a signed-in user', async () => {
    const res = await server.client().get('/api/user/profiling');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Not authenticated' });
  });

  it('starts empty, with the email', async () => {
    const { client, user } = await registerUser(server, { role: 'talent', name: 'Bo' });
    const res = await client.get('/api/user/profiling');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      userId: user.id,
      email: user.email,
      name: 'Bo',
      role: 'talent',
      ...emptyProfile,
    });
  });
});

describe('updating the own profile (PATCH /api/user/profiling)', () => {
  it('saves the fields sent and answers the profile as saved', async () => {
    const { client, user } = await registerUser(server, { role: 'talent' });
    const res = await client.patch('/api/user/profiling', {
      name: ' Bo Diddley ',
      title: ' Product designer ',
      bio: 'I design things.',
      location: 'Porto',
      hourlyRate: '75.5',
      skills: [String(design), typescript, design],
      profileImage: 'https://cdn.example.com/bo.png',
    });
    expect(res.status).toBe(200);
    const expected = {
      userId: user.id,
      email: user.email,
      name: 'Bo Diddley',
      role: 'talent',
      ...emptyProfile,
      title: 'Product designer',
      bio: 'I design things.',
      location: 'Porto',
      hourlyRate: 75.5,
      skills: [design, typescript],
      profileImage: 'https://cdn.example.com/bo.png',
    };
    expect(res.body).toEqual(expected);
    expect((await client.get('/api/user/profiling')).body).toEqual(expected);
    // The name is the account's name too.
    expect((await client.get('/api/user')).body).toMatchObject({
      name: 'Bo Diddley',
      title: 'Product designer',
    });
  });

  it('leaves absent fields unchanged', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    await client.patch('/api/user/profiling', {
      companyName: 'Acme',
      companyLogo: 'https://acme.example/logo.png',
    });
    const res = await client.patch('/api/user/profiling', { location: 'Lisbon' });
    expect(res.body).toMatchObject({
      companyName: 'Acme',
      companyLogo: 'https://acme.example/logo.png',
      location: 'Lisbon',
    });
    expect((await client.patch('/api/user/profiling', {})).body).toMatchObject({
      companyName: 'Acme',
      location: 'Lisbon',
    });
  });

  it('clears fields sent as null or blank', async () => {
    const { client } = await registerUser(server, { role: 'talent' });
    await client.patch('/api/user/profiling', {
      title: 'Engineer',
      bio: 'Bio',
      hourlyRate: 90,
      skills: [rust],
      profileImage: 'https://cdn.example.com/x.png',
    });
    const res = await client.patch('/api/user/profiling', {
      title: '',
      bio: null,
      hourlyRate: ' ',
      skills: [],
      profileImage: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: null,
      bio: null,
      hourlyRate: null,
      skills: [],
      profileImage: null,
    });
  });

  it('refuses unknown skill ids with a field error on skills, and saves nothing', async () => {
    const { client } = await registerUser(server, { role: 'talent' });
    await client.patch('/api/user/profiling', { skills: [typescript] });
    const res = await client.patch('/api/user/profiling', {
      title: 'Not saved',
      skills: [typescript, 987_654],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Unknown skill: 987654',
      fieldErrors: { skills: ['Unknown skill: 987654'] },
    });
    // An id too large for the database is simply unknown, not a server error.
    const huge = await client.patch('/api/user/profiling', { skills: [99_999_999_999] });
    expect(huge.status).toBe(400);
    expect(huge.body.fieldErrors.skills).toEqual(['Unknown skill: 99999999999']);
    expect((await client.get('/api/user/profiling')).body).toMatchObject({
      title: null,
      skills: [typescript],
    });
  });

  it('refuses invalid values with field errors', async () => {
    const { client } = await registerUser(server, { role: 'talent' });
    const res = await client.patch('/api/user/profiling', {
      name: '  ',
      hourlyRate: -5,
      profileImage: 'javascript:alert(1)',
      skills: ['abc'],
      bio: 'x'.repeat(5001),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual([
      'bio',
      'hourlyRate',
      'name',
      'profileImage',
      'skills',
    ]);
    expect(res.body.fieldErrors.name).toEqual(['String must contain at least 1 character(s)']);
    expect(res.body.fieldErrors.hourlyRate).toEqual(['Number must be greater than or equal to 0']);
  });

  it('refuses an absurd hourly rate instead of failing to store it', async () => {
    const { client } = await registerUser(server, { role: 'talent' });
    const res = await client.patch('/api/user/profiling', { hourlyRate: 1e20 });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.hourlyRate).toEqual(['Number must be less than or equal to 10000']);
  });

  it('needs a signed-in user', async () => {
    const res = await server.client().patch('/api/user/profiling', { title: 'x' });
    expect(res.status).toBe(401);
  });
});

describe('public profile (GET /api/profile/:userId)', () => {
  it('shows the profile to anyone, without the email', async () => {
    const { client, user } = await registerUser(server, { role: 'talent', name: 'Cy' });
    await client.patch('/api/user/profiling', { title: 'Illustrator', skills: [design] });
    const res = await server.client().get(`/api/profile/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      userId: user.id,
      name: 'Cy',
      role: 'talent',
      ...emptyProfile,
      title: 'Illustrator',
      skills: [design],
      // Issue 17: the badges of the collectives they are in (none here).
      collectives: [],
      // Issue 18: the rating of the marketplace reviews about them (none yet).
      serviceRating: { average: null, count: 0 },
      // Issue 18: the verification badge (nothing verified yet).
      verification: { verified: false, kinds: [], companyDomain: null },
    });
    expect(JSON.stringify(res.body)).not.toContain(user.email);
  });

  it('is a 404 for a user that does not exist, and a 400 for a malformed id', async () => {
    expect((await server.client().get('/api/profile/987654')).status).toBe(404);
    expect((await server.client().get('/api/profile/99999999999')).status).toBe(404);
    const bad = await server.client().get('/api/profile/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.userId).toBeDefined();
  });
});

describe('talent search (GET /api/profile/talent)', () => {
  /** Registers a talent with a profile; returns its id. */
  async function talent(profile: Record<string, unknown>, role: 'talent' | 'employer' = 'talent') {
    const { client, user } = await registerUser(server, { role, name: String(profile.name) });
    const res = await client.patch('/api/user/profiling', profile);
    expect(res.status).toBe(200);
    return user.id;
  }
  const search = (query: string) => server.client().get(`/api/profile/talent?${query}`);
  const ids = (res: { body: { items: { userId: number }[] } }) =>
    res.body.items.map((item) => item.userId);

  let zed: number;
  let yara: number;
  let xavi: number;
  let employer: number;
  beforeAll(async () => {
    zed = await talent({
      name: 'Zed Quokka',
      title: 'Rust engineer',
      hourlyRate: 120,
      skills: [rust],
    });
    server.advanceClock(1000);
    yara = await talent({
      name: 'Yara',
      title: 'Designer',
      bio: 'Loves quokkas and 100% pixel work',
      hourlyRate: 60,
      skills: [design, typescript],
    });
    server.advanceClock(1000);
    xavi = await talent({ name: 'Xavi', title: 'QUOKKA wrangler', skills: [typescript] });
    server.advanceClock(1000);
    employer = await talent({ name: 'Quokka Corp', companyName: 'Quokka' }, 'employer');
  });

  it('is not taken for a user id', async () => {
    const res = await search('');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: expect.any(Array), nextCursor: null });
  });

  it('matches free text in name, title or bio, case-insensitively, and lists talent only', async () => {
    const res = await search('q=quokka');
    // Ranked by where the text is (issue 19): Zed's name, Xavi's title, Yara's bio.
    expect(ids(res)).toEqual([zed, xavi, yara]);
    expect(ids(res)).not.toContain(employer);
    expect(res.body.items[0]).not.toHaveProperty('email');
  });

  it('takes % and _ literally', async () => {
    expect(ids(await search('q=100%25'))).toEqual([yara]);
    expect(ids(await search('q=quokka%25pixel'))).toEqual([]);
    expect(ids(await search('q=_uokka'))).toEqual([]);
  });

  it('filters by skill', async () => {
    expect(ids(await search(`q=quokka&skill=${typescript}`))).toEqual([xavi, yara]);
    expect(ids(await search(`skill=${rust}`))).toEqual([zed]);
    expect(ids(await search(`skill=${rare}`))).toEqual([]);
    expect(ids(await search('skill=99999999999'))).toEqual([]);
  });

  it('filters by a rate ceiling, leaving out profiles without a rate', async () => {
    expect(ids(await search('q=quokka&maxRate=100'))).toEqual([yara]);
    expect(ids(await search('q=quokka&maxRate=120'))).toEqual([zed, yara]);
    expect(ids(await search('q=quokka&maxRate=1e300'))).toEqual([zed, yara]);
    expect(ids(await search(`q=quokka&maxRate=100&skill=${rust}`))).toEqual([]);
  });

  it('treats blank filters as absent', async () => {
    expect(ids(await search('q=quokka&skill=&maxRate='))).toEqual([zed, xavi, yara]);
  });

  it('pages with a cursor, in rank order, without repeats', async () => {
    const first = await search('q=quokka&limit=2');
    expect(ids(first)).toEqual([zed, xavi]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await search(
      `q=quokka&limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    expect(ids(second)).toEqual([yara]);
    expect(second.body.nextCursor).toBeNull();
  });

  it('moves a profile to the top when it is updated', async () => {
    server.advanceClock(1000);
    const { client } = await registerUser(server, { role: 'talent', name: 'Wim Quokka' });
    const wim = (await client.get('/api/user')).body.id as number;
    server.advanceClock(1000);
    await client.patch('/api/user/profiling', { bio: 'updated' });
    expect(ids(await search('q=quokka&limit=1'))).toEqual([wim]);
  });

  it('pages through profiles updated at the very same instant, by id', async () => {
    const same = new Date('2030-01-01T00:00:00.123Z');
    const group = [];
    for (const name of ['Tie One', 'Tie Two', 'Tie Three']) {
      group.push(await talent({ name, bio: 'tiebreak' }));
    }
    await server.app.db.update(users).set({ updatedAt: same }).where(inArray(users.id, group));
    const seen: number[] = [];
    let res = await search('q=tiebreak&limit=1');
    seen.push(...ids(res));
    while (res.body.nextCursor) {
      res = await search(`q=tiebreak&limit=1&cursor=${encodeURIComponent(res.body.nextCursor)}`);
      seen.push(...ids(res));
    }
    expect(seen).toEqual([...group].reverse());
  });

  it('walks every talent page by page', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `limit=3&cursor=${encodeURIComponent(cursor)}` : 'limit=3';
      const res = await search(query);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(3);
      seen.push(...ids(res));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([zed, yara, xavi]));
    expect(seen).not.toContain(employer);
  });

  it('refuses a cursor it did not hand out, and bad filters, with 400', async () => {
    for (const cursor of [
      'garbage',
      Buffer.from('2024-13-45T00:00:00.000000|1').toString('base64url'),
      Buffer.from('2024-02-30T00:00:00.000000|1').toString('base64url'),
      Buffer.from("2024-01-01T00:00:00.000000|1'; drop table users; --").toString('base64url'),
    ]) {
      const res = await search(`cursor=${cursor}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.fieldErrors.cursor).toEqual(['Invalid cursor']);
    }
    expect((await search('limit=0')).status).toBe(400);
    expect((await search('limit=101')).status).toBe(400);
    expect((await search('maxRate=-1')).status).toBe(400);
    expect((await search('skill=abc')).status).toBe(400);
    expect((await search(`q=${'x'.repeat(201)}`)).status).toBe(400);
  });
});
