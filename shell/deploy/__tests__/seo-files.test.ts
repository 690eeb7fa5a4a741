/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSeoFiles } from '../seo-files.mjs';

describe('writeSeoFiles', () => {
  it('lists every page given in both languages, each with its alternates, and robots.txt points at it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'seo-'));
    try {
      writeSeoFiles(dir, ['/', '/about'], 'https://www.example.org');
      const sitemap = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
      expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
        'https://www.example.org/',
        'https://www.example.org/about',
        'https://www.example.org/fr',
        'https://www.example.org/fr/about',
      ]);
      expect(sitemap).toContain(
        '<xhtml:link rel="alternate" hreflang="fr" href="https://www.example.org/fr/about"/>\n    <xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.org/about"/>',
      );
      expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://www.example.org/sitemap.xml');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
