#!/usr/bin/env node
// Runs every check of the project in order: formatting, lint, type checking, unit tests (Jest),
// the production build, the same build made in another folder (it must be the
// same bytes), then the end-to-end suite (Playwright) against the build and
// the development servers' smoke test.
// Ends with one line "N passed, N failed" totalling every runner, because CI
// reads neither Jest's nor Playwright's own summary. Just above it, the tests
// skipped for want of something outside Node (nginx, its brotli modules),
// grouped under one line naming what is missing and how to install it.
// With TEST_NO_SKIPS=1 (.ci/run, which installs everything) a skipped test
// counts as failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** @type {string[]} */
const times = [];
/**
 * Runs a command with its output shown; its exit status (1 if it could not start).
 * @param {string} command
 * @param {string[]} args
 */
const run = (command, args, cwd = root, label = [command, ...args].join(' ')) => {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const status =
    spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? '1' } }).status ?? 1;
  times.push(`${label}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return status;
};
/** @param {string} file */
const readJson = (file) =>
  existsSync(file) ? /** @type {unknown} */ (JSON.parse(readFileSync(file, 'utf8'))) : undefined;

/**
 * What test-all reads of Playwright's JSON report.
 * @typedef {{ status: string; annotations: { type: string; description?: string }[] }} PlaywrightTest
 * @typedef {{ title: string; file: string; specs: { title: string; tests: PlaywrightTest[] }[]; suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @typedef {{ stats: { expected?: number; flaky?: number; unexpected?: number }; suites: PlaywrightSuite[] }} PlaywrightReport
 */

/**
 * Every test of a report with its title ("file: describe › test").
 * @param {PlaywrightSuite[]} suites
 * @param {string[]} path
 * @returns {[string, PlaywrightTest][]}
 */
const playwrightTests = (suites, path = []) =>
  suites.flatMap((suite) => {
    const at = path.length ? [...path, suite.title] : [suite.file];
    return [
      ...suite.specs.flatMap((spec) =>
        spec.tests.map(
          (test) =>
            /** @type {[string, PlaywrightTest]} */ ([`${at[0]}: ${[...at.slice(1), spec.title].join(' › ')}`, test]),
        ),
      ),
      ...playwrightTests(suite.suites ?? [], at),
    ];
  });

let passed = 0;
let failed = 0;
/** Skipped tests by the reason given (e2e/support/requirements.ts: "what is missing (install: command)"). */
/** @type {Map<string, string[]>} */
const skipped = new Map();
/**
 * @param {string} reason
 * @param {string} title
 */
const skip = (reason, title) => skipped.set(reason, [...(skipped.get(reason) ?? []), title]);

// 1. Formatting (Prettier) of every file it knows.
if (run('npx', ['prettier', '--check', '--log-level=warn', '.'], root, 'format') === 0) passed += 1;
else failed += 1;

// 2. Lint (ESLint, no warning allowed; then knip: no unused file, export or dependency).
if (run('pnpm', ['lint'], root, 'lint') === 0) passed += 1;
else failed += 1;

// 3. Types (strict) in every package, and the JavaScript tools' JSDoc (tsconfig.json).
if (run('pnpm', ['typecheck'], root, 'types') === 0) passed += 1;
else failed += 1;

// 4. Unit tests.
const jestReport = join(root, 'e2e', 'test-results', 'jest.json');
rmSync(jestReport, { force: true });
mkdirSync(join(root, 'e2e', 'test-results'), { recursive: true });
run('npx', ['jest', '--ci', '--json', `--outputFile=${jestReport}`], root, 'Jest');
/**
 * @typedef {object} JestReport
 * @property {number} numPassedTests
 * @property {number} numFailedTests
 * @property {number} [numRuntimeErrorTestSuites]
 * @property {{ name: string; assertionResults: { status: string; fullName: string }[] }[]} testResults
 */
const jest = /** @type {JestReport | undefined} */ (readJson(jestReport));
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  for (const file of jest.testResults)
    for (const result of file.assertionResults)
      if (result.status === 'pending' || result.status === 'skipped' || result.status === 'todo')
        skip('skipped in the code (Jest)', `${relative(root, file.name)}: ${result.fullName}`);
} else failed += 1;

// 5. Production build, 6. the build made again from a copy of the checkout in
// another folder, compared byte for byte, 7. end-to-end journeys against the
// build, 8. the development servers.
/**
 * @param {string} config
 * @param {string} report
 * @param {string} label
 */
const playwright = (config, report, label) => {
  const file = join(root, 'e2e', 'test-results', report);
  rmSync(file, { force: true });
  run('npx', ['playwright', 'test', '--config', config], join(root, 'e2e'), label);
  const results = /** @type {PlaywrightReport | undefined} */ (readJson(file));
  if (results) {
    passed += (results.stats.expected ?? 0) + (results.stats.flaky ?? 0);
    failed += results.stats.unexpected ?? 0;
    for (const [title, test] of playwrightTests(results.suites))
      if (test.status === 'skipped')
        skip(test.annotations.find((a) => a.type === 'skip')?.description || 'skipped in the code', title);
  } else failed += 1;
};
// The build renders every page in Node: it runs with no browser reachable.
if (run('node', ['e2e/tools/build-without-browser.mjs'], root, 'build') !== 0) {
  failed += 1;
} else {
  if (run('node', ['e2e/tools/reproducible-build.mjs'], root, 'reproducible build') === 0) passed += 1;
  else failed += 1;
  playwright('playwright.config.ts', 'results.json', 'Playwright (production build)');
}
playwright('dev.config.ts', 'dev-results.json', 'Playwright (dev servers)');

console.log(`\nTime per runner: ${times.join(', ')}`);
if (skipped.size) {
  const count = [...skipped.values()].flat().length;
  const forbidden = process.env.TEST_NO_SKIPS === '1';
  console.log(
    `\n${count} skipped${forbidden ? ', counted as failed (TEST_NO_SKIPS=1: this machine should have everything)' : ''}:`,
  );
  for (const [reason, titles] of skipped) {
    console.log(`Skipped: ${reason.replace(/ \(install: (.+)\)$/, '; to run these: $1')}`);
    for (const title of titles) console.log(`  ${title}`);
  }
  if (forbidden) failed += count;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
