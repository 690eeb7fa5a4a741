// sitemap.xml (every listed route in both languages, each with its alternates) and
// robots.txt pointing at it, for the site's origin, which is known at deploy
// time: the edge (shell/edge) makes them at start, and the static export
// (shell/build/compose-pages.mjs) writes them beside the pages.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressFile } from '../../shared-ui/deploy/precompress.mjs';
/** @import { Frame } from '../../shared-ui/deploy/compose.mjs' */
/** @typedef {{ frames: Pick<Frame, 'route' | 'language' | 'url' | 'unlisted' | 'notFound'>[] }} SeoFrames */

/**
 * The frames a crawler should find: every route's, but the not-found page's and those that say noindex (unlisted).
 * @param {SeoFrames} frames
 */
export const indexedFrames = (frames) => frames.frames.filter((frame) => !frame.unlisted && !frame.notFound);

/**
 * The text of sitemap.xml and robots.txt for `origin`. `frames`: the shell's frames index (readFrames of compose.mjs), in sitemap order.
 * @param {SeoFrames} frames
 * @param {string} origin
 * @returns {{ 'sitemap.xml': string; 'robots.txt': string }}
 */
export function seoFiles(frames, origin) {
  const indexed = indexedFrames(frames);
  /** @param {string} route */
  const versions = (route) => indexed.filter((frame) => frame.route === route);
  // Each page names its version in every language, English as the default.
  /** @param {string} route */
  const alternates = (route) =>
    [
      ...versions(route).map((frame) => [frame.language, frame.url]),
      ...versions(route).flatMap((frame) => (frame.language === 'en' ? [['x-default', frame.url]] : [])),
    ]
      .map(([hreflang, url]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${origin}${url}"/>`)
      .join('\n');
  const entries = indexed.map(
    (frame) => `  <url>\n    <loc>${origin}${frame.url}</loc>\n${alternates(frame.route)}\n  </url>`,
  );
  return {
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
  };
}

/**
 * Writes sitemap.xml (with its compressed copies) and robots.txt for `origin` into `dir`.
 * @param {string} dir
 * @param {SeoFrames} frames
 * @param {string} origin
 */
export function writeSeoFiles(dir, frames, origin) {
  for (const [name, text] of Object.entries(seoFiles(frames, origin))) writeFileSync(join(dir, name), text);
  compressFile(join(dir, 'sitemap.xml'));
}
