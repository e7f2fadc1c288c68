// `npm run screenshots` (at the root: builds, then runs this): the README's pictures. Starts the
// built server with the demo seed (scripts/start-server.mjs), signs in as each account type and
// saves its home at 1280 × 800 into docs/screenshots/home-<account>.png at the repository root.
// Debian's Chromium, or the one CHROMIUM_PATH names.
import { mkdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { waitForPageReady } from './page-ready.mjs';
import { startServer } from './start-server.mjs';

const PASSWORD = 'hireloop-demo';
const ACCOUNTS = [
  { name: 'talent', email: 'talent@hireloop.dev' },
  { name: 'employer', email: 'employer@hireloop.dev' },
  { name: 'admin', email: 'admin@hireloop.dev' },
];

const outDir = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const logPath = fileURLToPath(new URL('../test-output/screenshots-server.log', import.meta.url));
mkdirSync(outDir, { recursive: true });

const server = await startServer({ logPath });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const account of ACCOUNTS) {
    const context = await browser.newContext({
      baseURL: server.origin,
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    const login = await context.request.post('/api/login', {
      headers: { origin: server.origin, 'content-type': 'application/json' },
      data: { email: account.email, password: PASSWORD },
    });
    if (!login.ok()) throw new Error(`${account.email}: login answered ${login.status()}`);
    const page = await context.newPage();
    await page.goto('/');
    await waitForPageReady(page);
    const path = `${outDir}home-${account.name}.png`;
    await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
    console.log(`${path}: ${Math.round(statSync(path).size / 1024)} KB`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
