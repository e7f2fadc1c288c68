/**
 * The stories run as tests (issue 6): each story renders in Chromium, its play function's
 * assertions run, and axe checks it — once in the light theme and once in the dark one. Debian's
 * Chromium is used (`/usr/bin/chromium`, or CHROMIUM_PATH); nothing is downloaded.
 *
 * Without a Chromium this config refuses to run rather than pass with no tests (the stories would
 * vanish from the count): `npm test` (scripts/test.mjs) does not start Vitest then, and reports
 * every story as skipped — or, in CI, as failed.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}: the stories cannot run (apt-get install -y chromium, or set CHROMIUM_PATH). \`npm test\` reports them as skipped instead${process.env.CI ? ', and fails in CI' : ''}.`,
  );
}

const configDir = fileURLToPath(new URL('.storybook', import.meta.url));

/**
 * Stories whose file must start in a page of its own (e.g. the first press of a menu whose code
 * has not loaded yet): named `*.fresh.stories.tsx`, they run in a fresh page per file. Every
 * other file shares its worker's page and module graph (`isolate: false`): each story still
 * renders on its own, but the packages load once per worker instead of once per file (the
 * suite ran 6.7× faster).
 */
const FRESH_PAGE_STORIES = '**/*.fresh.stories.tsx';
const NOT_FRESH_PAGE_STORIES = '**/!(*.fresh).stories.tsx';

/** How long one story (render, play function and axe) may take; see `testTimeout` below. */
const STORY_TIMEOUT_MS = 45_000;

const themed = (theme: 'light' | 'dark', freshPage: boolean) => ({
  extends: true as const,
  plugins: [storybookTest({ configDir })],
  test: {
    name: freshPage ? `${theme} (fresh page)` : theme,
    setupFiles: [`.storybook/theme-${theme}.setup.ts`],
    isolate: freshPage,
    // Vitest's 15 s default for browser tests is too tight when CI runs the stories beside the
    // server's and the journeys' suites on 2 cores: a story whose lazy code Vite first transforms
    // on demand then ran past it (a form story of 2-3 s took over 15 s in one CI run).
    testTimeout: STORY_TIMEOUT_MS,
    exclude: [freshPage ? NOT_FRESH_PAGE_STORIES : FRESH_PAGE_STORIES],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromium, args: ['--no-sandbox'] },
      }),
      instances: [{ browser: 'chromium' as const }],
    },
  },
});

export default defineConfig({
  test: {
    // The JSON report feeds the monorepo's one closing line (scripts/test-summary.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
    projects: [
      themed('light', false),
      themed('dark', false),
      themed('light', true),
      themed('dark', true),
    ],
  },
});
