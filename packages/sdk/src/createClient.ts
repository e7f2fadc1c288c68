import { createEndpoints, type Endpoints } from './api';
import { createTransport, type ClientOptions, type PacedTransport } from './client/createTransport';

/** The client: the paced transport plus one typed function per call, grouped by domain. */
export type Client = PacedTransport & Endpoints;

/**
 * Creates the Hireloop client: the paced fetch transport (SPEC §7–§9) and the endpoint
 * functions over it, e.g. `client.auth.login({ email, password })`.
 *
 * @example
 * const client = createClient({ baseUrl: 'https://hireloop.example' });
 * const user = await client.auth.me(); // null when signed out
 */
export function createClient(options: ClientOptions = {}): Client {
  const transport = createTransport(options);
  return { ...transport, ...createEndpoints(transport, { now: options.now }) };
}
