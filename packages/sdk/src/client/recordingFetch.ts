import { vi } from 'vitest';

/** One call a {@link recordingFetch} received: the URL, the init and when (ms since creation). */
export interface Call {
  url: URL;
  init: RequestInit;
  at: number;
}

/** A fetch that records each call and answers with `answer(call)`. */
export function recordingFetch(
  answer: (call: Call) => Response | Promise<Response> = () => Response.json({ ok: true }),
) {
  const calls: Call[] = [];
  const start = Date.now();
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: new URL(String(input)), init, at: Date.now() - start };
    calls.push(call);
    return answer(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A request header of a recorded call. */
export const header = (call: Call | undefined, name: string) =>
  new Headers(call?.init.headers).get(name);
