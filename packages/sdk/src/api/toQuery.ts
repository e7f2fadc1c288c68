import type { Query, QueryValue } from '../client/types';

/**
 * A filter object as query parameters: lists become comma-separated (`skills=1,2,3`, which the
 * schemas split again), `undefined` and `null` are left out by the transport.
 */
export function toQuery(params: object | undefined): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    query[key] = Array.isArray(value) ? value.join(',') : (value as QueryValue);
  }
  return query;
}
