import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
// Plain TS modules, read at build time (the package entry also holds TSX components).
import { allRoutes } from '../../shared-ui/src/config/paths';
import { site } from '../../shared-ui/src/config/site';

/**
 * Writes sitemap.xml (every route of the site) and robots.txt pointing at it
 * into the shell's build output. The base URL comes from SITE_URL at build
 * time, like the canonical links.
 */
export const pluginSeoFiles = (): RsbuildPlugin => ({
  name: 'seo-files',
  setup(api) {
    api.onAfterBuild(() => {
      const baseUrl = (process.env.SITE_URL || site.defaultBaseUrl).replace(/\/$/, '');
      const urls = allRoutes.map((path) => `  <url><loc>${baseUrl}${path}</loc></url>`).join('\n');
      const distPath = api.context.distPath;
      writeFileSync(
        join(distPath, 'sitemap.xml'),
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
      writeFileSync(join(distPath, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`);
    });
  },
});
