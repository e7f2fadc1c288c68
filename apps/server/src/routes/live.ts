/**
 * GET /api/live (issue 4): server-sent events for the signed-in user. Each event is
 * `id: <live_events.id>`, `event: <type>`, `data: <{type, data} as JSON>`; a comment line every
 * `config.liveHeartbeatMs` (`LIVE_HEARTBEAT_MS`, 25 s) keeps proxies from closing an idle stream. A reconnecting browser
 * sends `Last-Event-ID` and gets the events it missed, once each, in order. The session is checked
 * again before every delivery and heartbeat: when it has ended (logout, expiry) the stream closes.
 * The check is `sessions.isAlive` (issue 19): served from the instance's session cache, whose
 * entries every instance drops at logout, so a delivery costs no SQL and a logout still ends the
 * streams at once.
 *
 * A user holds at most `config.liveMaxStreamsPerUser` (`LIVE_MAX_STREAMS_PER_USER`, 5) streams on
 * one instance: a newer one closes their oldest, which first gets a `stream-replaced` event
 * (`LIVE_STREAM_REPLACED_EVENT`) and a long `retry`, so a browser's own reconnection does not
 * bounce between tabs every few seconds (the sdk's hooks reopen it only when the tab is shown).
 */
import { LIVE_STREAM_REPLACED_EVENT } from '@hireloop/sdk/constants';
import type { LiveEvent } from '@hireloop/sdk/schemas';
import { currentUser } from '../plugins/session';
import type { LiveEndReason } from '../services/live';
import type { App } from '../types';

/** A client that stopped reading is dropped (it resumes with Last-Event-ID) past this backlog. */
const MAX_UNREAD_BYTES = 1024 * 1024;

/** The Last-Event-ID header as an event id, or undefined when absent or not a plain number. */
export function parseLastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** How long a replaced stream's browser waits before reconnecting on its own (SSE `retry`). */
export const REPLACED_RETRY_MS = 5 * 60 * 1000;

/** What a stream closed for a newer one gets last: a long retry and the `stream-replaced` event. */
export const replacedNotice = (): string =>
  `retry: ${REPLACED_RETRY_MS}\nevent: ${LIVE_STREAM_REPLACED_EVENT}\ndata: {}\n\n`;

/** One SSE event; JSON never contains a raw newline, so `data` is one line. */
export const formatLiveEvent = (id: number, event: LiveEvent): string =>
  `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

export async function liveRoutes(app: App) {
  const { live, sessions } = app.services;
  // app.ts ends every stream in preClose: open streams would hold `server.close()` forever.
  const heartbeatMs = app.config.liveHeartbeatMs;

  app.get(
    '/api/live',
    { onRequest: app.requireUser, config: { rateLimit: false } },
    async (request, reply) => {
      const user = currentUser(request);
      const token = request.cookies[app.config.sessionCookie] ?? '';
      const lastEventId = parseLastEventId(request.headers['last-event-id']);

      reply.hijack();
      const res = reply.raw;

      let ended = false;
      let started = false;
      let stop: (() => void) | undefined;
      let heartbeat: NodeJS.Timeout | undefined = undefined;
      const end = (reason?: LiveEndReason) => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        stop?.();
        if (res.destroyed || res.writableEnded) return;
        if (!started && !res.headersSent) {
          // Never started (shutting down, database unreachable): the client retries later.
          res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ message: 'Live updates are unavailable. Please retry.' }));
        } else if (reason === LIVE_STREAM_REPLACED_EVENT) {
          // Queued events not yet written are dropped: the newer stream delivers them.
          res.end(replacedNotice());
        } else {
          res.end();
        }
      };
      res.on('close', () => end());
      res.on('error', () => end());

      // Deliveries are written in order, each batch after the session is checked once more.
      const queue: string[] = [];
      let writing = false;
      const flush = async (): Promise<void> => {
        if (writing || !started) return;
        writing = true;
        try {
          while (queue.length && !ended) {
            if (!(await sessions.isAlive(token))) return end();
            if (ended) return;
            res.write(queue.splice(0).join(''));
            if (res.writableLength > MAX_UNREAD_BYTES) return end();
          }
        } catch (error) {
          request.log.warn({ err: error }, 'live stream failed');
          end();
        } finally {
          writing = false;
        }
      };

      // Subscribe before answering: once the client sees the 200, every later event reaches it
      // (the replay and anything arriving meanwhile wait in the queue).
      try {
        stop = await live.subscribe(
          user.id,
          lastEventId,
          (id, event) => {
            queue.push(formatLiveEvent(id, event));
            void flush();
          },
          end,
        );
      } catch (error) {
        request.log.warn({ err: error }, 'live stream could not start');
        end();
        return;
      }
      // The client may have gone (or the server begun closing) while the stream was starting.
      if (ended) {
        stop();
        return;
      }

      res.writeHead(200, {
        // Headers set by hooks so far (helmet's, the request id) go out too: hijacking skips onSend.
        ...(reply.getHeaders() as Record<string, string>),
        'x-request-id': request.id,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      // Browsers reconnect after `retry` ms; the comment makes the first bytes flow at once.
      res.write('retry: 3000\n: connected\n\n');
      started = true;
      void flush();

      heartbeat = setInterval(() => {
        sessions
          .isAlive(token)
          .then((active) => {
            if (!active) end();
            else if (!ended) res.write(': heartbeat\n\n');
          })
          .catch(() => end());
      }, heartbeatMs);
    },
  );
}
