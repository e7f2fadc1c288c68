import { describe, expect, it } from 'vitest';
import { createAirtableSource, fetchAirtableJobs, mapAirtableRecord } from './airtable';

const options = { token: 'pat_secret', base: 'appBase123', table: 'Open Jobs' };

/** A fetch answering pages of records, keyed by the `offset` asked for, recording each call. */
function fakeAirtable(pages: Record<string, { records: unknown[]; offset?: string }>) {
  const calls: { url: URL; headers: Record<string, string> }[] = [];
  const fetch = (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, headers: init?.headers as Record<string, string> });
    const page = pages[url.searchParams.get('offset') ?? ''];
    if (!page) return new Response('{"error":"NOT_FOUND"}', { status: 404 });
    return Response.json(page);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('mapping an Airtable record to an external job', () => {
  it('reads the common field names, loosely spelled', () => {
    const job = mapAirtableRecord({
      id: 'recA1b2C3d4E5f6G7',
      createdTime: '2025-01-02T03:04:05.000Z',
      fields: {
        'Job Title': '  Senior React developer ',
        Company: 'Acme',
        Description: 'Build the dashboard',
        Type: 'Contract',
        Location: 'Berlin',
        'Location Type': 'On-site',
        'Min Rate': '$1,200.50',
        max_rate: 1500,
        'Rate Type': 'per hour',
        Skills: ['React', 'TypeScript', 'React', ' '],
        'Apply URL': 'https://jobs.example.com/1',
        'Posted At': '2025-02-01T09:00:00+01:00',
      },
    });
    expect(job).toEqual({
      id: 'recA1b2C3d4E5f6G7',
      title: 'Senior React developer',
      company: 'Acme',
      description: 'Build the dashboard',
      type: 'project',
      location: 'Berlin',
      locationType: 'onsite',
      minRate: 1200.5,
      maxRate: 1500,
      rateType: 'hourly',
      skills: ['React', 'TypeScript'],
      url: 'https://jobs.example.com/1',
      postedAt: '2025-02-01T08:00:00.000Z',
    });
  });

  it('fills gaps with defaults: type job, the creation time, comma-separated skills, a Remote checkbox', () => {
    const job = mapAirtableRecord({
      id: 'recX',
      createdTime: '2025-01-02T03:04:05.000Z',
      fields: { Name: 'Copy editor', Tags: 'Writing, Editing', Remote: true, Rate: 'negotiable' },
    });
    expect(job).toMatchObject({
      type: 'job',
      skills: ['Writing', 'Editing'],
      locationType: 'remote',
      minRate: null,
      maxRate: null,
      rateType: null,
      url: null,
      company: null,
      postedAt: '2025-01-02T03:04:05.000Z',
    });
  });

  it('drops what it cannot trust: non-http links, unknown words, negative or absurd amounts', () => {
    const job = mapAirtableRecord({
      id: 'recY',
      fields: {
        Title: 'Gig',
        URL: 'javascript:alert(1)',
        Type: 'Mystery',
        'Rate Type': 'per fortnight',
        'Min Rate': -5,
        'Max Rate': 1e15,
        'Posted At': 'sometime',
      },
    });
    expect(job).toMatchObject({
      url: null,
      type: 'job',
      rateType: null,
      minRate: null,
      maxRate: null,
      postedAt: null,
    });
  });

  it('skips records without a "rec" id or a title', () => {
    expect(mapAirtableRecord({ id: 'abc', fields: { Title: 'x' } })).toBeNull();
    expect(mapAirtableRecord({ id: 'recZ', fields: { Title: '   ' } })).toBeNull();
    expect(mapAirtableRecord({ id: 'recZ', fields: {} })).toBeNull();
  });
});

describe('reading an Airtable table', () => {
  it('sends the token, asks pages of 100 and follows offset to the last page', async () => {
    const { fetch, calls } = fakeAirtable({
      '': { records: [{ id: 'rec1', fields: { Title: 'One' } }], offset: 'itrNext' },
      itrNext: {
        records: [
          { id: 'rec2', fields: { Title: 'Two' } },
          { id: 'bad', fields: {} },
        ],
      },
    });
    const jobs = await fetchAirtableJobs({ ...options, fetch });
    expect(jobs.map((job) => job.id)).toEqual(['rec1', 'rec2']);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.url.origin + calls[0]!.url.pathname).toBe(
      'https://api.airtable.com/v0/appBase123/Open%20Jobs',
    );
    expect(calls[0]!.url.searchParams.get('pageSize')).toBe('100');
    expect(calls[1]!.url.searchParams.get('offset')).toBe('itrNext');
    expect(calls[0]!.headers.authorization).toBe('Bearer pat_secret');
  });

  it('fails on an error status or a body without records', async () => {
    await expect(fetchAirtableJobs({ ...options, fetch: fakeAirtable({}).fetch })).rejects.toThrow(
      /404/,
    );
    const weird = (async () => Response.json({ hello: 'world' })) as typeof fetch;
    await expect(fetchAirtableJobs({ ...options, fetch: weird })).rejects.toThrow(
      /without records/,
    );
  });

  it('stops after maxPages even if Airtable keeps answering an offset', async () => {
    const { fetch, calls } = fakeAirtable({
      '': { records: [{ id: 'rec1', fields: { Title: 'One' } }], offset: 'again' },
      again: { records: [{ id: 'rec2', fields: { Title: 'Two' } }], offset: 'again' },
    });
    await fetchAirtableJobs({ ...options, fetch, maxPages: 3 });
    expect(calls).toHaveLength(3);
  });
});

describe('the cached Airtable source', () => {
  it('serves one read for five minutes, then reads again', async () => {
    let clock = 0;
    const { fetch, calls } = fakeAirtable({
      '': { records: [{ id: 'rec1', fields: { Title: 'One' } }] },
    });
    const source = createAirtableSource({ ...options, fetch, now: () => clock });
    await Promise.all([source.jobs(), source.jobs(), source.jobs()]);
    expect(calls).toHaveLength(1);
    clock += 5 * 60_000 - 1;
    await source.jobs();
    expect(calls).toHaveLength(1);
    clock += 1;
    expect((await source.jobs())?.map((job) => job.id)).toEqual(['rec1']);
    expect(calls).toHaveLength(2);
  });

  it('answers null after a failure, reports it, and waits a minute before asking again', async () => {
    let clock = 0;
    const errors: unknown[] = [];
    const { fetch, calls } = fakeAirtable({});
    const source = createAirtableSource({
      ...options,
      fetch,
      now: () => clock,
      onError: (e) => errors.push(e),
    });
    expect(await source.jobs()).toBeNull();
    expect(await source.jobs()).toBeNull();
    expect(calls).toHaveLength(1);
    expect(errors).toHaveLength(1);
    clock += 60_000;
    await source.jobs();
    expect(calls).toHaveLength(2);
  });
});
