/**
 * Writes Playwright's results as vitest's JSON report (the subset scripts/test-summary.mjs and
 * turbo's cached `test-results.json` output rely on): numPassedTests, numFailedTests,
 * numPendingTests, numTodoTests, with one entry per spec file. A run that broke outside a test (the
 * global setup could not start the server, a file failed to load) counts as failed, never as
 * "everything skipped".
 */
import { writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestError,
} from '@playwright/test/reporter';

type VitestStatus = 'passed' | 'failed' | 'skipped';

interface AssertionResult {
  ancestorTitles: string[];
  fullName: string;
  title: string;
  status: VitestStatus;
  duration: number;
  failureMessages: string[];
}

// eslint-disable-next-line no-control-regex -- ANSI colour codes in Playwright's messages
const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

function statusOf(test: TestCase): VitestStatus {
  switch (test.outcome()) {
    case 'expected':
    case 'flaky':
      return test.expectedStatus === 'skipped' ? 'skipped' : 'passed';
    case 'unexpected':
      return 'failed';
    default:
      return 'skipped';
  }
}

export default class VitestShapeReporter implements Reporter {
  private readonly outputFile: string;
  private rootDir = process.cwd();
  private root: Suite | undefined;
  private readonly startTime = Date.now();
  private readonly globalErrors: string[] = [];

  constructor(options: { outputFile?: string } = {}) {
    this.outputFile = options.outputFile ?? 'test-results.json';
  }

  onBegin(config: FullConfig, suite: Suite) {
    if (config.configFile) this.rootDir = dirname(config.configFile);
    this.root = suite;
  }

  onError(error: TestError) {
    this.globalErrors.push(stripAnsi(error.message ?? error.value ?? 'unknown error'));
  }

  printsToStdio() {
    return false;
  }

  onEnd(result: FullResult) {
    const files = new Map<string, AssertionResult[]>();
    for (const test of this.root?.allTests() ?? []) {
      const file = relative(this.rootDir, test.location.file);
      const titles = test.titlePath().slice(3, -1); // root, project, file, …describes, title
      const last = test.results.at(-1);
      const entry: AssertionResult = {
        ancestorTitles: titles,
        fullName: [...titles, test.title].join(' '),
        title: test.title,
        status: statusOf(test),
        duration: test.results.reduce((sum, r) => sum + r.duration, 0),
        failureMessages: (last?.errors ?? []).map((e) => stripAnsi(e.stack ?? e.message ?? '')),
      };
      files.set(file, [...(files.get(file) ?? []), entry]);
    }
    const all = [...files.values()].flat();
    const count = (status: VitestStatus) => all.filter((t) => t.status === status).length;
    let failed = count('failed');
    let skipped = count('skipped');
    // The run failed but no test did: the tests that never ran failed with it.
    if (result.status !== 'passed' && failed === 0) {
      failed = Math.max(skipped, 1);
      skipped = 0;
    }
    const report = {
      numTotalTestSuites: files.size,
      numPassedTestSuites: [...files.values()].filter((t) => t.every((a) => a.status !== 'failed'))
        .length,
      numFailedTestSuites: [...files.values()].filter((t) => t.some((a) => a.status === 'failed'))
        .length,
      numPendingTestSuites: 0,
      numTotalTests: all.length,
      numPassedTests: count('passed'),
      numFailedTests: failed,
      numPendingTests: skipped,
      numTodoTests: 0,
      startTime: this.startTime,
      success: result.status === 'passed' && failed === 0,
      runner: 'playwright',
      status: result.status,
      errors: this.globalErrors,
      testResults: [...files].map(([name, assertionResults]) => ({
        name,
        status: assertionResults.some((a) => a.status === 'failed') ? 'failed' : 'passed',
        message: '',
        assertionResults,
      })),
    };
    writeFileSync(resolve(this.rootDir, this.outputFile), `${JSON.stringify(report, null, 2)}\n`);
  }
}
