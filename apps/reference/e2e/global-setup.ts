/**
 * Starts the REAL built server for the run (scripts/start-server.mjs): an ephemeral port, a fresh
 * in-memory database with the demo accounts, the freshly built app (turbo's `test` task depends on
 * `build`). Its stdout/stderr go to test-output/server.log, where tests read the password-reset
 * link. Returns the teardown, which stops the server.
 *
 * Set E2E_BASE_URL to run the tests against a server you started yourself instead.
 */
import { fileURLToPath } from 'node:url';
import { startServer } from '../scripts/start-server.mjs';

const serverLogPath = fileURLToPath(new URL('../test-output/server.log', import.meta.url));

export default async function globalSetup(): Promise<(() => Promise<void>) | void> {
  if (process.env.E2E_BASE_URL) return;
  const server = await startServer({ logPath: serverLogPath });
  // Workers inherit the environment: the config's baseURL and the helpers read these.
  process.env.E2E_BASE_URL = server.origin;
  process.env.E2E_PARTNER_ORIGIN = server.partnerOrigin;
  process.env.E2E_SERVER_LOG = server.logPath;
  return server.stop;
}
