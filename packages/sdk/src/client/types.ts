/**
 * The contract between the paced client and the domain modules in `src/api/`.
 * A domain module receives a {@link Transport} and returns small typed functions.
 */

/** Priority classes of the pacer (SPEC §9 "Request pacing"). */
export type Priority = 'critical' | 'high' | 'normal' | 'low';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A query-string value; `undefined` values are left out. */
export type QueryValue = string | number | boolean | undefined | null;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  /** @default 'GET' */
  method?: HttpMethod;
  /** Sent as JSON with `content-type: application/json`. No body → no content-type. */
  body?: unknown;
  /**
   * A multipart body (issue 17's uploads), in place of `body`: sent as it is, the content-type
   * (`multipart/form-data` with its boundary) set by fetch, never by the client.
   */
  form?: FormData;
  /** Extra query parameters; `_cb` is always added by the client. */
  query?: Query;
  /** Overrides the class found in the prefix table. */
  priority?: Priority;
  /** Aborts the request (and any wait before it). */
  signal?: AbortSignal;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /**
   * Abort the request after this many milliseconds; `false` disables it.
   * @default false for writes, 30_000 for reads
   */
  timeout?: number | false;
}

/** What a domain module needs from the client. */
export interface Transport {
  /**
   * Sends one paced request and resolves with the parsed JSON body (`{}` when the body is empty).
   * Throws {@link import('./HttpError.js').HttpError} on any non-OK status.
   */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * The read helper (SPEC §7): a GET of `key[0]` (or of `key` when it is a string) with a 30 s
   * abort; a 401 resolves `null`; an empty or non-JSON body resolves `{}`.
   */
  read<T>(
    key: string | readonly unknown[],
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T | null>;
}
