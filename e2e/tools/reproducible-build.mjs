#!/usr/bin/env node
// Checks that a build does not depend on where the repository is checked out:
// copies the checkout (the files git knows, committed or not) to another
// folder, runs `pnpm build` there, and compares every file of each app's
// dist/ (bundles, manifests, fragments, frames and their compressed copies) with the build already made here, byte for byte.
// `pnpm test` runs it after its build.
//
//   node e2e/tools/reproducible-build.mjs      (after pnpm build)
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { copyCheckout, pnpm, repoRoot as root } from './checkout-copy.mjs';
const apps = ['shell', 'remote-services', 'remote-products', 'remote-company'];

/**
 * Each file under dir (relative path with /) and its sha256.
 * @param {string} dir
 */
function filesOf(dir) {
  /** @type {Map<string, string>} */
  const found = new Map();
  /** @param {string} folder */
  const walk = (folder) => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else {
        found.set(
          relative(dir, path).split('\\').join('/'),
          createHash('sha256').update(readFileSync(path)).digest('hex'),
        );
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return found;
}

for (const app of apps) {
  if (!existsSync(join(root, app, 'dist'))) {
    console.error(`No ${app}/dist: run pnpm build first.`);
    process.exit(1);
  }
}

const started = Date.now();
const copy = copyCheckout('site-elsewhere');
try {
  pnpm(copy.dir, ['build']);

  let differences = 0;
  let compared = 0;
  // Each app's dist/, and the shell's edge program.
  for (const folder of [...apps.map((app) => join(app, 'dist')), join('shell', 'dist-edge')]) {
    const here = filesOf(join(root, folder));
    const there = filesOf(join(copy.dir, folder));
    for (const name of new Set([...here.keys(), ...there.keys()])) {
      compared += 1;
      if (here.get(name) === there.get(name)) continue;
      differences += 1;
      const what = !here.has(name) ? 'only in the other checkout' : !there.has(name) ? 'only here' : 'differs';
      if (differences <= 20) console.log(`  ${folder}/${name}: ${what}`);
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (differences > 0) {
    console.log(
      `Reproducible build: FAILED, ${differences} of ${compared} files differ between ${root} and ${copy.dir} (${seconds} s).`,
    );
    // Not process.exit(): the copy is removed below either way.
    process.exitCode = 1;
  } else {
    console.log(
      `Reproducible build: ${compared} files of the four apps' dist/ and the edge's program are byte-identical when built in ${copy.dir} (${seconds} s).`,
    );
  }
} finally {
  copy.remove();
}
