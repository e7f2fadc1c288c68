import type { Transport } from '@hireloop/sdk';

/**
 * One endpoint group per client, made on first use. The sdk leaves the endpoint groups of pages
 * most people do not open on first paint (events, collectives, the career feed) off
 * `createEndpoints`, so their code loads with those pages; the hooks make them here instead.
 */
export function perClient<Api>(make: (client: Transport) => Api): (client: Transport) => Api {
  const made = new WeakMap<Transport, Api>();
  return (client) => {
    let api = made.get(client);
    if (!api) {
      api = make(client);
      made.set(client, api);
    }
    return api;
  };
}
