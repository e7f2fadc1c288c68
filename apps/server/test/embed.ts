/**
 * Helpers of the embed suites (issue 15): an admin, a registered partner, an embed credential from
 * a signed-in browser's session, and the widget frame's client that sends it as a bearer token
 * (no cookies: the frame's browser blocks third-party cookies).
 */
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { grantAdmin } from '../src/testServer';
import { registerUser, type RequestInitLike, type TestClient, type TestServer } from './helpers';
import { recordSecret } from './runLog';

/** The widgets build fixture (loader.js, frame/*.html, frame/assets/*). */
export const EMBED_FIXTURE_DIR = fileURLToPath(new URL('./fixtures/embed', import.meta.url));

export const PARTNER_ORIGIN = 'https://partner.example';
export const OTHER_ORIGIN = 'https://elsewhere.example';

export interface PartnerAnswer {
  id: number;
  name: string;
  publishableKey: string;
  allowedOrigins: string[];
  createdAt: string;
  updatedAt: string;
  revokedAt: string | null;
}

/** A new admin's signed-in client. */
export async function registerAdmin(server: TestServer): Promise<TestClient> {
  const { client, user } = await registerUser(server, { role: 'employer' });
  await grantAdmin(server.app, user.id);
  return client;
}

/** Registers a partner through the admin API. */
export async function createPartner(
  admin: TestClient,
  body: { name?: string; allowedOrigins?: string[] } = {},
): Promise<PartnerAnswer> {
  const res = await admin.post('/api/admin/partners', {
    name: 'Bootcamp Jobs',
    allowedOrigins: [PARTNER_ORIGIN],
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as PartnerAnswer;
}

export interface EmbedTokenAnswer {
  token: string;
  expiresAt: string;
  user: { id: number; email: string; name: string; role: string };
}

/** An embed credential from `client`'s session (what the sign-in window asks for). */
export async function mintToken(
  client: TestClient,
  publishableKey: string,
  origin = PARTNER_ORIGIN,
): Promise<EmbedTokenAnswer> {
  const res = await client.post('/api/embed/tokens', { publishableKey, origin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  recordSecret('token', res.body.token);
  return res.body as EmbedTokenAnswer;
}

/** The widget frame: no cookies, the credential as `Authorization: Bearer …`, the app's Origin. */
export class WidgetClient {
  readonly http: TestClient;
  constructor(
    server: TestServer,
    public token: string,
  ) {
    this.http = server.client();
  }
  request(method: string, path: string, init: RequestInitLike = {}) {
    return this.http.request(method, path, {
      ...init,
      headers: { authorization: `Bearer ${this.token}`, ...init.headers },
    });
  }
  get(path: string, init?: RequestInitLike) {
    return this.request('GET', path, init);
  }
  post(path: string, body?: unknown, init?: RequestInitLike) {
    return this.request('POST', path, { ...init, body });
  }
}
