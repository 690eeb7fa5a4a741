// A page downloads the copy of what it shows, in its language only: on its
// first load (in its HTML, and nothing else's words in any file it fetches),
// and on a navigation (the next page's copy in the same language).
import { test, expect, type Page } from '../support/test';
import { urlIn, waitForApp, type Language } from '../support/site';
import { commonEn } from '../../shared-i18n/src/locales/common-en';
import { commonFr } from '../../shared-i18n/src/locales/common-fr';
import { homeEn } from '../../shell/src/locales/home/en';
import { homeFr } from '../../shell/src/locales/home/fr';
import { servicesEn } from '../../remote-services/src/locales/en';
import { servicesFr } from '../../remote-services/src/locales/fr';
import { productsEn } from '../../remote-products/src/locales/en';
import { productsFr } from '../../remote-products/src/locales/fr';
import { companyEn } from '../../remote-company/src/locales/en';
import { companyFr } from '../../remote-company/src/locales/fr';

const copy = {
  en: { common: commonEn, home: homeEn, services: servicesEn, products: productsEn, company: companyEn },
  fr: { common: commonFr, home: homeFr, services: servicesFr, products: productsFr, company: companyFr },
};
type Copy = (typeof copy)[Language];

/**
 * A sentence of `language`'s copy that a file can only hold if it carries that part of the copy: the
 * first text of 40 or more letters, digits, spaces, commas and full stops (no character that HTML or
 * JSON would escape), which the other language does not have word for word.
 */
function sentence(language: Language, part: (copy: Copy) => unknown): string {
  const other = JSON.stringify(part(copy[language === 'en' ? 'fr' : 'en']));
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(part(copy[language]));
  const found = texts.find((text) => text.length >= 40 && /^[\p{L}\p{N} ,.]+$/u.test(text) && !other.includes(text));
  if (!found) throw new Error(`no plain sentence in that part of the ${language} copy`);
  return found;
}

/** Each page, what it shows and a part of the copy it does not show. */
const pages: { route: string; shows: (copy: Copy) => unknown; notShown: (copy: Copy) => unknown }[] = [
  { route: '/', shows: (c) => c.home, notShown: (c) => c.services.list },
  {
    route: '/services/cloud-devops',
    shows: (c) => c.services.items['cloud-devops'],
    notShown: (c) => c.services.items['web-development'],
  },
  { route: '/vulnyzer-platform', shows: (c) => c.products.vulnyzer, notShown: (c) => c.products.meetlyhub },
  { route: '/contact', shows: (c) => c.company.contact, notShown: (c) => c.company.legal.privacy },
];

/** The text of every file of the site the page fetches: its HTML, scripts, stylesheets and data. */
function siteFiles(page: Page, origin: string): { url: string; text: Promise<string> }[] {
  const files: { url: string; text: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(origin) || response.status() !== 200) return;
    files.push({ url: response.url(), text: response.text().catch(() => '') });
  });
  return files;
}

async function filesHolding(files: { url: string; text: Promise<string> }[], text: string): Promise<string[]> {
  const held = await Promise.all(files.map(async (file) => ((await file.text).includes(text) ? file.url : '')));
  return held.filter(Boolean);
}

for (const language of ['en', 'fr'] as const) {
  const other = language === 'en' ? 'fr' : 'en';
  test(`a page's first load carries its own copy in ${language} and nothing else's`, async ({ page, baseURL }) => {
    for (const { route, shows, notShown } of pages) {
      const url = urlIn(route, language);
      const files = siteFiles(page, baseURL ?? '');
      await page.goto(url);
      await waitForApp(page);
      const own = sentence(language, shows);
      // In the page's HTML, and once more at most (the copy it carries for the app, or its file).
      expect(await filesHolding(files, own), `${url}: ${own}`).toContain(new URL(url, baseURL).href);
      for (const absent of [sentence(other, shows), sentence(other, (c) => c.common), sentence(language, notShown)])
        expect(await filesHolding(files, absent), `${url} carries "${absent}"`).toEqual([]);
      // The header's menu labels too: the routes the page carries (its data) name them in its language only.
      const data = JSON.parse((await page.locator('#page-data').textContent()) ?? '{}') as { routes?: unknown };
      const routes = JSON.stringify(data.routes);
      for (const label of Object.values(copy[language].services.list.groups)) expect(routes, url).toContain(label);
      for (const label of Object.values(copy[other].services.list.groups)) expect(routes, url).not.toContain(label);
      page.removeAllListeners('response');
    }
  });
}

test('a navigation fetches the next page’s copy in the page’s language only, and the page shows it', async ({
  page,
  baseURL,
}) => {
  await page.goto(urlIn('/services', 'fr'));
  await waitForApp(page);
  const files = siteFiles(page, baseURL ?? '');
  await page.locator('main a[href="/fr/services/web-development"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(servicesFr.items['web-development'].title);
  const own = sentence('fr', (c) => c.services.items['web-development']);
  await expect(page.locator('main')).toContainText(own);
  const copyFiles = files.filter(({ url }) => url.includes('/copy/'));
  expect(copyFiles.map(({ url }) => new URL(url).pathname.replace(/^.*\/copy\//, ''))).toContain(
    'fr/pages/services/web-development.json',
  );
  expect(
    await filesHolding(
      files,
      sentence('en', (c) => c.services.items['web-development']),
    ),
  ).toEqual([]);
});
