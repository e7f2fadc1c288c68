/**
 * A fake Stripe API over real HTTP, for the server's Stripe client (`STRIPE_API_BASE` points the
 * stripe library at it): it records every call — method, path and the form body the library
 * sends — and answers the few endpoints the server uses with Stripe-shaped JSON. Nothing of the
 * server's own code is replaced: the calls go through the stripe library and the network.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeCall {
  method: string;
  path: string;
  /** The form body, decoded (`cancel_at_period_end` → 'true'; nested keys as Stripe sends them). */
  body: Record<string, string>;
}

export interface FakeStripe {
  /** e.g. `http://127.0.0.1:54321`: the server's `stripeApiBase`. */
  url: string;
  calls: StripeCall[];
  /** Subscriptions Stripe does not know (404 resource_missing). */
  missing: Set<string>;
  /** Answer every call with a 500 API error while true. */
  failing: boolean;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const fake: Omit<FakeStripe, 'url' | 'close'> = {
    calls: [],
    missing: new Set(),
    failing: false,
  };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://stripe.test').pathname;
      const body = Object.fromEntries(new URLSearchParams(raw));
      fake.calls.push({ method: request.method ?? 'GET', path, body });
      const send = (status: number, json: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': 'req_fake',
        });
        response.end(JSON.stringify(json));
      };
      if (fake.failing) {
        return send(500, { error: { type: 'api_error', message: 'Stripe is having a moment' } });
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (subscription) {
        const id = decodeURIComponent(subscription[1]!);
        if (fake.missing.has(id)) {
          return send(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such subscription: '${id}'`,
            },
          });
        }
        if (request.method === 'DELETE') {
          return send(200, { id, object: 'subscription', status: 'canceled' });
        }
        return send(200, {
          id,
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: body.cancel_at_period_end === 'true',
        });
      }
      // Issue 18: a marketplace order's refund.
      if (path === '/v1/refunds' && request.method === 'POST') {
        return send(200, {
          id: `re_fake${fake.calls.length}`,
          object: 'refund',
          payment_intent: body.payment_intent,
          status: 'succeeded',
        });
      }
      if (path === '/v1/checkout/sessions' && request.method === 'POST') {
        const id = `cs_test_fake${fake.calls.length}`;
        return send(200, {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
        });
      }
      return send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  });
}
