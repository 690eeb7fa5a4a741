// sitemap.xml (every listed route in both languages, each with its alternates) and
// robots.txt pointing at it, for the site's origin. Written at deploy time
// where the origin is known: into the deploy folder by both servers
// (e2e/tools/serve.mjs at start, e2e/tools/nginx-config.mjs when it renders
// the configuration), beside the pages by the static command.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressFile } from '../../shared-ui/deploy/precompress.mjs';
/** @import { FramesIndex } from '../../shared-ui/deploy/compose.mjs' */

/**
 * The frames a crawler should find: every route's, but the not-found page's and those that say noindex (unlisted).
 * @param {Pick<FramesIndex, 'frames'>} frames
 */
export const indexedFrames = (frames) => frames.frames.filter((frame) => !frame.unlisted && !frame.notFound);

/**
 * `frames`: the shell's frames index (readFrames of compose.mjs), in sitemap order.
 * @param {string} dir
 * @param {Pick<FramesIndex, 'frames'>} frames
 * @param {string} origin
 */
export function writeSeoFiles(dir, frames, origin) {
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
  writeFileSync(
    join(dir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(join(dir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  compressFile(join(dir, 'sitemap.xml'));
}
