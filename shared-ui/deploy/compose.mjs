// The one composer of the site's pages: a frame (the shell's document of a
// route in a language, written by its build as data: HTML with typed slots)
// joined with the fragments its slots name (what the remotes rendered,
// fragments-contract.mjs), from the releases in force. The shell's edge
// (shell/edge) composes every page with it per request, the static export
// (shell/build/compose-pages.mjs) writes every page with it, and the company
// area's enquiry service composes its no-JavaScript answers with it: shared,
// since a remote never imports the shell.
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFragment } from './fragments-contract.mjs';
/** @import { Fragment, FragmentSlot } from './fragments-contract.mjs' */

/** @typedef {'en' | 'fr'} Language */

/**
 * A part of a frame: the shell's own HTML, or a slot the composer fills.
 * - `scripts`: the app's scripts and the map of the releases the page was composed from; left out of a page for a
 *   browser that runs none (the enquiry service's answers).
 * - `head`: the head tags and stylesheets of the page's fragments, in the order of their slots.
 * - a fragment slot: a remote's part of the body, with the notice that stands in for it when it cannot be had.
 * @typedef {string | { slot: 'scripts' } | { slot: 'head' } | (FragmentSlot & { fallback: string })} FramePart
 */

/**
 * A frame: the whole document of a route in a language, as the shell's build wrote it (shell/build/frames.ts).
 * @typedef {object} Frame
 * @property {string} route
 * @property {Language} language
 * @property {string} url The URL path it serves: the route in its language (/fr/about).
 * @property {string} missingTitle The document's title when the route's own content cannot be had.
 * @property {FramePart[]} parts
 * @property {true} [unlisted] A page that says noindex: left out of sitemap.xml.
 * @property {true} [notFound] The not-found page of its language, served for any path that is no route.
 */

/**
 * The shell's dist/frames/frames.json.
 * @typedef {object} FramesIndex
 * @property {string} renderedOrigin The origin the pages were rendered with, which composition replaces with the site's.
 * @property {string} defaultOrigin The site's origin when SITE_URL is not set.
 * @property {Record<string, string>} remotes Each remote's federation name → its folder in the workspace.
 * @property {Record<string, string[]>} prefixes The path prefixes each remote owns unless the deploy folder says otherwise.
 * @property {string} scripts The app's scripts (the page start and the entry), as the `scripts` slot puts them.
 * @property {string} remotesMapId The id of the script element that holds the page's map of releases (the app reads it).
 * @property {Frame[]} frames
 */

/**
 * frames.json as readFrames gives it.
 * @typedef {object} FramesLookup
 * @property {Frame[]} pages The frames of routes, without the not-found pages.
 * @property {Map<string, Frame>} byUrl
 * @property {Record<Language, Frame>} notFound
 */
/** @typedef {FramesIndex & FramesLookup} Frames */

/**
 * Where the fragments come from: the fragment a remote's release in force has
 * for a slot in a language, undefined when it has none, a rejection when it
 * cannot be had (its reason is reported).
 * @typedef {(slot: FragmentSlot, language: Language) => Promise<Fragment | undefined>} FragmentSource
 */

/** How long a page waits for its fragments: one slow remote never holds a page for much more. */
export const fragmentTimeoutMs = 1000;

/** What a page whose own content could not be had answers: 503, and when to try again. */
export const retryAfterSeconds = 30;

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Where each remote is deployed now, from a map of name → URL of its
 * mf-manifest.json (relative to `siteOrigin` if not absolute): its base URL,
 * the folder of its manifest, ending in /.
 * @param {Record<string, string>} manifests
 * @param {string} siteOrigin
 * @returns {Record<string, string>}
 */
export function remoteBases(manifests, siteOrigin) {
  return Object.fromEntries(
    Object.entries(manifests).map(([name, manifest]) => [name, new URL('.', new URL(manifest, siteOrigin)).href]),
  );
}

/**
 * Fragments read from releases: `read(base, path)` gives a file of the
 * release at `base` (undefined when it is not there); each remote's base is
 * `bases[name]`.
 * @param {Record<string, string>} bases
 * @param {(base: string, path: string) => Promise<string | undefined>} read
 * @returns {FragmentSource}
 */
export const releaseFragments = (bases, read) => (slot, language) => {
  const base = bases[slot.remote];
  if (!base) return Promise.reject(new Error(`${slot.remote} is deployed nowhere`));
  return readFragment((path) => read(base, path), base, slot, language);
};

/**
 * Asks a release for one file over HTTP, uncompressed, within `timeoutMs`,
 * or reads it from disk for a file: URL (its ETag made of its time and size):
 * its text and ETag; 'unchanged' when the `etag` given still holds; undefined
 * when the release has no such file; a rejection for any other answer.
 * @param {string} url
 * @param {{ timeoutMs?: number; etag?: string; signal?: AbortSignal }} [options]
 * @returns {Promise<{ text: string; etag?: string } | 'unchanged' | undefined>}
 */
export async function fetchReleaseFile(url, { timeoutMs = fragmentTimeoutMs, etag, signal } = {}) {
  if (url.startsWith('file:')) {
    const file = await stat(new URL(url)).catch(() => undefined);
    if (!file?.isFile()) return undefined;
    const tag = `${file.mtimeMs}-${file.size}`;
    return tag === etag ? 'unchanged' : { text: await readFile(new URL(url), 'utf8'), etag: tag };
  }
  const deadline = AbortSignal.timeout(timeoutMs);
  const response = await fetch(url, {
    signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
    headers: { 'Accept-Encoding': 'identity', ...(etag ? { 'If-None-Match': etag } : {}) },
  });
  if (response.status === 200) return { text: await response.text(), etag: response.headers.get('etag') ?? undefined };
  // A body not read is let go, so that its connection can serve the next request.
  await response.body?.cancel();
  if (response.status === 304 && etag) return 'unchanged';
  if (response.status === 404) return undefined;
  throw new Error(`${url}: HTTP ${response.status}`);
}

/**
 * Reads a release's files (fetchReleaseFile), each within `timeoutMs`, never
 * one outside the release: `base` is its URL (http, https or file), ending in /.
 * @returns {(base: string, path: string) => Promise<string | undefined>}
 */
export const releaseReader =
  (timeoutMs = fragmentTimeoutMs) =>
  async (base, path) => {
    const url = new URL(path, base).href;
    if (!url.startsWith(base)) throw new Error(`${path} is not a file of ${base}`);
    const file = await fetchReleaseFile(url, { timeoutMs });
    return typeof file === 'object' ? file.text : undefined;
  };

/**
 * Reads the files of the releases a site has now with `read`: a release of
 * the site at `siteOrigin` itself (under its /releases/) from the releases
 * folder the edge serves (a file: URL), any other from its own origin.
 * @param {string} releasesDir
 * @param {string} siteOrigin
 * @param {(base: string, path: string) => Promise<string | undefined>} read
 * @returns {(base: string, path: string) => Promise<string | undefined>}
 */
export function siteReleases(releasesDir, siteOrigin, read) {
  const served = new URL('/releases/', siteOrigin).href;
  const folder = pathToFileURL(`${releasesDir}/`).href;
  return (base, path) => read(base.startsWith(served) ? `${folder}${base.slice(served.length)}` : base, path);
}

/**
 * The shell's frames (shell/dist/frames/frames.json, written by its build
 * from the route table): which frame serves which URL, and the not-found page
 * of each language.
 * @param {string} shellDist
 * @returns {Frames}
 */
export function readFrames(shellDist) {
  // JSON.parse gives any, which a JSDoc cast alone does not hide from the type-checked lint rules.
  /** @type {unknown} */
  const parsed = JSON.parse(readFileSync(join(shellDist, 'frames', 'frames.json'), 'utf8'));
  const index = /** @type {FramesIndex} */ (parsed);
  const pages = index.frames.filter((frame) => !frame.notFound);
  const byUrl = new Map(pages.map((frame) => [frame.url, frame]));
  const notFound = /** @type {Record<Language, Frame>} */ (
    Object.fromEntries(index.frames.filter((frame) => frame.notFound).map((frame) => [frame.language, frame]))
  );
  return { ...index, pages, byUrl, notFound };
}

/**
 * The not-found page for a path that is no route: French under /fr, English elsewhere.
 * @param {Frames} frames
 * @param {string} path
 */
export const notFoundFrame = (frames, path) => frames.notFound[/^\/fr(\/|$)/.test(path) ? 'fr' : 'en'];

/**
 * @typedef {object} ComposeContext
 * @property {FragmentSource} fragments
 * @property {Record<string, string>} manifests Each remote's manifest URL as the page's code should load it: the releases the fragments came from.
 * @property {string} origin The site's origin, in place of the one the pages were rendered with.
 * @property {boolean} [scripts] False for a page to a browser that runs no script: the `scripts` slot stays empty.
 * @property {number} [deadlineMs] How long the page waits for its fragments.
 */

/**
 * @typedef {object} Composed
 * @property {number} status 503 when the route's own content could not be had (a crawler must not index the notice
 *   as the page), 200 otherwise, even with a home block missing (its notice stands in its place).
 * @property {string} html
 * @property {{ slot: FragmentSlot; reason: string }[]} failed The slots whose notice stands in, and why.
 */

/**
 * Composes one page: `frame` with each slot filled.
 * @param {Pick<FramesIndex, 'renderedOrigin' | 'scripts' | 'remotesMapId'>} frames
 * @param {Frame} frame
 * @param {ComposeContext} context
 * @returns {Promise<Composed>}
 */
export async function compose(
  frames,
  frame,
  { fragments, manifests, origin, scripts = true, deadlineMs = fragmentTimeoutMs },
) {
  /** @type {(FragmentSlot & { fallback: string })[]} */
  const slots = frame.parts.filter((part) => typeof part === 'object' && 'remote' in part);
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${deadlineMs} ms`)), deadlineMs);
  });
  const settled = await Promise.allSettled(
    slots.map((slot) => Promise.race([fragments(slot, frame.language), deadline])),
  );
  clearTimeout(timer);
  /** @type {Map<FramePart, Fragment>} */
  const filled = new Map();
  /** @type {Composed['failed']} */
  const failed = [];
  settled.forEach((result, i) => {
    const slot = /** @type {FragmentSlot & { fallback: string }} */ (slots[i]);
    if (result.status === 'fulfilled' && result.value) filled.set(slot, result.value);
    else
      failed.push({
        slot:
          slot.slot === 'page'
            ? { slot: 'page', remote: slot.remote, route: slot.route }
            : { slot: 'block', remote: slot.remote, module: slot.module },
        reason:
          result.status === 'rejected'
            ? String(result.reason instanceof Error ? result.reason.message : result.reason)
            : 'not in the release',
      });
  });
  const missingContent = failed.some(({ slot }) => slot.slot === 'page');
  const head = slots
    .map((slot) => {
      const fragment = filled.get(slot);
      if (!fragment) return slot.slot === 'page' ? `<title>${escapeHtml(frame.missingTitle)}</title>` : '';
      return (
        fragment.head +
        fragment.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('')
      );
    })
    .join('');
  // A map in a script element: no "<" in it, so it cannot end the element.
  const map = JSON.stringify(manifests).replace(/</g, '\\u003c');
  const html = frame.parts
    .map((part) => {
      if (typeof part === 'string') return part;
      if (part.slot === 'scripts')
        return scripts
          ? `${frames.scripts}<script type="application/json" id="${frames.remotesMapId}">${map}</script>`
          : '';
      if (part.slot === 'head') return head;
      return filled.get(part)?.body ?? part.fallback;
    })
    .join('');
  return { status: missingContent ? 503 : 200, html: html.replaceAll(frames.renderedOrigin, origin), failed };
}
