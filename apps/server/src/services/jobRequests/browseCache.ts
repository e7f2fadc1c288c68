/**
 * The short response cache of signed-out browse listings (issue 19, "a short response cache for
 * anonymous listing queries"): per instance, an answer (its JSON text) is reused for `ttlMs` by
 * every signed-out request of the same normalised query, and concurrent misses of one query run
 * it once (single flight). Staleness is bounded by `ttlMs` (BROWSE_CACHE_MS, 5 s): a new, paused
 * or edited request shows up that late to signed-out visitors, never to signed-in ones, who are
 * never served from it. Bounded in size: past `maxEntries` the oldest entry goes.
 */
import type { BrowseJobRequestsQuery } from '@hireloop/sdk/schemas';

/** How many distinct listings one instance keeps (a page of JSON each, ~10–40 KB). */
export const BROWSE_CACHE_ENTRIES = 500;

/**
 * The cache key of a query: every filter in one order, skills sorted and deduplicated, `q` with
 * its spaces collapsed and lower-cased (full-text search ignores case), so equal searches share.
 */
export function browseCacheKey(query: BrowseJobRequestsQuery): string {
  return JSON.stringify([
    query.type ?? null,
    query.skills ? [...new Set(query.skills)].sort((a, b) => a - b) : null,
    query.minRate ?? null,
    query.maxRate ?? null,
    query.locationType ?? null,
    query.experience ?? null,
    query.requestTarget ?? null,
    query.q === undefined ? null : query.q.replace(/\s+/g, ' ').toLowerCase(),
    query.cursor ?? null,
    query.limit,
  ]);
}

export interface ResponseCache {
  /** The answer for `key`: reused while fresh, else `produce()` run once for every waiter. */
  get(key: string, produce: () => Promise<string>): Promise<string>;
  /** Answers served from the cache (or a flight already under way), and answers produced. */
  stats(): { hits: number; misses: number };
}

export function createResponseCache(
  ttlMs: number,
  now: () => number,
  maxEntries = BROWSE_CACHE_ENTRIES,
): ResponseCache {
  const entries = new Map<string, { at: number; body: string }>();
  const flights = new Map<string, Promise<string>>();
  let hits = 0;
  let misses = 0;

  return {
    get(key, produce) {
      const at = now();
      const entry = entries.get(key);
      if (entry && at - entry.at < ttlMs && at >= entry.at) {
        hits++;
        return Promise.resolve(entry.body);
      }
      const flight = flights.get(key);
      if (flight) {
        hits++;
        return flight;
      }
      misses++;
      const started = produce().then(
        (body) => {
          flights.delete(key);
          entries.delete(key);
          entries.set(key, { at, body });
          if (entries.size > maxEntries) {
            // Map keeps insertion order: the first key is the oldest entry.
            const oldest = entries.keys().next();
            if (!oldest.done) entries.delete(oldest.value);
          }
          return body;
        },
        (error: unknown) => {
          flights.delete(key);
          throw error;
        },
      );
      flights.set(key, started);
      return started;
    },
    stats: () => ({ hits, misses }),
  };
}
