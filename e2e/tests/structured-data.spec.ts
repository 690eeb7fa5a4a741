import { expect, test } from '../support/test';
import { paths } from 'shared-ui/site';
import { commonEn } from '../../shared-i18n/src/locales/common-en';
import { commonFr } from '../../shared-i18n/src/locales/common-fr';
import { companyEn } from '../../remote-company/src/locales/en';
import { companyFr } from '../../remote-company/src/locales/fr';
import { jsonLdNodes, missingProperties, urlsIn, type Node } from '../support/structured-data';
import { openPage, urlIn, type Language } from '../support/site';
import { allRoutes, serviceSlugs } from '../support/routes';

// Every page's JSON-LD, read from the HTML the server sends (what a crawler
// gets before any script runs), in both languages.
const common = { en: commonEn, fr: commonFr } as const;
const company = { en: companyEn, fr: companyFr } as const;
const languages: Language[] = ['en', 'fr'];

/** The types each page publishes besides its breadcrumb trail. */
function expectedTypes(path: string): string[] {
  if (path === paths.home) return ['Organization', 'WebSite'];
  const own = serviceSlugs.some((slug) => `/services/${slug}` === path)
    ? ['Service']
    : path === paths.vulnyzer || path === paths.meetlyhub
      ? ['SoftwareApplication']
      : path === paths.careers
        ? ['JobPosting', 'JobPosting']
        : [];
  return ['BreadcrumbList', ...own];
}

const canonicalOf = (html: string) => html.match(/<link [^>]*rel="canonical" href="([^"]+)"/)?.[1] ?? '';

for (const language of languages) {
  test(`every page carries valid JSON-LD in its pre-rendered HTML (${language})`, async ({ request }) => {
    for (const path of allRoutes) {
      const where = `${urlIn(path, language)}`;
      const response = await request.get(urlIn(path, language));
      expect(response.status(), where).toBe(200);
      const html = await response.text();
      const nodes = jsonLdNodes(html);
      expect(nodes.map((node) => node['@type']).sort(), where).toEqual(expectedTypes(path).sort());
      for (const node of nodes) expect({ where, missing: missingProperties(node) }).toEqual({ where, missing: [] });

      // Every URL is absolute on the site's own origin (the canonical link's) and in the page's language.
      const canonical = canonicalOf(html);
      const origin = new URL(canonical).origin;
      for (const url of nodes.flatMap(urlsIn)) {
        expect(url.startsWith(origin), `${where}: ${url}`).toBe(true);
        const pathname = new URL(url).pathname;
        if (pathname !== '/favicon.svg' && !url.includes('/#'))
          expect(pathname === '/fr' || pathname.startsWith('/fr/'), `${where}: ${url}`).toBe(language === 'fr');
      }

      // The trail starts at the home page named as the navigation names it, and ends at this page.
      const trail = nodes.find((node) => node['@type'] === 'BreadcrumbList');
      if (trail) {
        const items = trail.itemListElement as Node[];
        expect(items[0]?.name, where).toBe(common[language].nav.home);
        expect(items.at(-1)?.item, where).toBe(canonical);
      }
      const inLanguage = nodes.filter((node) => 'inLanguage' in node).map((node) => node.inLanguage);
      expect(new Set(inLanguage), where).toEqual(new Set(inLanguage.length ? [language] : []));
    }
  });

  test(`job postings are the open positions, in the page's language (${language})`, async ({ request }) => {
    const html = await (await request.get(urlIn(paths.careers, language))).text();
    const postings = jsonLdNodes(html).filter((node) => node['@type'] === 'JobPosting');
    expect(postings.map((posting) => posting.title)).toEqual(
      Object.values(company[language].careers.positions.items).map((item) => item.title),
    );
    expect(postings.map((posting) => posting.employmentType)).toEqual(['FULL_TIME', 'FULL_TIME']);
  });
}

test('the app keeps one JSON-LD block per page after it takes over, and swaps it on navigation', async ({ page }) => {
  await openPage(page, paths.home, 'fr');
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(1);
  expect(
    jsonLdNodes(`<script type="application/ld+json">${await blocks.textContent()}</script>`).map(
      (node) => node['@type'],
    ),
  ).toEqual(['Organization', 'WebSite']);
  await page.getByRole('contentinfo').getByRole('link', { name: commonFr.nav.careers, exact: true }).click();
  await expect(page).toHaveURL('/fr/careers');
  await expect(blocks).toHaveCount(1);
  // A script's text is not rendered text, so it is read rather than matched with toContainText.
  await expect.poll(() => blocks.textContent()).toContain('"JobPosting"');
});
