// Composition of a page at request time, as nginx's SSI module does it for
// production (shell/deploy/nginx.conf): the shell's frame of the route and
// language (shell/dist/frames/, written by its build) with the fragments the
// owning remote wrote beside its manifest (shared-ui/deploy/fragments-contract.mjs),
// fetched from where that remote is deployed now, as remotes.json says.
// The shell's edge server (shell/edge) composes every page with it, the
// static command (shell/build/compose-pages.mjs) writes them all with it for
// hosts that cannot compose, and the company area's enquiry service composes
// its contact page with it: shared, since a remote never imports the shell.
//
// The frames and fragments use three directives of SSI, interpreted here as
// nginx does: <!--#block name="n" -->…<!--#endblock --> (a stub, defined
// before its use), <!--#include virtual="/_fragments/<remote>/<file>" stub="n" -->
// (the stub's content when the fragment cannot be had), and
// <!--#echo var="<remote>_base" encoding="none" --> (where the remote is).
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { baseVariable } from './fragments-contract.mjs';

/** @typedef {'en' | 'fr'} Language */
/** @typedef {(virtualPath: string) => Promise<string | undefined>} FetchFragment */

/**
 * An entry of the shell's frames.json (written by build/frames.ts).
 * @typedef {object} FrameEntry
 * @property {string} route
 * @property {Language} language
 * @property {string} url The URL path the frame serves: the route in its language (/fr/about).
 * @property {string} [module] The exposed module that renders the route's content, for a remote's route.
 * @property {string} [content] The include of the route's own content (a remote's route): without it the page is a 503.
 * @property {string} file The frame's file, relative to frames/.
 * @property {true} [unlisted] A page that says noindex: left out of sitemap.xml.
 * @property {true} [notFound] The not-found page of its language, served for any path that is no route.
 */

/**
 * The shell's dist/frames/frames.json: the route table as Node scripts read it.
 * @typedef {object} FramesIndex
 * @property {string} renderedOrigin The origin the pages were rendered with, which composition replaces with the site's.
 * @property {string} defaultOrigin The site's origin when SITE_URL is not set.
 * @property {Record<string, string>} remotes Each remote's federation name → its folder in the workspace.
 * @property {{ from: string; to: string }[]} redirects Old URL paths and where they now are, per language.
 * @property {FrameEntry[]} frames
 */

/**
 * frames.json as readFrames gives it.
 * @typedef {object} FramesLookup
 * @property {FrameEntry[]} pages The frames of routes, without the not-found pages.
 * @property {Map<string, FrameEntry>} byUrl
 * @property {Record<Language, FrameEntry>} notFound
 */
/** @typedef {FramesIndex & FramesLookup} Frames */

/** How long a fragment may take: one slow remote never holds a page for much more. */
export const fragmentTimeoutMs = 1000;

/** What a page whose own content could not be had answers: 503, and when to try again. */
export const retryAfterSeconds = 30;

const blockPattern = /<!--#block name="([\w-]+)" -->([\s\S]*?)<!--#endblock -->/g;
const includePattern = /<!--#include virtual="([^"]+)"(?: stub="([\w-]+)")? -->/g;
const echoPattern = /<!--#echo var="(\w+)"(?: encoding="(none|entity)")? -->/g;
/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Interprets `html`'s directives. fetchFragment(virtualPath) resolves to the
 * fragment's text, or undefined when it cannot be had (then the stub, or
 * nothing, takes its place, as with nginx's ssi_silent_errors). Included text
 * is interpreted too (nginx's SSI runs on the fragments' responses), once.
 * Resolves to the HTML and the virtual paths that could not be had.
 * @param {string} html
 * @param {{ fetchFragment: FetchFragment; variables: Record<string, string> }} context
 * @returns {Promise<{ html: string; failed: string[] }>}
 */
export async function interpretSsi(html, { fetchFragment, variables }, depth = 0) {
  /** @type {Record<string, string>} */
  const blocks = {};
  const body = html.replace(blockPattern, (_, /** @type {string} */ name, /** @type {string} */ content) => {
    blocks[name] = content;
    return '';
  });
  const echoed = body.replace(
    echoPattern,
    (_, /** @type {string} */ name, /** @type {string | undefined} */ encoding) => {
      const value = variables[name] ?? '(none)';
      return encoding === 'none' ? value : escapeHtml(value);
    },
  );
  const includes = [...echoed.matchAll(includePattern)];
  /** @type {string[]} */
  const failed = [];
  const texts = await Promise.all(
    includes.map(async ([, path = '', stub]) => {
      const text = depth < 1 ? await fetchFragment(path).catch(() => undefined) : undefined;
      if (text === undefined) {
        failed.push(path);
        return stub ? (blocks[stub] ?? '') : '';
      }
      const inner = await interpretSsi(text, { fetchFragment, variables }, depth + 1);
      return inner.html;
    }),
  );
  let index = 0;
  return { html: echoed.replace(includePattern, () => texts[index++] ?? ''), failed };
}

/**
 * Where each remote is deployed now, from the deploy-time remotes.json
 * (name → URL of its mf-manifest.json, relative to `siteOrigin` if not
 * absolute): its base URL, the folder of its manifest, ending in /.
 * @param {Record<string, string>} remotesJson
 * @param {string} siteOrigin
 * @returns {Record<string, string>}
 */
export function remoteBases(remotesJson, siteOrigin) {
  return Object.fromEntries(
    Object.entries(remotesJson).map(([name, manifest]) => [name, new URL('.', new URL(manifest, siteOrigin)).href]),
  );
}

/**
 * The SSI variables a page's fragments use: each remote's base URL.
 * @param {Record<string, string>} bases
 */
const baseVariables = (bases) =>
  Object.fromEntries(Object.entries(bases).map(([name, base]) => [baseVariable(name), base]));

/**
 * The remote and file of a virtual path /_fragments/<remote>/<file>, or undefined.
 * @param {string} path
 * @returns {{ name: string; file: string } | undefined}
 */
export function fragmentLocation(path) {
  const [, name, file] = /^\/_fragments\/(\w+)\/((?:[\w-]+\/)*[\w.-]+\.html)$/.exec(path) ?? [];
  return name && file ? { name, file } : undefined;
}

/**
 * Fetches fragments over HTTP from each remote's base, with the deadline; a non-200 answer is no fragment.
 * @param {Record<string, string>} bases
 * @returns {FetchFragment}
 */
export const httpFragments =
  (bases, timeoutMs = fragmentTimeoutMs) =>
  async (path) => {
    const location = fragmentLocation(path);
    const base = location && bases[location.name];
    if (!base) return undefined;
    const response = await fetch(new URL(`fragments/${location.file}`, base), {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'Accept-Encoding': 'identity' },
    });
    return response.status === 200 ? response.text() : undefined;
  };

/**
 * Reads fragments from remotes' build folders (name → dist), for a join without servers.
 * @param {Record<string, string>} dirs
 * @returns {FetchFragment}
 */
export const folderFragments = (dirs) => async (path) => {
  const location = fragmentLocation(path);
  const dir = location && dirs[location.name];
  if (!dir) return undefined;
  try {
    return await readFile(join(dir, 'fragments', location.file), 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * The shell's frames index (shell/dist/frames/frames.json, written by its
 * build from the route table): which frame serves which URL, and the
 * not-found page of each language.
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
  const notFound = /** @type {Record<Language, FrameEntry>} */ (
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
 * Composes one page: `frame` (an entry of frames.json) joined with its
 * fragments, the site's origin put in place of the one it was rendered with.
 * Status 503 when the route's own content could not be had (a crawler must
 * not index the notice as the page), 200 otherwise, even with a home block
 * missing (its notice stands in its place).
 * @param {string} shellDist
 * @param {Frames} frames
 * @param {FrameEntry} frame
 * @param {{ fetchFragment: FetchFragment; bases: Record<string, string>; origin: string }} context
 * @returns {Promise<{ status: number; html: string; failed: string[] }>}
 */
export async function composePage(shellDist, frames, frame, { fetchFragment, bases, origin }) {
  const template = readFileSync(join(shellDist, 'frames', frame.file), 'utf8');
  const { html, failed } = await interpretSsi(template, { fetchFragment, variables: baseVariables(bases) });
  return {
    status: frame.content && failed.includes(frame.content) ? 503 : 200,
    html: html.replaceAll(frames.renderedOrigin, origin),
    failed,
  };
}
