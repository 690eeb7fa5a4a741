#!/usr/bin/env node
// Runs every check of the project in order: type checking, unit tests (Jest),
// the production build, then the end-to-end suite (Playwright) against it.
// Ends with one line "N passed, N failed" totalling every runner, because CI
// reads neither Jest's nor Playwright's own summary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const run = (command, args, cwd = root) => {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? '1' } }).status ?? 1;
};
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

let passed = 0;
let failed = 0;

// 1. Types (strict) in every package.
if (run('pnpm', ['-r', '--workspace-concurrency=1', 'typecheck']) === 0) passed += 1;
else failed += 1;

// 2. Unit tests.
const jestReport = join(root, 'e2e', 'test-results', 'jest.json');
rmSync(jestReport, { force: true });
mkdirSync(join(root, 'e2e', 'test-results'), { recursive: true });
run('npx', ['jest', '--ci', '--json', `--outputFile=${jestReport}`]);
const jest = readJson(jestReport);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
} else failed += 1;

// 3. Production build, 4. end-to-end journeys.
if (run('pnpm', ['build']) !== 0) {
  failed += 1;
} else {
  const pwReport = join(root, 'e2e', 'test-results', 'results.json');
  rmSync(pwReport, { force: true });
  run('npx', ['playwright', 'test'], join(root, 'e2e'));
  const pw = readJson(pwReport);
  if (pw) {
    passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
    failed += pw.stats.unexpected ?? 0;
  } else failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
