/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indexedRoutes, writeSeoFiles } from '../seo-files.mjs';

describe('writeSeoFiles', () => {
  it('lists every route in both languages but the not-found page and the pages that say noindex', () => {
    const dir = mkdtempSync(join(tmpdir(), 'seo-'));
    try {
      const frame = (route: string, language: 'en' | 'fr', marks: { unlisted?: true; notFound?: true } = {}) => ({
        route,
        language,
        url: language === 'fr' ? `/fr${route}` : route,
        file: `${language}${route}.html`,
        ...marks,
      });
      const frames = {
        renderedOrigin: 'https://rendered.invalid',
        defaultOrigin: 'https://www.example.com',
        frames: [
          frame('/about', 'en'),
          frame('/about', 'fr'),
          frame('/contact/thank-you', 'en', { unlisted: true }),
          frame('/contact/thank-you', 'fr', { unlisted: true }),
          frame('/404', 'en', { notFound: true }),
        ],
      };
      writeSeoFiles(dir, indexedRoutes(frames), 'https://www.example.org');
      const sitemap = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
      expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
        'https://www.example.org/about',
        'https://www.example.org/fr/about',
      ]);
      expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://www.example.org/sitemap.xml');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
