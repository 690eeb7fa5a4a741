import { expect, test, type Page } from '../support/test';
import { localizePath, splitLocalizedPath } from 'shared-ui/site';
import { hydrateView, openPage, urlIn, watchFailedRequests, type Language, waitForApp } from '../support/site';
import { expectServerH1Hydrated, markServerH1 } from '../support/hydration';
import { allRoutes, unlistedRoutes } from '../support/routes';

interface PageFacts {
  path: string;
  language: Language;
  title: string;
  description: string;
  canonical: string;
  alternates: Record<string, string>;
  ogLocale: string;
  ogTitle: string;
  ogDescription: string;
  ogUrl: string;
  twitterCard: string;
  htmlLang: string;
  h1: string;
  headingLevels: number[];
  internalLinks: string[];
  externalLinks: { href: string; target: string | null; rel: string | null }[];
}

const readFacts = (page: Page, path: string, language: Language): Promise<PageFacts> =>
  page.evaluate(
    ([path, language]) => {
      const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? '';
      const anchors = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')];
      return {
        path,
        language,
        title: document.title,
        description: meta('meta[name="description"]'),
        canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
        alternates: Object.fromEntries(
          [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link): [string, string] => [
            link.getAttribute('hreflang') ?? '',
            link.getAttribute('href') ?? '',
          ]),
        ),
        ogLocale: meta('meta[property="og:locale"]'),
        ogTitle: meta('meta[property="og:title"]'),
        ogDescription: meta('meta[property="og:description"]'),
        ogUrl: meta('meta[property="og:url"]'),
        twitterCard: meta('meta[name="twitter:card"]'),
        htmlLang: document.documentElement.lang,
        h1: document.querySelector('h1')?.textContent?.trim() ?? '',
        headingLevels: [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])),
        // The language switch (hreflang) is the one way to the other language.
        internalLinks: anchors
          .filter((a) => a.origin === location.origin && !a.hreflang)
          .map((a) => a.pathname + a.search),
        externalLinks: anchors
          .filter((a) => a.origin !== location.origin && a.protocol.startsWith('http'))
          .map((a) => ({ href: a.href, target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
      };
    },
    [path, language] as const,
  );

for (const language of ['en', 'fr'] as const) {
  test(`every page is findable, quiet, hydrated and linked correctly (${language}, 1280 px)`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors = watchFailedRequests(page);
    await markServerH1(page);
    const facts: PageFacts[] = [];
    for (const path of allRoutes) {
      await openPage(page, path, language);
      await page.waitForLoadState('networkidle');
      // No hydration error (React reports one as a console error) and the h1 is the server's own,
      // once an area's page has its code (the home page's h1 is the shell's).
      if (path !== '/') await hydrateView(page);
      await expectServerH1Hydrated(page, `${language} ${path}`);
      facts.push(await readFacts(page, path, language));
    }
    expect(errors, 'console errors (hydration errors included) and failed requests').toEqual([]);

    for (const fact of facts) {
      const where = `${language} ${fact.path}`;
      expect(fact.htmlLang, where).toBe(language);
      expect(fact.h1, where).not.toBe('');
      expect(fact.description.length, `${where} description`).toBeGreaterThan(50);
      const origin = new URL(fact.canonical).origin;
      expect(origin, where).toMatch(/^https?:\/\/[^/]+$/);
      expect(fact.canonical, where).toBe(`${origin}${localizePath(fact.path, language)}`);
      expect(fact.alternates, `${where} hreflang`).toEqual({
        en: `${origin}${fact.path}`,
        fr: `${origin}${localizePath(fact.path, 'fr')}`,
        'x-default': `${origin}${fact.path}`,
      });
      expect(fact.ogLocale, where).toBe(language === 'fr' ? 'fr_FR' : 'en_GB');
      // Every internal link stays in the page's language.
      expect(
        fact.internalLinks.filter((link) => splitLocalizedPath(link.split('?')[0]!).language !== language),
        `${where} links in another language`,
      ).toEqual([]);
      expect(fact.ogUrl, where).toBe(fact.canonical);
      expect(fact.ogTitle, where).toBe(fact.title);
      expect(fact.ogDescription, where).toBe(fact.description);
      expect(fact.twitterCard, where).toBe('summary');
      expect(fact.headingLevels[0], `${where} starts with h1`).toBe(1);
      fact.headingLevels.forEach((level, index) => {
        const previous = fact.headingLevels[index - 1] ?? 1;
        expect(level - previous, `${where} heading h${previous} → h${level}`).toBeLessThanOrEqual(1);
      });
      for (const link of fact.externalLinks) {
        expect(link.target, `${where} ${link.href}`).toBe('_blank');
        expect(link.rel, `${where} ${link.href}`).toBe('noopener noreferrer');
      }
    }
    const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);
    expect(duplicates(facts.map((f) => f.title)), 'duplicate titles').toEqual([]);
    expect(duplicates(facts.map((f) => f.description)), 'duplicate descriptions').toEqual([]);

    // Crawl: every internal link found on any page leads to a real page.
    const known = new Set<string>(allRoutes.map((route) => urlIn(route, language)));
    const targets = [...new Set(facts.flatMap((f) => f.internalLinks))].filter((link) => !known.has(link));
    for (const target of targets) {
      await page.goto(target);
      await waitForApp(page);
      await expect(page.locator('h1'), target).toHaveCount(1);
      await expect(
        page.locator('meta[name="robots"][content="noindex"]'),
        `${target} is not the not-found page`,
      ).toHaveCount(0);
    }
    const linkCount = facts.reduce((sum, f) => sum + f.internalLinks.length + f.externalLinks.length, 0);
    test.info().annotations.push({
      type: 'links checked',
      description: `${linkCount} links on ${facts.length} pages, ${targets.length} extra targets visited`,
    });
    console.log(
      `[${language}] ${linkCount} links checked on ${facts.length} pages; ${targets.length} distinct targets beyond the route list visited`,
    );
  });
}

test('titles and descriptions are unique across both languages too', async ({ page }) => {
  // 56 page loads, beside the other worker's journeys on a 2-core machine.
  test.setTimeout(240_000);
  const seen = new Map<string, string>();
  for (const language of ['en', 'fr'] as const) {
    for (const path of allRoutes) {
      await openPage(page, path, language);
      await page.waitForLoadState('networkidle');
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      for (const value of [title, description]) {
        expect(seen.get(value), `${language} ${path}: "${value}" also used by`).toBeUndefined();
        seen.set(value, `${language} ${path}`);
      }
    }
  }
});

test('sitemap.xml lists every route but the noindex ones in both languages with its alternates, and robots.txt points at it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: new URL(body!.match(/<loc>([^<]+)<\/loc>/)![1]!).pathname,
    alternates: Object.fromEntries(
      [...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = '', href = '']): [string, string] => [
        lang,
        new URL(href).pathname,
      ]),
    ),
  }));
  const listed = allRoutes.filter((route) => !unlistedRoutes.includes(route));
  expect(entries).toHaveLength(listed.length * 2);
  for (const path of unlistedRoutes) {
    for (const language of ['en', 'fr'] as const) {
      expect(await (await request.get(localizePath(path, language))).text(), `${language} ${path}`).toContain(
        '<meta name="robots" content="noindex"/>',
      );
    }
  }
  for (const path of listed) {
    const alternates = { en: path, fr: localizePath(path, 'fr'), 'x-default': path };
    for (const language of ['en', 'fr'] as const) {
      expect(
        entries.find((entry) => entry.loc === localizePath(path, language))?.alternates,
        `${language} ${path}`,
      ).toEqual(alternates);
    }
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});
