// sitemap.xml (every listed page in both languages, each with its alternates)
// and robots.txt pointing at it, for the site's origin, which is known at
// deploy time: the edge (shell/edge) makes them per request from the shell's
// pages and each area's routes in force, and the static export
// (shell/build/compose-pages.mjs) writes them beside the pages.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressFile } from '../../shared-ui/server-kit/precompress.mjs';

/** The site's languages, English (the default) first, and the URL of a path in each. */
export const languages = /** @type {const} */ (['en', 'fr']);
/** @param {string} path @param {'en' | 'fr'} language */
export const urlIn = (path, language) => (language === 'en' ? path : path === '/' ? '/fr' : `/fr${path}`);

/**
 * The text of sitemap.xml and robots.txt for `origin`: `routes`, the English paths of the pages to list, in order.
 * @param {string[]} routes
 * @param {string} origin
 * @returns {{ 'sitemap.xml': string; 'robots.txt': string }}
 */
export function seoFiles(routes, origin) {
  // Each page names its version in every language, English as the default.
  /** @param {string} route */
  const alternates = (route) =>
    [...languages.map((language) => [language, urlIn(route, language)]), ['x-default', route]]
      .map(([hreflang, url]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${origin}${url}"/>`)
      .join('\n');
  const entries = languages.flatMap((language) =>
    routes.map((route) => `  <url>\n    <loc>${origin}${urlIn(route, language)}</loc>\n${alternates(route)}\n  </url>`),
  );
  return {
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
  };
}

/**
 * Writes sitemap.xml (with its compressed copies) and robots.txt for `origin` into `dir`.
 * @param {string} dir
 * @param {string[]} routes
 * @param {string} origin
 */
export function writeSeoFiles(dir, routes, origin) {
  for (const [name, text] of Object.entries(seoFiles(routes, origin))) writeFileSync(join(dir, name), text);
  compressFile(join(dir, 'sitemap.xml'));
}
