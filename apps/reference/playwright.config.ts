/**
 * End-to-end tests (ARCHITECTURE "Tests"): Playwright driving Debian's Chromium (never
 * `playwright install`: the machines cannot download browsers) against the built app, served by
 * the real built server on an ephemeral port with a fresh in-memory database (e2e/global-setup.ts).
 * Run with `npm test -w @hireloop/reference` (scripts/e2e.mjs), which also handles a missing browser.
 */
import { defineConfig } from '@playwright/test';

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // Traces and screenshots of failed tests; the server's log sits beside them (test-output/).
  outputDir: 'test-output/artifacts',
  // Journeys are independent (each registers its own people), so they could run in parallel, but
  // the run is CPU-bound (browser + server) on 2 cores shared with other turbo tasks. Measured:
  // on a busy machine 2 workers took as long as 1 (90 s vs 87 s); on a quiet one 44 s vs 51 s.
  // One worker, as `npm test` runs turbo tasks beside it; E2E_WORKERS=n to use more.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 1,
  // No retries: a flaky journey is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: ci,
  // Generous for a loaded 2-core machine; the tests wait on locators and expect polling, never sleeps.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [
    [ci ? 'dot' : 'list'],
    ['./e2e/vitest-shape-reporter.ts', { outputFile: 'test-results.json' }],
  ],
  use: {
    // Set by the global setup (or by the caller to reuse a running server): the started server's
    // origin, always `localhost`, because the server compares the Origin header exactly.
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: ['--no-sandbox'] },
    viewport: { width: 1280, height: 800 },
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
