// The test-results.json of a suite that could not run (no Chromium): every listed test with one
// status, in vitest's JSON shape, so scripts/test-summary.mjs counts them as skipped (locally) or
// failed (in CI) instead of losing them. Used by the storybook and the end-to-end test scripts.
import { writeFileSync } from 'node:fs';

/**
 * Writes the report to `path`.
 * @param {string} path where test-results.json goes
 * @param {{ suite: string, title: string, ancestorTitles?: string[], meta?: object }[]} tests
 *   every test, with the suite (file or file × project) it belongs to
 * @param {'skipped' | 'failed'} status
 * @param {string} reason why the tests did not run
 * @param {string} runner what would have run them
 */
export function writeNotRunReport(path, tests, status, reason, runner) {
  const suites = [...new Set(tests.map((test) => test.suite))];
  const n = tests.length;
  const report = {
    numTotalTestSuites: suites.length,
    numPassedTestSuites: 0,
    numFailedTestSuites: status === 'failed' ? suites.length : 0,
    numPendingTestSuites: status === 'skipped' ? suites.length : 0,
    numTotalTests: n,
    numPassedTests: 0,
    numFailedTests: status === 'failed' ? Math.max(n, 1) : 0,
    numPendingTests: status === 'skipped' ? n : 0,
    numTodoTests: 0,
    startTime: Date.now(),
    success: status !== 'failed',
    runner,
    status: reason,
    testResults: suites.map((suite) => ({
      name: suite,
      status,
      message: reason,
      assertionResults: tests
        .filter((test) => test.suite === suite)
        .map(({ title, ancestorTitles = [], meta }) => ({
          ancestorTitles,
          fullName: [...ancestorTitles, title].join(' '),
          title,
          status,
          duration: 0,
          failureMessages: status === 'failed' ? [reason] : [],
          ...(meta ? { meta } : {}),
        })),
    })),
  };
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
}
