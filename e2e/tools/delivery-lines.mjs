#!/usr/bin/env node
// Counts the lines of the code that delivers pages: rendering in Node,
// composition, serving and the deploy tools (not tests, not the federation
// or build presets, not the product's components). The list is fixed here
// and in docs/delivery-code.md, so that two counts at two commits
// measure the same thing; a path that does not exist counts 0.
//
//   node e2e/tools/delivery-lines.mjs            every file with its count, then the total
//   node e2e/tools/delivery-lines.mjs --total    the total alone
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Files, or folders whose files all count (but tests, __tests__ folders and build output). */
const deliveryPaths = {
  render: [
    'shared-ui/src/server',
    'shared-ui/build/render-in-node.ts',
    'shell/src/render',
    'remote-services/src/render',
    'remote-products/src/render',
    'remote-company/src/render',
    'shell/build/frames.ts',
    'shell/build/page-html.mjs',
    'shell/build/page-start.js',
    'shell/src/features/remotes/fragment-slots.ts',
  ],
  compose: [
    'shared-ui/deploy/compose.mjs',
    'shared-ui/deploy/fragments-contract.mjs',
    // The contract module (fragments-contract.mjs moved there, with the routes, locations and page data).
    'shared-ui/contract',
    'shell/build/compose-pages.mjs',
    'remote-company/server/contact-page.ts',
    'remote-company/server/contact-answer.ts',
    'shared-ui/deploy/enquiry-answer.mjs',
    // (enquiry-answer.mjs is in the contract module now.)
    // Reading a release's files, split out of compose.mjs (its shell-pages and routes-in-force parts are in shell/deploy).
    'shared-ui/deploy/release-files.mjs',
  ],
  serve: [
    'shell/edge',
    'shared-ui/deploy/headers.mjs',
    'shared-ui/deploy/request-checks.mjs',
    'shared-ui/deploy/precompress.mjs',
    // The server kit: those three's new home, with the edge's metrics listener and request log (from field/src).
    'shared-ui/server-kit',
    'shared-ui/deploy/nginx',
    'shell/deploy',
    'remote-services/deploy',
    'remote-products/deploy',
    'remote-company/deploy',
    'shell/src/lib/remotes/remotes-config.ts',
    'shell/src/lib/remotes/page-remotes.ts',
    // What the page carries for the app, read once (page-remotes.ts's ids went with the three elements it replaced).
    'shell/src/lib/page-data.ts',
    // Where the serving code lived before it moved to shell/deploy (0 now): kept so that a count at an older commit compares.
    'e2e/tools/serve.mjs',
    'e2e/tools/edge-process.mjs',
    'e2e/tools/compression.d.ts',
  ],
  'deploy tools': [
    'shared-ui/deploy/area-locations.mjs',
    'shared-ui/deploy/area-changes.mjs',
    'shared-ui/deploy/point-area.mjs',
    // nginx's renderer, before it moved to shell/deploy (0 now).
    'e2e/tools/nginx-config.mjs',
  ],
};

/** @param {string} path */
const isTest = (path) => /(^|\/)__tests__(\/|$)|\.(test|spec)\.[cm]?[jt]sx?$/.test(path);

/**
 * Every file under `path` that counts.
 * @param {string} path
 * @returns {string[]}
 */
function filesOf(path) {
  const absolute = join(root, path);
  if (!existsSync(absolute) || isTest(path)) return [];
  if (statSync(absolute).isFile()) return [path];
  return readdirSync(absolute)
    .sort()
    .flatMap((name) => filesOf(join(path, name)));
}

/** Every file counted now, relative to the workspace (the lint's rule of one job per file covers them). */
export const deliveryFiles = () => Object.values(deliveryPaths).flat().flatMap(filesOf);

/** @param {string} file */
const linesOf = (file) =>
  readFileSync(join(root, file), 'utf8')
    .split('\n')
    .filter((line, i, all) => i < all.length - 1 || line !== '').length;

function main() {
  const { values } = parseArgs({ options: { total: { type: 'boolean' } } });
  let total = 0;
  for (const [job, paths] of Object.entries(deliveryPaths)) {
    let sum = 0;
    for (const file of paths.flatMap(filesOf)) {
      const lines = linesOf(file);
      sum += lines;
      if (!values.total) console.log(`${String(lines).padStart(6)}  ${relative(root, join(root, file))}`);
    }
    if (!values.total) console.log(`${String(sum).padStart(6)}  ${job}\n`);
    total += sum;
  }
  console.log(values.total ? String(total) : `${String(total).padStart(6)}  delivery code in all`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
