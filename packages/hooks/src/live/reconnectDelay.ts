/**
 * Reopening the live stream after the server refused it (not shown in SPEC): the first reopen
 * waits 1 s, each further one twice as long, never more than 30 s; a successful open starts again
 * at 1 s. A refused stream is an outage or an ended session, which hammering would not help.
 */
export const LIVE_RECONNECT_INITIAL_DELAY = 1000;
/** The longest wait between two reopens, ms. */
export const LIVE_RECONNECT_MAX_DELAY = 30_000;

/** The wait before reopen number `attempt` (0 for the first): 1 s, 2 s, 4 s … 30 s, ms. */
export const liveReconnectDelay = (attempt: number): number =>
  Math.min(LIVE_RECONNECT_INITIAL_DELAY * 2 ** attempt, LIVE_RECONNECT_MAX_DELAY);
