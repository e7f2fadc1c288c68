/**
 * Serves the partner demo page on a second origin (issue 15): `npm start` runs it beside the app
 * on http://127.0.0.1:{PORT + 1} (another site than http://localhost:{PORT}), so the widgets are
 * seen embedded across sites, with third-party cookies and all. Plain node:http: three files.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEMO_SCRIPT,
  DEMO_STYLE,
  demoContentSecurityPolicy,
  demoPage,
  type PartnerDemoPage,
} from './page';

export interface PartnerDemo {
  /** The demo page's origin, e.g. http://127.0.0.1:3001. */
  origin: string;
  close(): Promise<void>;
}

/** The host name of the demo's origin: the other one of localhost and 127.0.0.1 than the app's. */
export function demoHostFor(appOrigin: string): string {
  return new URL(appOrigin).hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
}

export async function startPartnerDemo(options: {
  port: number;
  host: string;
  appOrigin: string;
  publishableKey: string;
}): Promise<PartnerDemo> {
  // Known once the server listens (its port may be chosen by the system).
  const demo: { page?: PartnerDemoPage } = {};
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0];
    const send = (
      status: number,
      type: string,
      body: string,
      headers: Record<string, string> = {},
    ) => {
      response.writeHead(status, {
        'content-type': `${type}; charset=utf-8`,
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        ...headers,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(405, 'text/plain', 'Method not allowed', { allow: 'GET, HEAD' });
    } else if (path === '/' && demo.page) {
      send(200, 'text/html', demoPage(demo.page), {
        'content-security-policy': demoContentSecurityPolicy(options.appOrigin),
      });
    } else if (path === '/demo.js') {
      send(200, 'text/javascript', DEMO_SCRIPT);
    } else if (path === '/demo.css') {
      send(200, 'text/css', DEMO_STYLE);
    } else {
      send(404, 'text/plain', 'Not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${demoHostFor(options.appOrigin)}:${port}`;
  demo.page = { appOrigin: options.appOrigin, origin, publishableKey: options.publishableKey };
  return {
    origin,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
