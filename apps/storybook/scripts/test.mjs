// `npm test -w @hireloop/storybook`: every story as a test in Chromium, once per theme
// (vitest.config.ts). Extra arguments go to `vitest run` (a file, -t, --project, …).
//
// Without a Chromium there is nothing to run the stories in: in CI that is an error; locally the
// stories are reported as skipped — listed from Storybook's story index (`storybook index`, no
// browser needed), counted in test-results.json once per theme, and said out loud — never as
// passed, and never left out of the monorepo's count (scripts/test-summary.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeNotRunReport } from '../../../scripts/not-run-report.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const reportPath = join(appDir, 'test-results.json');
const require = createRequire(import.meta.url);
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const args = process.argv.slice(2);
/** The projects of vitest.config.ts: each story runs once in each theme. */
const THEMES = ['light', 'dark'];

/**
 * The story tests the Vitest addon would run, from the story index: every story tagged `test`
 * (the addon's default filter), narrowed like `vitest run <filter>` to the files whose path
 * contains a filter given on the command line.
 */
function listStories() {
  const out = mkdtempSync(join(tmpdir(), 'hireloop-story-index-'));
  try {
    const cli = join(dirname(require.resolve('storybook/package.json')), 'dist/bin/dispatcher.js');
    const indexed = spawnSync(
      process.execPath,
      [cli, 'index', '--output-file', join(out, 'index.json'), '--quiet', '--loglevel', 'warn'],
      {
        cwd: appDir,
        encoding: 'utf8',
        env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
      },
    );
    if (indexed.status !== 0) {
      process.stderr.write(indexed.stdout + indexed.stderr);
      throw new Error('storybook index failed');
    }
    const { entries } = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'));
    const filters = args.filter((arg) => !arg.startsWith('-'));
    return Object.values(entries)
      .filter((entry) => entry.type === 'story' && (entry.tags ?? []).includes('test'))
      .map((entry) => ({
        id: entry.id,
        file: resolve(appDir, entry.importPath),
        name: entry.name,
      }))
      .filter((story) => !filters.length || filters.some((f) => story.file.includes(f)));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** test-results.json in vitest's shape: each file once per theme, every story with one status. */
const writeReport = (stories, status, reason) =>
  writeNotRunReport(
    reportPath,
    THEMES.flatMap((theme) =>
      stories.map((story) => ({
        suite: `${story.file} (${theme})`,
        title: story.name,
        meta: { storyId: story.id, project: theme },
      })),
    ),
    status,
    reason,
    'storybook-vitest',
  );

if (!existsSync(chromium)) {
  const stories = listStories();
  const count = stories.length * THEMES.length;
  if (process.env.CI) {
    const reason = `no Chromium at ${chromium}: CI must run the story tests (install Debian's chromium or set CHROMIUM_PATH)`;
    writeReport(stories, 'failed', reason);
    console.error(`\nERROR: ${reason}; ${count} story tests not run.\n`);
    process.exit(1);
  }
  const reason = `skipping the story tests: no Chromium at ${chromium}; install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH`;
  writeReport(stories, 'skipped', reason);
  console.warn(
    `\n${'!'.repeat(100)}\n${reason}\n${count} tests reported as skipped (${stories.length} stories × ${THEMES.join(' and ')} themes):`,
  );
  for (const file of new Set(stories.map((s) => s.file))) {
    const names = stories.filter((s) => s.file === file).map((s) => s.name);
    console.warn(`  - ${relative(appDir, file)} (${names.length}): ${names.join(', ')}`);
  }
  console.warn(`${'!'.repeat(100)}\n`);
  process.exit(0);
}

const cli = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const child = spawn(process.execPath, [cli, 'run', ...args], { cwd: appDir, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
