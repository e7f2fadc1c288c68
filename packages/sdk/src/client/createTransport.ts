import { HttpError } from '../errors/HttpError';
import { TimeoutError } from '../errors/TimeoutError';
import { parseJson } from './parseJson';
import { Pacer, type PacingState } from './Pacer';
import { PACING } from './pacing';
import { DEFAULT_PRIORITIES, priorityFor, type PriorityTable } from './priorities';
import { sleep as defaultSleep, type Sleep } from './sleep';
import type { Query, RequestOptions, Transport } from './types';

export interface ClientOptions {
  /**
   * Where the API lives: an origin such as `https://api.example.com`, or `''` for the page's
   * own origin (the reference app serves the API and the app on one origin).
   * @default ''
   */
  baseUrl?: string;
  /** The fetch to use; inject one for tests or for a cookie jar on the server. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** The clock, in ms since the epoch. @default Date.now */
  now?: () => number;
  /** An abortable wait. @default a setTimeout-based sleep */
  sleep?: Sleep;
  /**
   * Prefix → class entries laid over {@link DEFAULT_PRIORITIES} (yours win on the same prefix;
   * the longest matching prefix decides), e.g. `{ '/api/reports': 'low' }`. @default {}
   */
  priorities?: PriorityTable;
  /** Starting base interval of the pacer, ms. @default 200 */
  baseInterval?: number;
  /** Retries of a request answered 429 before the 429 is thrown. @default 3 */
  maxRateLimitRetries?: number;
  /** Where failures are logged (SPEC §8 "Other failures are logged and passed on"); `false` for none. @default console */
  logger?: Pick<Console, 'error'> | false;
  /**
   * Headers added to every request, or a function that gives them at each request (a credential
   * that arrives later, such as an embedded widget's `Authorization`). @default {}
   */
  headers?: Record<string, string> | (() => Record<string, string>);
}

/** The paced transport, plus a look at the pacer. */
export type PacedTransport = Transport & {
  /** A snapshot of the pacer. */
  pacing(): PacingState;
};

/**
 * Creates the paced transport (SPEC §7–§9): cookies on every call, JSON bodies, priority and
 * no-cache headers, the `_cb` cache-buster, request spacing by priority class, 429 back-off with
 * Retry-After, and {@link HttpError} for every non-OK answer.
 */
export function createTransport(options: ClientOptions = {}): PacedTransport {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const wait = options.sleep ?? defaultSleep;
  const table = { ...DEFAULT_PRIORITIES, ...options.priorities };
  const maxRetries = options.maxRateLimitRetries ?? PACING.maxRateLimitRetries;
  const logger = options.logger === undefined ? console : options.logger;
  const pacer = new Pacer({ now, sleep: wait, baseInterval: options.baseInterval });

  const urlFor = (path: string, query: Query | undefined): string => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    // SPEC §7: "_cb holding the current minute number".
    params.set('_cb', String(Math.floor(now() / 60_000)));
    return `${baseUrl}${path}${path.includes('?') ? '&' : '?'}${params}`;
  };

  /** One fetch, its body read as text, under the timeout. */
  const sendOnce = async (
    path: string,
    url: string,
    init: RequestInit,
    timeout: number | false,
    signal?: AbortSignal,
  ): Promise<[Response, string]> => {
    const controller = new AbortController();
    const stopTimer = new AbortController();
    const forward = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forward, { once: true });
    let timedOut = false;
    if (timeout !== false) {
      wait(timeout, stopTimer.signal).then(
        () => {
          timedOut = true;
          controller.abort();
        },
        () => undefined,
      );
    }
    try {
      const fetchFn = options.fetch ?? globalThis.fetch;
      const res = await fetchFn(url, { ...init, signal: controller.signal });
      return [res, await res.text()];
    } catch (error) {
      if (timedOut) throw new TimeoutError(String(init.method), path, timeout as number);
      throw error;
    } finally {
      stopTimer.abort();
      signal?.removeEventListener('abort', forward);
    }
  };

  const send = async <T>(
    path: string,
    opts: RequestOptions,
    readHelper: boolean,
  ): Promise<T | null> => {
    const method = opts.method ?? 'GET';
    const priority = opts.priority ?? priorityFor(path, table);
    const isRead = method === 'GET';
    const headers: Record<string, string> = {
      'x-request-priority': priority,
      'cache-control': 'no-cache',
      pragma: 'no-cache',
      ...(typeof options.headers === 'function' ? options.headers() : options.headers),
      ...opts.headers,
    };
    const init: RequestInit = { method, credentials: 'include', headers };
    if (opts.form !== undefined) {
      // fetch writes the multipart content-type with its boundary; any other would break it.
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() === 'content-type') delete headers[name];
      }
      init.body = opts.form;
    } else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(opts.body);
    }
    const timeout = opts.timeout ?? (isRead ? PACING.readTimeout : false);
    try {
      for (let attempt = 0; ; attempt++) {
        await pacer.acquire(priority, isRead, opts.signal, attempt > 0);
        const [res, text] = await sendOnce(
          path,
          urlFor(path, opts.query),
          init,
          timeout,
          opts.signal,
        );
        const retryIn = pacer.settle(res.status, res.headers);
        if (retryIn !== undefined && attempt < maxRetries) {
          await wait(retryIn, opts.signal);
          continue;
        }
        if (readHelper && res.status === 401) return null;
        if (!res.ok) {
          throw new HttpError({
            status: res.status,
            statusText: res.statusText,
            body: text,
            method,
            path,
          });
        }
        // SPEC §7: an empty (or non-JSON) body yields an empty object.
        return (parseJson(text) ?? {}) as T;
      }
    } catch (error) {
      if (logger && !opts.signal?.aborted)
        logger.error(`[hireloop] ${method} ${path} failed:`, error);
      throw error;
    }
  };

  return {
    request: <T>(path: string, opts: RequestOptions = {}) =>
      send<T>(path, opts, false) as Promise<T>,
    read: <T>(
      key: string | readonly unknown[],
      opts: Omit<RequestOptions, 'method' | 'body'> = {},
    ) => send<T>(typeof key === 'string' ? key : String(key[0]), opts, true),
    pacing: () => pacer.state(),
  };
}
