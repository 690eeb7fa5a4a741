// The shell's pages as its build left them: its frames index
// (dist/frames/frames.json, read through the contract's schema) and its
// render bundle (dist-render/render.js), which renders the frame of any URL.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseFrames } from '../../shared-ui/contract/frames.mjs';
/** @import { Frame } from '../../shared-ui/deploy/compose.mjs' */
/** @import { Frames } from '../../shared-ui/contract/frames.mjs' */
/** @import { SiteRoutes } from '../../shared-ui/contract/routes.mjs' */

/**
 * The shell's frames index (shell/dist/frames/frames.json, written by its build).
 * @param {string} shellDist
 * @returns {Frames}
 */
export function readFrames(shellDist) {
  const file = join(shellDist, 'frames', 'frames.json');
  return parseFrames(readFileSync(file, 'utf8'), file);
}

/**
 * The shell's pages: its frames index, and the frame of any URL for the
 * routes in force, rendered by its render bundle (dist-render/render.js,
 * beside its dist/: the same components as the browser runs).
 * @param {string} shellDist
 * @param {string} [version] Anything new for a build replaced in place: its bundle is loaded afresh.
 * @returns {Promise<{ index: Frames; frame: (url: string, routes: SiteRoutes) => Promise<Frame> }>}
 */
export async function shellPages(shellDist, version) {
  const index = readFrames(shellDist);
  const file = `${pathToFileURL(join(shellDist, '..', 'dist-render', 'render.js')).href}${version ? `?v=${version}` : ''}`;
  /** @type {unknown} */
  const loaded = await import(/* webpackIgnore: true */ file);
  const bundle = /** @type {{ frame: (index: Frames, url: string, routes: SiteRoutes) => Promise<Frame> }} */ (loaded);
  return { index, frame: (url, routes) => bundle.frame(index, url, routes) };
}
