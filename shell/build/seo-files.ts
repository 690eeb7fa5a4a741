import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
// Plain TS modules, read at build time (the package entry also holds TSX components).
import { allRoutes, localizePath } from '../../shared-ui/src/config/paths';
import { site } from '../../shared-ui/src/config/site';

/**
 * Writes sitemap.xml (every route of the site in both languages, each URL
 * with its alternates) and robots.txt pointing at it into the shell's build
 * output. The base URL comes from SITE_URL at build time, like the canonical
 * links.
 */
export const pluginSeoFiles = (): RsbuildPlugin => ({
  name: 'seo-files',
  setup(api) {
    api.onAfterBuild(({ environments }) => {
      const baseUrl = (process.env.SITE_URL || site.defaultBaseUrl).replace(/\/$/, '');
      const url = (path: string, language: 'en' | 'fr') => `${baseUrl}${localizePath(path, language)}`;
      const alternates = (path: string) =>
        [
          `    <xhtml:link rel="alternate" hreflang="en" href="${url(path, 'en')}"/>`,
          `    <xhtml:link rel="alternate" hreflang="fr" href="${url(path, 'fr')}"/>`,
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path, 'en')}"/>`,
        ].join('\n');
      const urls = (['en', 'fr'] as const)
        .flatMap((language) => allRoutes.map((path) => `  <url>\n    <loc>${url(path, language)}</loc>\n${alternates(path)}\n  </url>`))
        .join('\n');
      // The browser build's folder (a production build also has a Node environment).
      const distPath = (environments.web ?? Object.values(environments)[0])!.distPath;
      writeFileSync(
        join(distPath, 'sitemap.xml'),
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
      );
      writeFileSync(join(distPath, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`);
    });
  },
});
