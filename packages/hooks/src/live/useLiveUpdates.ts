import { useEffect } from 'react';
import { LIVE_EVENT_TYPES, LIVE_STREAM_REPLACED_EVENT } from '@hireloop/sdk/constants';
import { useAuth } from '../auth/useAuth';
import { useHireloop, type EventSourceLike } from '../core/HireloopProvider';
import type { applyLiveEvent as ApplyLiveEvent } from './applyLiveEvent';
import { invalidateLiveQueries } from './invalidateLiveQueries';
import { liveReconnectDelay } from './reconnectDelay';

/**
 * `applyLiveEvent`, loaded with the first event: it reads the sdk's schemas (zod), whose building
 * is a long task at a signed-in page's start (160 ms on a mid-range phone) when the stream opens
 * with the page. One promise, so events are applied in the order they came; a failed load (a
 * deploy replaced the chunk, the network dropped) is tried again with the next event.
 */
let applier: Promise<typeof ApplyLiveEvent> | undefined;
const applyLive: typeof ApplyLiveEvent = async (...args) => {
  applier ??= import('./applyLiveEvent').then(
    (module) => module.applyLiveEvent,
    (error: unknown) => {
      applier = undefined;
      throw error;
    },
  );
  return (await applier)(...args);
};

/** `EventSource.CLOSED`, spelled out: there is no `EventSource` global outside browsers. */
const CLOSED = 2;

/**
 * Keeps the cache current from the server's live stream (GET /api/live): mount it once, inside
 * `AuthProvider`. While a user is signed in it holds ONE `EventSource` (from the provider's
 * `createEventSource`) and applies each event to the queries it affects (see `applyLiveEvent`);
 * it closes the stream when the user signs out or the component unmounts.
 *
 * Network drops are left to the EventSource, which retries and resumes with `Last-Event-ID`. When
 * it gives up (the server refused: 401, 503), the stream is reopened after
 * `liveReconnectDelay(attempt)` (1 s doubling to 30 s, reset by a successful open), and once a
 * reopened stream is open every live-affected query is refreshed, since events were missed.
 *
 * A server allows a user a few streams (issue 14); opening one more closes their oldest, which gets
 * `LIVE_STREAM_REPLACED_EVENT` first. That stream is then left closed — reconnecting would only
 * replace another tab's — until the page is shown again (`visibilitychange` to visible), when it
 * is reopened and what it missed refreshed.
 */
export function useLiveUpdates(): void {
  const { createEventSource, baseUrl, queryClient, log } = useHireloop();
  const { user } = useAuth();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    let source: EventSourceLike | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    let replaced = false;

    const open = (reopened: boolean) => {
      const current = createEventSource(`${baseUrl}/api/live`);
      source = current;
      let missedEvents = reopened;
      current.onopen = () => {
        attempt = 0;
        if (!missedEvents) return;
        missedEvents = false;
        void invalidateLiveQueries(queryClient);
      };
      current.onerror = () => {
        if (stopped || replaced || current.readyState !== CLOSED) return;
        retry = setTimeout(() => open(true), liveReconnectDelay(attempt++));
      };
      current.addEventListener(LIVE_STREAM_REPLACED_EVENT, () => {
        replaced = true;
        current.close();
      });
      for (const type of LIVE_EVENT_TYPES) {
        current.addEventListener(type, (event) => {
          applyLive(queryClient, type, event.data).then(
            (applied) => {
              if (!applied) log(`Ignored a malformed "${type}" live event`, event.data);
            },
            (error: unknown) => log(`Could not apply a "${type}" live event`, error),
          );
        });
      }
    };
    open(false);

    const reopenWhenShown = () => {
      if (stopped || !replaced || document.visibilityState !== 'visible') return;
      replaced = false;
      open(true);
    };
    const page = typeof document === 'undefined' ? undefined : document;
    page?.addEventListener('visibilitychange', reopenWhenShown);

    return () => {
      stopped = true;
      clearTimeout(retry);
      page?.removeEventListener('visibilitychange', reopenWhenShown);
      source?.close();
    };
  }, [userId, createEventSource, baseUrl, queryClient, log]);
}
