// The contract between a remote and whoever composes pages from it (the
// build's join, shell/build/compose-pages.mjs, today; the servers later):
// files under the remote's dist/fragments/, listed by fragments.json. Plain
// JavaScript, so that Node scripts read it as the builds write it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Bump on any change that an older reader would misread. */
export const fragmentsContract = 1;

/** The file of a route (English path) in a language, relative to fragments/ or frames/. */
export const fragmentFile = (route, language, suffix = '.html') => `${language}/${route === '/' ? 'index' : route.slice(1)}${suffix}`;

/** Reads a remote's fragments.json, checking its contract version. */
export function readFragmentsIndex(fragmentsDir) {
  const file = join(fragmentsDir, 'fragments.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the remote first`);
  const index = JSON.parse(readFileSync(file, 'utf8'));
  if (index.contract !== fragmentsContract) throw new Error(`${file}: contract ${index.contract}, this reader knows ${fragmentsContract}`);
  return index;
}
