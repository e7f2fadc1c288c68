/**
 * The SSE benchmark's listeners (bench/sse.bench.ts), in a worker thread: browsers are not in the
 * server's process, so their reading and parsing must not queue behind the server's work on one
 * event loop. Plain JavaScript so the worker needs no TypeScript loader.
 *
 * From the bench: `{ type: 'open', streams: [{ url, cookie, listener }] }`, then `{ type: 'close' }`.
 * To the bench: `{ type: 'opened' }` once every stream answered 200, `{ type: 'error', message }`,
 * and `{ type: 'got', items: [[listener, tag, latencyMs], …] }` for the `message` events whose body
 * is `<tag> t=<send time>` (the send time is `performance.timeOrigin + performance.now()`).
 */
import { parentPort } from 'node:worker_threads';

const controller = new AbortController();

async function open({ url, cookie, listener }) {
  const res = await fetch(`${url}/api/live`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`GET /api/live answered ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const at = performance.timeOrigin + performance.now();
        buffer += value;
        const items = [];
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!/^event: message$/m.test(block)) continue;
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!data) continue;
          const tag = /^(\S+) t=(\d+(?:\.\d+)?)$/.exec(JSON.parse(data).data.body);
          if (tag) items.push([listener, tag[1], at - Number(tag[2])]);
        }
        if (items.length) parentPort.postMessage({ type: 'got', items });
      }
    } catch {
      /* aborted at the end */
    }
  })();
}

parentPort.on('message', (message) => {
  if (message.type === 'close') {
    controller.abort();
    parentPort.close();
    return;
  }
  if (message.type === 'open') {
    Promise.all(message.streams.map(open)).then(
      () => parentPort.postMessage({ type: 'opened' }),
      (error) => parentPort.postMessage({ type: 'error', message: String(error) }),
    );
  }
});
