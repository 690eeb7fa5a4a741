// Pieces of the pages' HTML shared by the frame writer (build/frames.ts) and
// the join (build/compose-pages.mjs).
import { readFileSync } from 'node:fs';

/** The one inline script of the site; its sha256 is in the shell's CSP (shell/deploy/shell-csp.mjs). */
export const pageStart = readFileSync(new URL('./page-start.js', import.meta.url), 'utf8').trim();

/**
 * The inline style attributes the pages' HTML may carry, each allowed by its
 * hash in the shell's CSP (style-src-attr, shell/deploy/shell-csp.mjs):
 * React writes a component's style prop into the server HTML, where a CSP
 * without them would block it. Radix's NavigationMenu.List wraps the desktop
 * navigation's list in a positioned div. The join (compose-pages.mjs) fails
 * on any other, so a new one is a decision, not a console error in production.
 */
export const allowedStyleAttributes = ['position:relative'];

/** Style attribute values in a page's HTML that the CSP does not allow. */
export const unallowedStyleAttributes = (html) =>
  [...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1]).filter((value) => !allowedStyleAttributes.includes(value));

/**
 * Inline scripts in a page's HTML that the CSP would block: any but the
 * page start (allowed by its hash) and JSON-LD data, which is not run.
 */
export const unallowedInlineScripts = (html) =>
  [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '', body]) => !/\ssrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes) && body.trim() !== pageStart)
    .map(([, , body]) => body.slice(0, 60));

/** Where the route's remote puts its head tags and stylesheets in a frame. */
export const headToken = '@@head@@';

/** Where an exposed module's content goes in a frame (shell/src/features/remotes/fragment-slots.ts writes it). */
export const fragmentTokenPattern = /@@fragment:([\w-]+)\/([\w-]+)@@/g;
