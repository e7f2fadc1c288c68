/**
 * A small server-sent events client for tests: fetch with the client's cookie, then parse the
 * body stream into events (`id:`, `event:`, `data:`) and comments. Always `close()` it.
 */
import type { TestClient } from './helpers';

export interface SseEvent {
  id: number;
  event: string;
  /** `data:` parsed as JSON. */
  data: any;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The body of a refused request (not 200). */
  text: string;
  events: SseEvent[];
  comments: string[];
  /** Every `retry:` the server sent, in ms. */
  retries: number[];
  /** Resolves when the server ends the stream (or `close()` aborts it). */
  closed: Promise<void>;
  /** True once the stream has ended. */
  isClosed(): boolean;
  /** The next event not yet taken, waiting up to `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Waits until a comment containing `text` arrived (at any time since the stream opened). */
  waitForComment(text: string, timeoutMs?: number): Promise<void>;
  /** Waits until a comment containing `text` arrives after this call. */
  waitForNewComment(text: string, timeoutMs?: number): Promise<void>;
  /**
   * Waits for the event with id `markerId` (see `publishMarker`) and answers the events not yet
   * taken that came before it, taking them and the marker. A stream delivers in id order and
   * never an id below one it sent, so these are all the earlier events it will ever deliver:
   * proving "nothing else arrives" needs no wait on a clock.
   */
  takeUntil(markerId: number, timeoutMs?: number): Promise<SseEvent[]>;
  close(): void;
}

export async function openStream(
  client: TestClient,
  init: { lastEventId?: string | number; path?: string } = {},
): Promise<SseStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (client.cookies.size) {
    headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  if (init.lastEventId !== undefined) headers['last-event-id'] = String(init.lastEventId);
  const res = await fetch(`${client.baseUrl}${init.path ?? '/api/live'}`, {
    headers,
    signal: controller.signal,
  });

  const events: SseEvent[] = [];
  const comments: string[] = [];
  const retries: number[] = [];
  let taken = 0;
  let ended = false;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };

  const waitUntil = (ready: () => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (ready()) return resolve();
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      const check = () => {
        if (ready()) {
          clearTimeout(timer);
          listeners.delete(check);
          resolve();
        } else if (ended) {
          clearTimeout(timer);
          listeners.delete(check);
          reject(new Error(`the stream ended while waiting for ${what}`));
        }
      };
      listeners.add(check);
    });

  let text = '';
  let closed: Promise<void> = Promise.resolve();
  if (res.status !== 200 || !res.body) {
    text = await res.text();
    ended = true;
  } else {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const parse = (block: string) => {
      const fields: Record<string, string> = {};
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments.push(line.slice(1).trim());
        const colon = line.indexOf(':');
        if (colon <= 0) continue;
        fields[line.slice(0, colon)] = line.slice(colon + 1).replace(/^ /, '');
      }
      if (fields.retry !== undefined) retries.push(Number(fields.retry));
      if (fields.data !== undefined) {
        events.push({
          id: Number(fields.id),
          event: fields.event ?? 'message',
          data: JSON.parse(fields.data),
        });
      }
    };
    closed = (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value;
          let at: number;
          while ((at = buffer.indexOf('\n\n')) >= 0) {
            parse(buffer.slice(0, at));
            buffer = buffer.slice(at + 2);
          }
          changed();
        }
      } catch {
        // aborted
      } finally {
        ended = true;
        changed();
      }
    })();
  }

  return {
    status: res.status,
    headers: res.headers,
    text,
    events,
    comments,
    retries,
    closed,
    isClosed: () => ended,
    async next(timeoutMs = 2000) {
      await waitUntil(() => events.length > taken, timeoutMs, 'an event');
      return events[taken++]!;
    },
    async waitForComment(wanted, timeoutMs = 2000) {
      await waitUntil(() => comments.some((c) => c.includes(wanted)), timeoutMs, `"${wanted}"`);
    },
    async waitForNewComment(wanted, timeoutMs = 2000) {
      const from = comments.length;
      await waitUntil(
        () => comments.slice(from).some((c) => c.includes(wanted)),
        timeoutMs,
        `a new "${wanted}"`,
      );
    },
    async takeUntil(markerId, timeoutMs = 2000) {
      const at = () => events.findIndex((e, i) => i >= taken && e.id === markerId);
      await waitUntil(() => at() >= 0, timeoutMs, `the marker event ${markerId}`);
      const end = at();
      const before = events.slice(taken, end);
      taken = end + 1;
      return before;
    },
    close: () => controller.abort(),
  };
}
