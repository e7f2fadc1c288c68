// `npm test -w @hireloop/reference`: the end-to-end journeys (playwright.config.ts) against the
// built app and server. Extra arguments go to `playwright test` (a file, --grep, --headed, …).
//
// Without a Chromium there is nothing to drive: in CI that is an error; locally the journeys are
// reported as skipped (listed, counted in test-results.json, and said out loud), never as passed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { writeNotRunReport } from '../../../scripts/not-run-report.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const reportPath = `${appDir}test-results.json`;
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const args = process.argv.slice(2);

/** The journeys Playwright would run, from `playwright test --list` (no browser needed). */
function listTests() {
  const listed = spawnSync(process.execPath, [cli, 'test', '--list', '--reporter=json', ...args], {
    cwd: appDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) {
    process.stderr.write(listed.stderr);
    throw new Error('playwright test --list failed');
  }
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      tests.push({ file: spec.file, ancestorTitles: titles, title: spec.title });
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of JSON.parse(listed.stdout).suites ?? []) walk(suite, []);
  return tests;
}

/** test-results.json in vitest's shape, every listed test with one status. */
const writeReport = (tests, status, reason) =>
  writeNotRunReport(
    reportPath,
    tests.map((test) => ({ ...test, suite: test.file })),
    status,
    reason,
    'playwright',
  );

if (!existsSync(chromium)) {
  const tests = listTests();
  if (process.env.CI) {
    const reason = `no Chromium at ${chromium}: CI must run the end-to-end tests (install Debian's chromium or set CHROMIUM_PATH)`;
    writeReport(tests, 'failed', reason);
    console.error(`\nERROR: ${reason}; ${tests.length} end-to-end tests not run.\n`);
    process.exit(1);
  }
  const reason = `skipping the end-to-end tests: no Chromium at ${chromium}; install Debian's chromium or set CHROMIUM_PATH`;
  writeReport(tests, 'skipped', reason);
  console.warn(`\n${'!'.repeat(100)}\n${reason}\n${tests.length} tests reported as skipped:`);
  for (const t of tests)
    console.warn(`  - ${t.file} › ${[...t.ancestorTitles, t.title].join(' › ')}`);
  console.warn(`${'!'.repeat(100)}\n`);
  process.exit(0);
}

const started = Date.now();
const child = spawn(process.execPath, [cli, 'test', ...args], { cwd: appDir, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  console.log(`end-to-end tests took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(code ?? (signal ? 1 : 0));
});
