// The contract between a remote and whoever composes pages from it (the
// shell's servers at request time, and the static command for hosts without
// request-time composition): files under the remote's dist/fragments/,
// listed by fragments.json. Plain JavaScript, so that Node scripts read it
// as the builds write it.
//
// The files are HTML with server-side includes' syntax where they need to
// know where the remote is deployed now: a stylesheet link is
// `<!--#echo var="<name>_base" encoding="none" -->static/css/…`, and the
// composer (nginx's SSI, or shared-ui/deploy/compose.mjs) sets <name>_base to the
// remote's current base URL. A page's frame includes them by a virtual path,
// /_fragments/<name>/<file>, that the composer maps to <base>fragments/<file>.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @typedef {'en' | 'fr'} Language */

/**
 * dist/fragments/fragments.json of a remote.
 * @typedef {object} FragmentsIndex
 * @property {typeof fragmentsContract} contract
 * @property {string} name The remote's federation name, e.g. remote_company.
 * @property {Record<string, { module: string } & Record<Language, { head: string; body: string }>>} pages
 *   Per route path (English): its exposed module and per language its head tags (with its stylesheets) and content,
 *   relative to fragments/.
 * @property {Record<string, { head: string } & Record<Language, string>>} blocks
 *   Per exposed home-page block: its head tags (stylesheets) and per language its content.
 */

/** Bump on any change that an older reader would misread. */
export const fragmentsContract = 2;

/**
 * The file of a route (English path) in a language, relative to fragments/ or frames/.
 * @param {string} route
 * @param {Language} language
 */
export const fragmentFile = (route, language, suffix = '.html') =>
  `${language}/${route === '/' ? 'index' : route.slice(1)}${suffix}`;

/**
 * The file of a home-page block's content in a language, and of its head tags (stylesheets, the same in both).
 * @param {string} module
 * @param {Language} language
 */
export const blockFile = (module, language) => `${language}/blocks/${module}.html`;
/** @param {string} module */
export const blockHeadFile = (module) => `blocks/${module}.head.html`;

/**
 * The variable that holds a remote's current base URL (ending in /) when its fragments are composed.
 * @param {string} name
 */
export const baseVariable = (name) => `${name}_base`;

/**
 * Where a page's frame includes a remote's fragment file from.
 * @param {string} name
 * @param {string} file
 */
export const fragmentPath = (name, file) => `/_fragments/${name}/${file}`;

/**
 * A stylesheet of the remote (path relative to its base URL), linked from wherever it is deployed.
 * @param {string} name
 * @param {string} path
 */
export const stylesheetLink = (name, path) =>
  `<link rel="stylesheet" href="<!--#echo var="${baseVariable(name)}" encoding="none" -->${path}">`;

/**
 * Reads a remote's fragments.json, checking its contract version.
 * @param {string} fragmentsDir
 * @returns {FragmentsIndex}
 */
export function readFragmentsIndex(fragmentsDir) {
  const file = join(fragmentsDir, 'fragments.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the remote first`);
  /** @type {unknown} */
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  const index = /** @type {{ contract: unknown }} */ (parsed);
  if (index.contract !== fragmentsContract)
    throw new Error(`${file}: contract ${String(index.contract)}, this reader knows ${fragmentsContract}`);
  return /** @type {FragmentsIndex} */ (index);
}
