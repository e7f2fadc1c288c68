import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTransport as createClient } from './createTransport';
import type { HttpError } from '../errors/HttpError';
import { recordingFetch } from './recordingFetch';

// The transport under rate limits: SPEC §8's 429 handling and the IETF rate-limit headers.

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:30Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('429 handling', () => {
  it('waits Retry-After seconds and retries the same request', async () => {
    const statuses = [429, 200];
    const { fetch, calls } = recordingFetch(() =>
      statuses.shift() === 429
        ? new Response('slow down', { status: 429, headers: { 'retry-after': '2' } })
        : Response.json({ done: true }),
    );
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    const result = client.request('/api/bids', { method: 'POST', body: { n: 1 } });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toEqual({ done: true });
    expect(calls.map((c) => c.at)).toEqual([0, 2_000]);
    expect(calls[1]?.init.body).toBe('{"n":1}');
  });

  it('without Retry-After waits the current spacing (raised to 300 ms)', async () => {
    const statuses = [429, 200];
    const { fetch, calls } = recordingFetch(
      () => new Response('{}', { status: statuses.shift() ?? 200 }),
    );
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    const result = client.request('/api/bids', { method: 'POST', body: {} });
    await vi.advanceTimersByTimeAsync(5_000);
    await result;
    expect(calls.map((c) => c.at)).toEqual([0, 300]);
  });

  it('each 429 multiplies the base by 1.5, up to 3000 ms', async () => {
    const { fetch } = recordingFetch(
      () => new Response('', { status: 429, headers: { 'retry-after': '0' } }),
    );
    const client = createClient({
      baseUrl: 'http://api.test',
      fetch,
      logger: false,
      maxRateLimitRetries: 0,
    });
    const seen: number[] = [];
    for (let i = 0; i < 8; i++) {
      const r = client.request('/api/bids', { method: 'POST', body: {} }).catch(() => undefined);
      await vi.advanceTimersByTimeAsync(10_000);
      await r;
      seen.push(client.pacing().baseInterval);
    }
    expect(seen).toEqual([300, 450, 675, 1012.5, 1518.75, 2278.125, 3000, 3000]);
  });

  it('successes after 429s reduce the base by 0.8, never below 300 ms', async () => {
    const statuses = [429, 429, 429];
    const { fetch } = recordingFetch(
      () =>
        new Response('{}', { status: statuses.shift() ?? 200, headers: { 'retry-after': '0' } }),
    );
    const client = createClient({
      baseUrl: 'http://api.test',
      fetch,
      logger: false,
      maxRateLimitRetries: 0,
    });
    const seen: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = client.request('/api/bids', { method: 'POST', body: {} }).catch(() => undefined);
      await vi.advanceTimersByTimeAsync(10_000);
      await r;
      seen.push(client.pacing().baseInterval);
    }
    expect(seen).toEqual([300, 450, 675, 540, 432, 345.6, 300]);
  });

  it('gives up after 3 retries with the 429 as an HttpError', async () => {
    const { fetch, calls } = recordingFetch(
      () => new Response('Too Many Requests', { status: 429, headers: { 'retry-after': '1' } }),
    );
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    const result = client
      .request('/api/bids', { method: 'POST', body: {} })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(20_000);
    const error = (await result) as HttpError;
    expect(calls).toHaveLength(4);
    expect(error.status).toBe(429);
    expect(error.message).toBe('429: Too Many Requests');
  });

  it('a Retry-After over 30 s is not sat out: the 429 is thrown at once and holds nothing', async () => {
    let first = true;
    const { fetch, calls } = recordingFetch(() => {
      if (first) {
        first = false;
        return new Response('Too many failed sign-in attempts', {
          status: 429,
          headers: { 'retry-after': '900' },
        });
      }
      return Response.json({});
    });
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    await expect(client.request('/api/bids', { method: 'POST', body: {} })).rejects.toThrow(
      '429: Too many failed sign-in attempts',
    );
    const next = client.request('/api/job-requests', { method: 'POST', body: {} });
    await vi.advanceTimersByTimeAsync(1_000);
    await next;
    expect(calls).toHaveLength(2);
    expect(calls[1]?.at).toBeLessThan(1_000);
  });

  it('a Retry-After blocks the other waiting requests too, but not critical ones', async () => {
    let first = true;
    const { fetch, calls } = recordingFetch(() => {
      if (first) {
        first = false;
        return new Response('', { status: 429, headers: { 'retry-after': '3' } });
      }
      return Response.json({});
    });
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    const all = Promise.all([
      client.request('/api/bids', { method: 'POST', body: {} }),
      client.request('/api/job-requests', { method: 'POST', body: {} }),
    ]);
    await vi.advanceTimersByTimeAsync(1_000);
    await client.request('/api/user');
    await vi.advanceTimersByTimeAsync(10_000);
    await all;
    const at = (path: string) => calls.filter((c) => c.url.pathname === path).map((c) => c.at);
    expect(at('/api/user')).toEqual([1_000]);
    expect(at('/api/bids')).toEqual([0, 3_000]);
    expect(at('/api/job-requests')[0]).toBeGreaterThanOrEqual(3_000);
  });
});

describe('rate-limit headers (beyond SPEC)', () => {
  it('spaces requests by what the server says is left', async () => {
    // 4 left, 2 s until the quota is back: spread as 2000 / (4 + 1) = 400 ms.
    const { fetch, calls } = recordingFetch(() =>
      Response.json({}, { headers: { ratelimit: '"default";r=4;t=2' } }),
    );
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    await client.request('/api/bids', { method: 'POST', body: {} });
    const all = Promise.all([
      client.request('/api/bids', { method: 'POST', body: {} }),
      client.request('/api/bids', { method: 'POST', body: {} }),
    ]);
    await vi.advanceTimersByTimeAsync(5_000);
    await all;
    expect(client.pacing().hintedInterval).toBe(400);
    expect(calls.map((c) => c.at)).toEqual([0, 400, 800]);
  });

  it('a stated limit replaces the 250 ms read floor', async () => {
    const { fetch, calls } = recordingFetch(() =>
      Response.json({}, { headers: { ratelimit: '"default";r=9;t=1' } }),
    );
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    await client.read('/api/job-requests');
    const all = Promise.all([client.read('/api/job-requests'), client.read('/api/job-requests')]);
    await vi.advanceTimersByTimeAsync(5_000);
    await all;
    expect(calls.map((c) => c.at)).toEqual([0, 100, 200]);
  });

  it('a 429 without headers drops the hint and SPEC pacing applies again', async () => {
    const answers = [
      Response.json({}, { headers: { ratelimit: '"default";r=9;t=1' } }),
      new Response('', { status: 429, headers: { 'retry-after': '0' } }),
    ];
    const { fetch } = recordingFetch(() => answers.shift() ?? Response.json({}));
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    await client.request('/api/bids', { method: 'POST', body: {} });
    expect(client.pacing().hintedInterval).toBe(100);
    const next = client.request('/api/bids', { method: 'POST', body: {} });
    await vi.advanceTimersByTimeAsync(5_000);
    await next;
    expect(client.pacing().hintedInterval).toBeUndefined();
    expect(client.pacing().baseInterval).toBe(300);
  });

  it('holds requests until the reset when nothing is left', async () => {
    const { fetch, calls } = recordingFetch(() =>
      Response.json({}, { headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '5' } }),
    );
    const client = createClient({ baseUrl: 'http://api.test', fetch, logger: false });
    await client.request('/api/bids', { method: 'POST', body: {} });
    const next = client.request('/api/bids', { method: 'POST', body: {} });
    await vi.advanceTimersByTimeAsync(10_000);
    await next;
    expect(calls[1]?.at).toBe(5_000);
  });
});
