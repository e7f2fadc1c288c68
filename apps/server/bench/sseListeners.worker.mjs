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
import { setMaxListeners } from 'node:events';
import { request } from 'node:http';
import { parentPort } from 'node:worker_threads';

const controller = new AbortController();
// Every stream's request listens to this one signal (hundreds of them in the fan-out scenario).
setMaxListeners(0, controller.signal);

// Deliveries are posted to the bench in one message per turn of the event loop, not one per chunk:
// with 50 streams a chunk each, a postMessage per chunk was work in front of the next stream's read.
let batch = [];
function report(items) {
  if (!batch.length) {
    setImmediate(() => {
      parentPort.postMessage({ type: 'got', items: batch });
      batch = [];
    });
  }
  batch.push(...items);
}

/**
 * One stream, read as a browser's EventSource would be read by its own process: node:http's socket
 * data, decoded as UTF-8, split into events (fetch's web streams were several promise hops per
 * chunk, measured as the listener's own delay on the bench's shared cores).
 */
function open({ url, cookie, listener }) {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/api/live`,
      { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`GET /api/live answered ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (value) => {
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
          if (items.length) report(items);
        });
        // Aborted at the end.
        res.on('error', () => {});
        resolve();
      },
    );
    req.on('error', (error) => {
      if (!controller.signal.aborted) reject(error);
    });
    req.end();
  });
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
