// Pieces of the pages' HTML shared by the frame writer (build/frames.ts) and
// the join (build/compose-pages.mjs).
import { readFileSync } from 'node:fs';

/** The one inline script of the site; its sha256 is in the shell's CSP (e2e/tools/nginx-config.mjs). */
export const pageStart = readFileSync(new URL('./page-start.js', import.meta.url), 'utf8').trim();

/** Where the route's remote puts its head tags and stylesheets in a frame. */
export const headToken = '@@head@@';

/** Where an exposed module's content goes in a frame (shell/src/features/remotes/fragment-slots.ts writes it). */
export const fragmentTokenPattern = /@@fragment:([\w-]+)\/([\w-]+)@@/g;

/** Head tags the build rendered: the app's first render replaces them (data-prerendered). */
export const markPrerendered = (head) =>
  head.replace(/<title>/g, '<title data-prerendered="">').replace(/<(meta|link) /g, '<$1 data-prerendered="" ');
