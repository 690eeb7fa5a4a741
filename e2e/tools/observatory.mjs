#!/usr/bin/env node
// Grades one host with the MDN HTTP Observatory's own code (@mdn/mdn-http-observatory
// 1.4.8, the last release that runs on Node 20): its retriever fetches the
// host over HTTP and HTTPS as its scanner does, its tests judge the
// responses and its grader scores them. Only the ports are ours: the
// scanner's scan() takes none, so this calls the same steps with them.
//
//   NODE_EXTRA_CA_CERTS=ca.pem node e2e/tools/observatory.mjs <host> <http port> <https port>
//
// Prints {"grade", "score", "tests": {name: {pass, result, scoreModifier}}} as JSON.
// The package's install script downloads the HSTS preload list, which
// pnpm does not run (pnpm-workspace.yaml); the grader reads a local copy,
// e2e/fixtures/observatory/hsts-preload.json (empty: no test host is preloaded).
import { copyFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
const preloadList = join(packageDir, 'conf', 'hsts-preload.json');
if (!existsSync(preloadList))
  copyFileSync(fileURLToPath(new URL('../fixtures/observatory/hsts-preload.json', import.meta.url)), preloadList);

/**
 * What this uses of the Observatory (plain JavaScript, loaded by path, so untyped here).
 * @typedef {{ responses: { auto?: { status: number } } }} Requests
 * @typedef {{ pass: boolean | null; result: string | null }} TestOutput
 * @typedef {[
 *   { retrieve: (hostname: string, options: { httpPort?: string; httpsPort?: string }) => Promise<Requests> },
 *   { ALL_TESTS: ((requests: Requests) => TestOutput)[] },
 *   {
 *     getGradeForScore: (score: number) => { grade: string; score: number };
 *     getScoreModifier: (result: string) => number;
 *   },
 *   { MINIMUM_SCORE_FOR_EXTRA_CREDIT: number },
 * ]} ObservatoryModules
 */

/**
 * @param {string} path
 * @returns {Promise<unknown>}
 */
const load = (path) => import(pathToFileURL(join(packageDir, 'src', path)).href);
const [{ retrieve }, { ALL_TESTS }, { getGradeForScore, getScoreModifier }, { MINIMUM_SCORE_FOR_EXTRA_CREDIT }] =
  /** @type {ObservatoryModules} */ (
    await Promise.all([
      load('retriever/retriever.js'),
      load('constants.js'),
      load('grader/grader.js'),
      load('grader/charts.js'),
    ])
  );

/**
 * The scanner's scan(), with ports.
 * @param {string} hostname
 * @param {string | undefined} httpPort
 * @param {string | undefined} httpsPort
 */
async function grade(hostname, httpPort, httpsPort) {
  const requests = await retrieve(hostname, { httpPort, httpsPort });
  if (!requests.responses.auto) throw new Error(`${hostname} did not answer`);
  let withExtraCredit = 100;
  let uncurved = 100;
  /** @type {Record<string, { pass: boolean | null; result: string | null; scoreModifier: number }>} */
  const tests = {};
  for (const test of ALL_TESTS) {
    const output = test(requests);
    const modifier = output.result ? getScoreModifier(output.result) : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    tests[output.constructor.name] = { pass: output.pass, result: output.result, scoreModifier: modifier };
  }
  const { grade: letter, score } = getGradeForScore(
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
  );
  return { grade: letter, score, status: requests.responses.auto.status, tests };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [hostname = '', httpPort, httpsPort] = process.argv.slice(2);
  console.log(JSON.stringify(await grade(hostname, httpPort, httpsPort)));
}
