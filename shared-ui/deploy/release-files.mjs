// Reading the files of an area's release, wherever it is deployed: from the
// releases folder the edge serves (a file: URL) or over HTTP from an origin
// of its own, within a deadline, never a file outside the release. The
// composer's fragments and the routes in force are read through these.
import { readFile, stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { readFragment } from '../contract/fragments.mjs';
import { fragmentTimeoutMs } from './compose.mjs';
import { waitingDeadline } from '../server-kit/deadline.mjs';
/** @import { FragmentSource } from './compose.mjs' */
/** @import { Locations } from '../contract/locations.mjs' */

/**
 * Where each remote is deployed now, from where each is (its manifest's URL relative to `siteOrigin` if not
 * absolute): its base URL, the folder of its manifest, ending in /.
 * @param {Locations} locations
 * @param {string} siteOrigin
 * @returns {Record<string, string>}
 */
export function remoteBases(locations, siteOrigin) {
  return Object.fromEntries(
    Object.entries(locations).map(([name, { manifest }]) => [name, new URL('.', new URL(manifest, siteOrigin)).href]),
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
 * or reads it from disk for a file: URL, with an ETag of its time and size
 * ('unchanged' when the `etag` given still holds: a release published as a
 * link is checked again; one over HTTP never changes): its text; undefined
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
  // The wait for the origin, not this process's own work (server-kit/deadline.mjs).
  const deadline = waitingDeadline(timeoutMs);
  try {
    const response = await fetch(url, {
      signal: signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal,
      headers: { 'Accept-Encoding': 'identity' },
    });
    if (response.status === 200) return { text: await response.text() };
    // A body not read is let go, so that its connection can serve the next request.
    await response.body?.cancel();
    if (response.status === 404) return undefined;
    throw new Error(`${url}: HTTP ${response.status}`);
  } finally {
    deadline.clear();
  }
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
