/**
 * Global setup of each integration project (vitest.config.ts): starts the project's run log
 * empty, hands its paths to the test processes, and after the run fails it when the log holds a
 * secret (./runLog.ts).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { checkRunLog, parseSecrets, type RunLogPaths } from './runLog';

const outputDir = fileURLToPath(new URL('../test-output/', import.meta.url));

export default function setup(project: TestProject) {
  const paths: RunLogPaths = {
    logFile: `${outputDir}server-log-${project.name}.log`,
    secretsDir: `${outputDir}secrets-${project.name}`,
  };
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(paths.logFile, '');
  rmSync(paths.secretsDir, { recursive: true, force: true });
  project.provide('runLog', paths);

  return () => {
    const secretFiles = existsSync(paths.secretsDir) ? readdirSync(paths.secretsDir) : [];
    const secrets = parseSecrets(
      secretFiles.map((file) => readFileSync(`${paths.secretsDir}/${file}`, 'utf8')),
    );
    const problems = checkRunLog(readFileSync(paths.logFile, 'utf8'), secrets);
    if (!problems.length) return;
    process.exitCode = 1;
    const shown = problems.slice(0, 20).map((problem) => `  - ${problem}`);
    if (problems.length > shown.length) shown.push(`  … and ${problems.length - 20} more`);
    throw new Error(
      `[${project.name}] the server log of this run (${paths.logFile}) is not clean:\n${shown.join('\n')}`,
    );
  };
}
