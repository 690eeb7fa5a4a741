import { decodeHTML } from 'entities';
import { expect, test } from '../support/test';
import { paths } from 'shared-ui/site';
import { commonEn } from '../../shared-i18n/src/locales/common-en';
import { commonFr } from '../../shared-i18n/src/locales/common-fr';
import { companyEn } from '../../remote-company/src/locales/en';
import { companyFr } from '../../remote-company/src/locales/fr';
import { positions } from '../../remote-company/src/data/positions';
import { graphFaults, jsonLdNodes, missingProperties, nodeWithId, urlsIn, type Node } from '../support/structured-data';
import { openPage, urlIn, type Language } from '../support/site';
import { allRoutes, serviceSlugs } from '../support/routes';

// Every page's JSON-LD, read from the HTML the server sends (what a crawler
// gets before any script runs), in both languages.
const common = { en: commonEn, fr: commonFr } as const;
const company = { en: companyEn, fr: companyFr } as const;
const languages: Language[] = ['en', 'fr'];

/** An open position's page: /careers/<id>. */
const isPositionPage = (path: string) => path.startsWith(`${paths.careers}/`);

/** The types each page publishes: the organisation, its language's site and the page, then its own. */
function expectedTypes(path: string): string[] {
  const own = serviceSlugs.some((slug) => `/services/${slug}` === path)
    ? ['BreadcrumbList', 'Service']
    : path === paths.vulnyzer || path === paths.meetlyhub
      ? ['SoftwareApplication']
      : isPositionPage(path)
        ? ['BreadcrumbList', 'JobPosting']
        : [];
  return ['Organization', 'WebSite', 'WebPage', ...own];
}

const canonicalOf = (html: string) => html.match(/<link [^>]*rel="canonical" href="([^"]+)"/)?.[1] ?? '';

for (const language of languages) {
  test(`every page carries valid JSON-LD in its pre-rendered HTML (${language})`, async ({ request }) => {
    const organizations = new Set<string>();
    for (const path of allRoutes) {
      const where = `${urlIn(path, language)}`;
      const response = await request.get(urlIn(path, language));
      expect(response.status(), where).toBe(200);
      const html = await response.text();
      const nodes = jsonLdNodes(html);
      expect(nodes.map((node) => node['@type']).sort(), where).toEqual(expectedTypes(path).sort());
      for (const node of nodes) expect({ where, missing: missingProperties(node) }).toEqual({ where, missing: [] });
      // One node per id, and every id a node refers to defined in the page's graph.
      expect({ where, faults: graphFaults(nodes) }).toEqual({ where, faults: [] });
      // The organisation is the same node on every page, in either language.
      organizations.add(JSON.stringify(nodes.find((node) => node['@type'] === 'Organization')));

      // Every URL is absolute on the site's own origin (the canonical link's) and, but for the
      // organisation's (in no language), in the page's language.
      const canonical = canonicalOf(html);
      const origin = new URL(canonical).origin;
      for (const url of nodes.flatMap(urlsIn)) expect(url.startsWith(origin), `${where}: ${url}`).toBe(true);
      for (const url of nodes.filter((node) => node['@type'] !== 'Organization').flatMap(urlsIn)) {
        const pathname = new URL(url).pathname;
        if (!url.includes('/#'))
          expect(pathname === '/fr' || pathname.startsWith('/fr/'), `${where}: ${url}`).toBe(language === 'fr');
      }
      const webPage = nodes.find((node) => node['@type'] === 'WebPage');
      expect(webPage?.url, where).toBe(canonical);
      expect(nodeWithId(nodes, (webPage?.isPartOf as Node | undefined)?.['@id'])?.inLanguage, where).toBe(language);

      // A trail is declared where one is shown, the same: from the home page, named as the navigation
      // names it, to this page.
      const trail = nodes.find((node) => node['@type'] === 'BreadcrumbList');
      const shown = [...html.matchAll(/<nav aria-label="([^"]+)"[^>]*>([\s\S]*?)<\/nav>/g)].find(
        ([, label]) => label === common[language].breadcrumb,
      )?.[2];
      expect(Boolean(shown), where).toBe(Boolean(trail));
      if (trail && shown) {
        const items = trail.itemListElement as Node[];
        expect(items[0]?.name, where).toBe(common[language].nav.home);
        expect(items.at(-1)?.item, where).toBe(canonical);
        expect((webPage?.breadcrumb as Node | undefined)?.['@id'], where).toBe(trail['@id']);
        const shownNames = [...shown.matchAll(/<li[^>]*>(?:<a[^>]*>)?([^<]*)/g)].map(([, text]) =>
          decodeHTML(text ?? ''),
        );
        expect(shownNames, where).toEqual(items.map((item) => item.name));
      }
      const inLanguage = nodes.filter((node) => 'inLanguage' in node).map((node) => node.inLanguage);
      expect(new Set(inLanguage), where).toEqual(new Set(inLanguage.length ? [language] : []));
    }
    expect(organizations.size).toBe(1);
  });

  test(`each open position has its page and one JobPosting there, in the page's language (${language})`, async ({
    request,
  }) => {
    expect(allRoutes.filter(isPositionPage)).toEqual(positions.map(({ id }) => `${paths.careers}/${id}`));
    for (const position of positions) {
      const html = await (await request.get(urlIn(`${paths.careers}/${position.id}`, language))).text();
      const [posting, ...more] = jsonLdNodes(html).filter((node) => node['@type'] === 'JobPosting');
      expect(more).toEqual([]);
      expect(posting).toMatchObject({
        title: company[language].careers.positions.items[position.id].title,
        url: canonicalOf(html),
        datePosted: position.datePosted,
        // A fixed date of the position's data, the same next year.
        validThrough: `${position.validThrough}T23:59`,
        employmentType: position.employmentType,
      });
    }
  });
}

test('the organisation is one node, the same in both languages', async ({ request }) => {
  const organizationOn = async (url: string) =>
    jsonLdNodes(await (await request.get(url)).text()).find((node) => node['@type'] === 'Organization');
  expect(await organizationOn(urlIn(paths.contact, 'fr'))).toEqual(await organizationOn(urlIn(paths.home, 'en')));
});

test('the app keeps one JSON-LD block per page after it takes over, and swaps it on navigation', async ({ page }) => {
  await openPage(page, paths.home, 'fr');
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(1);
  expect(
    jsonLdNodes(`<script type="application/ld+json">${await blocks.textContent()}</script>`).map(
      (node) => node['@type'],
    ),
  ).toEqual(['Organization', 'WebSite', 'WebPage']);
  await page.getByRole('contentinfo').getByRole('link', { name: commonFr.nav.careers, exact: true }).click();
  await expect(page).toHaveURL('/fr/careers');
  await expect(blocks).toHaveCount(1);
  await page.getByRole('link', { name: companyFr.careers.positions.details }).first().click();
  await expect(page).toHaveURL('/fr/careers/java-developer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    companyFr.careers.positions.items['java-developer'].title,
  );
  await expect(blocks).toHaveCount(1);
  // A script's text is not rendered text, so it is read rather than matched with toContainText.
  await expect.poll(() => blocks.textContent()).toContain('"JobPosting"');
});
