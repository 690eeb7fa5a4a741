// sitemap.xml (every listed route in both languages, each with its alternates) and
// robots.txt pointing at it, for the site's origin. Written at deploy time
// where the origin is known: into the deploy folder by both servers
// (e2e/tools/serve.mjs at start, e2e/tools/nginx-config.mjs when it renders
// the configuration), beside the pages by the static command.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressFile } from '../../shared-ui/deploy/precompress.mjs';
import { localized, notFoundRoute } from './compose.mjs';

/** The routes a crawler should find: every route of the frames but the not-found page and those that say noindex (unlisted). */
export const indexedRoutes = (frames) =>
  [...new Set(frames.frames.filter((frame) => !frame.unlisted).map((frame) => frame.route))].filter(
    (route) => route !== notFoundRoute,
  );

export function writeSeoFiles(dir, frames, origin) {
  const url = (route, language) => `${origin}${localized(route, language)}`;
  const alternates = (route) =>
    [
      `    <xhtml:link rel="alternate" hreflang="en" href="${url(route, 'en')}"/>`,
      `    <xhtml:link rel="alternate" hreflang="fr" href="${url(route, 'fr')}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(route, 'en')}"/>`,
    ].join('\n');
  const routes = indexedRoutes(frames);
  const entries = ['en', 'fr'].flatMap((language) =>
    routes.map((route) => `  <url>\n    <loc>${url(route, language)}</loc>\n${alternates(route)}\n  </url>`),
  );
  writeFileSync(
    join(dir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(join(dir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  compressFile(join(dir, 'sitemap.xml'));
}
