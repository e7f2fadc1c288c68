import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTransport as createClient } from './createTransport';
import { isHttpError, type HttpError } from '../errors/HttpError';
import { isTimeoutError } from '../errors/TimeoutError';
import { header, recordingFetch } from './recordingFetch';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:30Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('every request', () => {
  it('sends cookies, the priority header and no-cache headers', async () => {
    const { fetch, calls } = recordingFetch();
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    await client.request('/api/job-requests');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(header(calls[0], 'x-request-priority')).toBe('normal');
    expect(header(calls[0], 'cache-control')).toBe('no-cache');
    expect(header(calls[0], 'pragma')).toBe('no-cache');
  });

  it('adds the client headers, asking a header function anew at each request', async () => {
    const { fetch, calls } = recordingFetch();
    let token: string | null = null;
    const client = createClient({
      baseUrl: 'http://api.test',
      fetch,
      logger: false,
      headers: (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {}),
    });
    await client.request('/api/user', { priority: 'critical' });
    token = 'abc';
    await client.request('/api/user', { priority: 'critical' });
    expect(calls.map((call) => header(call, 'authorization'))).toEqual([null, 'Bearer abc']);

    const fixed = createClient({
      baseUrl: 'http://api.test',
      fetch,
      logger: false,
      headers: { 'x-partner': 'pk_1' },
    });
    await fixed.request('/api/skills', { priority: 'critical' });
    expect(header(calls[2], 'x-partner')).toBe('pk_1');
  });

  it('adds _cb holding the current minute number', async () => {
    const { fetch, calls } = recordingFetch();
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    // The fake clock stands at 2026-11-21T10:00:30Z: minute 29 920 920 since the epoch. (Critical,
    // so the pacer lets each request go at once.)
    await client.request('/api/skills');
    vi.setSystemTime(new Date('2026-11-21T10:00:59.999Z'));
    await client.request('/api/skills', { priority: 'critical' });
    vi.setSystemTime(new Date('2026-11-21T10:01:00Z'));
    await client.request('/api/skills', { priority: 'critical' });
    expect(calls.map((c) => c.url.searchParams.get('_cb'))).toEqual([
      '29920920',
      '29920920',
      '29920921',
    ]);
  });

  it('reads _cb from the injected clock', async () => {
    const { fetch, calls } = recordingFetch();
    const times = [0, 59_999, 60_000, 3_600_000];
    const client = createClient({
      baseUrl: 'http://api.test',
      fetch,
      logger: false,
      now: () => times[calls.length] ?? 0,
    });
    for (let i = 0; i < times.length; i++) await client.request('/api/login');
    expect(calls.map((c) => c.url.searchParams.get('_cb'))).toEqual(['0', '0', '1', '60']);
  });

  it('keeps a query string already in the path and adds the query option', async () => {
    const { fetch, calls } = recordingFetch();
    const client = createClient({ baseUrl: 'http://api.test/', fetch, logger: false });
    await client.request('/api/stripe/subscription?accountType=talent', {
      query: { page: 2, skip: undefined },
    });
    expect(calls[0]?.url.pathname).toBe('/api/stripe/subscription');
    expect(calls[0]?.url.searchParams.get('accountType')).toBe('talent');
    expect(calls[0]?.url.searchParams.get('page')).toBe('2');
    expect(calls[0]?.url.searchParams.has('skip')).toBe(false);
  });

  it('sends JSON with a content-type only when there is a body', async () => {
    const { fetch, calls } = recordingFetch();
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    await client.request('/api/login', {
      method: 'POST',
      body: { email: 'a@b.co', password: 'x' },
    });
    await client.request('/api/logout-simple');
    expect(calls[0]?.init.body).toBe('{"email":"a@b.co","password":"x"}');
    expect(header(calls[0], 'content-type')).toBe('application/json');
    expect(calls[1]?.init.body).toBeUndefined();
    expect(header(calls[1], 'content-type')).toBeNull();
  });

  it('reads an empty body as an empty object', async () => {
    const { fetch } = recordingFetch(() => new Response(null, { status: 204 }));
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    await expect(client.request('/api/logout-simple')).resolves.toEqual({});
  });
});

describe('errors', () => {
  it('throws HttpError "<status>: <body>" for a non-OK answer', async () => {
    const { fetch } = recordingFetch(
      () => new Response('Subscription required', { status: 403, statusText: 'Forbidden' }),
    );
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    const error = await client
      .request('/api/job-requests', { method: 'POST', body: {} })
      .catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect((error as HttpError).message).toBe('403: Subscription required');
    expect((error as HttpError).status).toBe(403);
    expect((error as HttpError).body).toBe('Subscription required');
  });

  it('uses the status text when the body is empty', async () => {
    const { fetch } = recordingFetch(
      () => new Response(null, { status: 500, statusText: 'Internal Server Error' }),
    );
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    await expect(client.request('/api/bids')).rejects.toThrow('500: Internal Server Error');
  });

  it('exposes a JSON error body as data', async () => {
    const { fetch } = recordingFetch(() =>
      Response.json({ message: 'Title is required' }, { status: 400 }),
    );
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    const error = (await client
      .request('/api/job-requests', { method: 'POST', body: {} })
      .catch((e: unknown) => e)) as HttpError;
    expect(error.data).toEqual({ message: 'Title is required' });
    expect(error.message).toBe('400: {"message":"Title is required"}');
  });

  it('logs failures and passes them on', async () => {
    const logger = { error: vi.fn() };
    const { fetch } = recordingFetch(() => new Response('boom', { status: 502 }));
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger });
    await expect(client.request('/api/bids')).rejects.toThrow('502: boom');
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('a write answered 401 throws', async () => {
    const { fetch } = recordingFetch(() => new Response('Not authenticated', { status: 401 }));
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    await expect(client.request('/api/saved/jobs', { method: 'POST', body: {} })).rejects.toThrow(
      '401: Not authenticated',
    );
  });
});

describe('the read helper', () => {
  it('GETs the first element of the query key', async () => {
    const { fetch, calls } = recordingFetch(() => Response.json([{ id: 1, name: 'TypeScript' }]));
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    await expect(client.read(['/api/skills', { ignored: true }])).resolves.toEqual([
      { id: 1, name: 'TypeScript' },
    ]);
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.url.pathname).toBe('/api/skills');
  });

  it('resolves null on 401, silently', async () => {
    const logger = { error: vi.fn() };
    const { fetch } = recordingFetch(() => new Response('Unauthorized', { status: 401 }));
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger });
    await expect(client.read(['/api/user'])).resolves.toBeNull();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('resolves {} for an empty or non-JSON body', async () => {
    const bodies = ['', '<html>oops</html>'];
    const { fetch } = recordingFetch(() => new Response(bodies.shift() ?? ''));
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    const both = Promise.all([
      client.read('/api/unread-counts'),
      client.read('/api/unread-counts'),
    ]);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(both).resolves.toEqual([{}, {}]);
  });

  it('aborts after 30 s with a TimeoutError', async () => {
    const { fetch } = recordingFetch(
      (call) =>
        new Promise<Response>((_, reject) => {
          call.init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    const result = client.read(['/api/notifications']).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(isTimeoutError(error)).toBe(true);
    expect((error as Error).message).toContain('30000 ms');
  });

  it('a write has no timeout unless asked', async () => {
    let release: (r: Response) => void = () => undefined;
    const { fetch } = recordingFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    const result = client.request('/api/bids', { method: 'POST', body: {} });
    await vi.advanceTimersByTimeAsync(60_000);
    release(Response.json({ id: 7 }));
    await expect(result).resolves.toEqual({ id: 7 });
  });

  it('the caller can abort a request waiting for its slot', async () => {
    const { fetch, calls } = recordingFetch();
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    const controller = new AbortController();
    const first = client.request('/api/bids', { method: 'POST', body: {} });
    const second = client.request('/api/bids', {
      method: 'POST',
      body: {},
      signal: controller.signal,
    });
    controller.abort(new Error('left the page'));
    await expect(second).rejects.toThrow('left the page');
    await first;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(1);
    expect(client.pacing().queued).toBe(0);
  });
});

describe('pacing by priority class (base interval 200 ms)', () => {
  async function dispatchTimes(
    paths: string[],
    init: { method?: 'GET' | 'POST'; priority?: 'critical' | 'high' | 'normal' | 'low' } = {},
  ) {
    const { fetch, calls } = recordingFetch();
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    const all = Promise.all(
      paths.map((p) =>
        client.request(p, {
          method: init.method ?? 'POST',
          body: init.method === 'GET' ? undefined : {},
          priority: init.priority,
        }),
      ),
    );
    await vi.advanceTimersByTimeAsync(5_000);
    await all;
    return calls.map((c) => c.at);
  }

  it('critical requests are never delayed', async () => {
    expect(await dispatchTimes(['/api/login', '/api/login', '/api/login'])).toEqual([0, 0, 0]);
  });

  it('high requests are spaced half the base interval (100 ms)', async () => {
    expect(await dispatchTimes(['/api/messages', '/api/messages', '/api/messages'])).toEqual([
      0, 100, 200,
    ]);
  });

  it('normal requests are spaced the base interval (200 ms)', async () => {
    expect(await dispatchTimes(['/api/bids', '/api/bids', '/api/bids'])).toEqual([0, 200, 400]);
  });

  it('low requests are spaced twice the base interval (400 ms)', async () => {
    expect(
      await dispatchTimes(['/api/skill-trends', '/api/skill-trends', '/api/skill-trends']),
    ).toEqual([0, 400, 800]);
  });

  it('the priorities option adds prefixes to the table', async () => {
    const { fetch, calls } = recordingFetch();
    const client = createClient({
      baseUrl: 'http://api.test',
      fetch,
      logger: false,
      priorities: { '/api/bids': 'critical' },
    });
    await Promise.all([
      client.request('/api/bids', { method: 'POST', body: {} }),
      client.request('/api/bids', { method: 'POST', body: {} }),
    ]);
    expect(calls.map((c) => c.at)).toEqual([0, 0]);
    expect(header(calls[0], 'x-request-priority')).toBe('critical');
  });

  it('an explicit priority wins over the prefix table', async () => {
    expect(await dispatchTimes(['/api/skills', '/api/skills'], { priority: 'critical' })).toEqual([
      0, 0,
    ]);
  });

  it('reads are spaced at least 250 ms even when their class allows less', async () => {
    expect(
      await dispatchTimes(['/api/job-requests', '/api/job-requests', '/api/job-requests'], {
        method: 'GET',
      }),
    ).toEqual([0, 250, 500]);
    expect(await dispatchTimes(['/api/messages', '/api/messages'], { method: 'GET' })).toEqual([
      0, 250,
    ]);
  });

  it('a waiting high request goes before waiting normal and low ones', async () => {
    const { fetch, calls } = recordingFetch();
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    const all = Promise.all([
      client.request('/api/bids', { method: 'POST', body: {} }),
      client.request('/api/skills', { method: 'POST', body: {} }),
      client.request('/api/bids', { method: 'POST', body: {} }),
      client.request('/api/notifications', { method: 'POST', body: {} }),
    ]);
    await vi.advanceTimersByTimeAsync(5_000);
    await all;
    expect(calls.map((c) => c.url.pathname)).toEqual([
      '/api/bids',
      '/api/notifications',
      '/api/bids',
      '/api/skills',
    ]);
  });
});
