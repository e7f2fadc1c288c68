/**
 * One browser for tests of the client packages (hooks, ui): the real sdk client over real HTTP to the in-process
 * server, with what a browser adds on its own — a cookie jar and the page's Origin on writes —
 * and a log of the requests it sent. Not a mock: every answer comes from the server.
 */
import { EventSource } from 'eventsource';
import { createClient, type Client } from '@hireloop/sdk';
import type { HireloopTestServer } from './testServer';
import { realNow, realSleep } from './testRealTime';

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface TestBrowser {
  client: Client;
  /** The server's URL (the API origin). */
  baseUrl: string;
  fetch: typeof fetch;
  /** `METHOD /path` of every request sent, in order. */
  requests: string[];
  /** Every request sent with its query and JSON body (parsed), in order. */
  sent: SentRequest[];
  cookies: Map<string, string>;
  /** Opens the live stream with this browser's cookies. */
  createEventSource(url: string): EventSource;
  /** Every event source opened so far. */
  eventSources: EventSource[];
}

export function createTestBrowser(server: HireloopTestServer): TestBrowser {
  const cookies = new Map<string, string>();
  const requests: string[] = [];
  const sent: SentRequest[] = [];
  const eventSources: EventSource[] = [];

  const browserFetch = (async (input: Parameters<typeof fetch>[0], init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (method !== 'GET' && method !== 'HEAD') headers.set('origin', server.appOrigin);
    requests.push(`${method} ${url.pathname}`);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, path: url.pathname, query: url.searchParams, body, headers });
    const response = await fetch(url, { ...init, method, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired =
        value === '' || attributes.some((a) => /max-age=0|expires=Thu, 01 Jan 1970/i.test(a));
      if (expired) cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
    return response;
  }) as typeof fetch;

  const client = createClient({
    baseUrl: server.url,
    fetch: browserFetch,
    logger: false,
    now: realNow,
    sleep: realSleep,
    // These tests are not about pacing (the sdk's are): every call goes at once.
    priorities: { '/api': 'critical' },
  });

  return {
    client,
    baseUrl: server.url,
    fetch: browserFetch,
    requests,
    sent,
    cookies,
    eventSources,
    createEventSource: (url) => {
      const source = new EventSource(url, { fetch: browserFetch });
      eventSources.push(source);
      return source;
    },
  };
}
