import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Which rate-limit headers the server sends with each answer. */
export type HeaderMode = 'none' | 'ietf' | 'x-ratelimit';

export interface RateLimitedServer {
  url: string;
  stats: { requests: number; limited: number };
  close(): Promise<void>;
}

/**
 * A real HTTP server that allows `rate` requests per second through a token bucket holding one
 * second of requests, and answers 429 with `Retry-After` past it.
 */
export async function startRateLimitedServer(
  rate: number,
  mode: HeaderMode,
): Promise<RateLimitedServer> {
  const capacity = rate;
  let tokens = capacity;
  let last = performance.now();
  const stats = { requests: 0, limited: 0 };

  const server: Server = createServer((req, res) => {
    const now = performance.now();
    tokens = Math.min(capacity, tokens + ((now - last) / 1000) * rate);
    last = now;
    stats.requests++;
    const allowed = tokens >= 1;
    if (allowed) tokens -= 1;
    const remaining = Math.floor(tokens);
    const secondsToNextToken = tokens >= 1 ? 0 : (1 - tokens) / rate;
    const secondsToFull = (capacity - tokens) / rate;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (mode === 'ietf') {
      headers['ratelimit-policy'] = `"bucket";q=${rate};w=1`;
      headers['ratelimit'] =
        `"bucket";r=${remaining};t=${(remaining > 0 ? secondsToFull : secondsToNextToken).toFixed(3)}`;
    } else if (mode === 'x-ratelimit') {
      headers['x-ratelimit-limit'] = String(rate);
      headers['x-ratelimit-remaining'] = String(remaining);
      headers['x-ratelimit-reset'] = (remaining > 0 ? secondsToFull : secondsToNextToken).toFixed(
        3,
      );
    }
    req.resume();
    req.on('end', () => {
      if (!allowed) {
        stats.limited++;
        headers['retry-after'] = String(Math.max(1, Math.ceil(secondsToNextToken)));
        res.writeHead(429, headers).end('{"message":"Too Many Requests"}');
        return;
      }
      res.writeHead(200, headers).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
