// Starts the REAL built server (apps/server/dist/main.js) serving the built app (apps/reference/dist)
// on a free port with a fresh in-memory database seeded with the demo accounts: what the
// end-to-end tests (e2e/global-setup.ts) and the Lighthouse bench (bench/bench.mjs) run against.
// It also serves the partner demo page (issue 15) on a second free port: http://127.0.0.1:{port},
// another site than the app's http://localhost:{port}, registered as the demo partner's origin.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const serverMain = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));
const webDir = `${appDir}dist`;

/** How long the server may take to migrate, seed and answer on a loaded machine. */
const STARTUP_TIMEOUT_MS = 60_000;

/** A port nobody listens on now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the server; resolves once GET /api/health answers.
 * @param {{ logPath: string, logLevel?: string }} options the file that receives its stdout and
 *   stderr; the pino level (default 'info': the mail log line carries the password-reset link)
 * @returns {Promise<{ origin: string, port: number, partnerOrigin: string, logPath: string, stop: () => Promise<void> }>}
 */
export async function startServer({ logPath, logLevel = 'info' }) {
  for (const [file, hint] of [
    [serverMain, 'build the server: npx turbo run build --filter=@hireloop/server'],
    [`${webDir}/pages.json`, 'build the app: npx turbo run build --filter=@hireloop/reference'],
  ]) {
    if (!existsSync(file)) throw new Error(`${file} is missing; ${hint}`);
  }

  const port = await freePort();
  const partnerPort = await freePort();
  // `localhost`, always: the server compares the Origin header of writes with APP_ORIGIN exactly.
  const origin = `http://localhost:${port}`;
  const partnerOrigin = `http://127.0.0.1:${partnerPort}`;
  mkdirSync(dirname(logPath), { recursive: true });
  const log = openSync(logPath, 'w');
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_ORIGIN: origin,
    DATA_DIR: 'memory://',
    WEB_DIR: webDir,
    // Cheap password hashing and rate limits high enough for many sign-ins from one address.
    SCRYPT_N: '4096',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT: '10000',
    REGISTER_RATE_LIMIT: '10000',
    SEED_ON_START: 'true',
    PARTNER_DEMO_PORT: String(partnerPort),
    LOG_LEVEL: logLevel,
  };
  // Local modes only: PGlite, the local checkout, mail into the log, no external job feed.
  for (const name of [
    'DATABASE_URL',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'SMTP_URL',
    'AIRTABLE_TOKEN',
    'AIRTABLE_BASE',
  ]) {
    delete env[name];
  }
  const child = spawn(process.execPath, [serverMain], { env, stdio: ['ignore', log, log] });
  closeSync(log);
  let exited;
  child.once('exit', (code, signal) => (exited = `code ${code ?? signal}`));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const done = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await done;
    clearTimeout(timer);
  };
  const logTail = () => (existsSync(logPath) ? readFileSync(logPath, 'utf8').slice(-4000) : '');

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (exited) throw new Error(`the server exited (${exited}) before answering:\n${logTail()}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `the server did not answer /api/health in ${STARTUP_TIMEOUT_MS} ms:\n${logTail()}`,
      );
    }
    try {
      // 127.0.0.1: the address it binds; a GET is not subject to the Origin check.
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, port, partnerOrigin, logPath, stop };
}
