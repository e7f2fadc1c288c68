// Prints one closing line for the whole monorepo test run — "tests: N passed, N failed, N skipped" —
// from the JSON report every package's vitest writes (test-results.json, a turbo output, so a
// cached run reports the same figures). Exits non-zero when a report is missing or counts a failure.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const workspaces = ['packages', 'apps'].flatMap((dir) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir)).map((name) => join(root, dir, name))
    : [],
);

let passed = 0;
let failed = 0;
let skipped = 0;
let missing = 0;
for (const ws of workspaces) {
  const pkg = join(ws, 'package.json');
  if (!existsSync(pkg) || !JSON.parse(readFileSync(pkg, 'utf8')).scripts?.test) continue;
  const report = join(ws, 'test-results.json');
  if (!existsSync(report)) {
    console.error(`no test report in ${ws}`);
    missing++;
    continue;
  }
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || missing > 0 || passed === 0 ? 1 : 0);
