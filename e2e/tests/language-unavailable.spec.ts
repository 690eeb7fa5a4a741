import { expect, test, type Page } from '../support/test';
import { commonEn } from '../../shared-i18n/src/locales/common-en';
import { commonFr } from '../../shared-i18n/src/locales/common-fr';
import { servicesEn } from '../../remote-services/src/locales/en';
import { header } from '../support/header';
import { openPage, releaseOf, urlIn, waitForApp } from '../support/site';
import { basePort } from '../playwright.config';

/**
 * A language switch whose copy cannot load: the site was updated while the
 * page was open (the old chunk is gone: 404, and the federation runtime's
 * ChunkLoadError), or the network is gone. The visitor is told, in words
 * they can read, and offered the page from the server; nothing throws.
 */
const copy = { en: commonEn, fr: commonFr } as const;
/** The shell's French site-wide copy (shared-i18n's chunk common-fr), and the French copy files of remote-services' views. */
const shellFrenchCopy = `http://127.0.0.1:${basePort}/static/js/async/common-fr.*.js`;
const servicesFrenchCopy = `${releaseOf('remote_services')}/copy/fr/**`;
/** Every copy a page could fetch: the shell's files per language, and every area's copy files. */
const anyCopy = (url: URL) =>
  /\/static\/js\/async\/(?:common|src_locales)[\w-]*\.[0-9a-f]+\.js$|\/copy\/(?:en|fr)\//.test(url.pathname);

const goneAfterRedeploy = (page: Page, url: string) =>
  page.route(url, (route) => route.fulfill({ status: 404, body: 'Not found' }));

async function expectSwitchRefused(page: Page, path: string) {
  const notice = page.getByRole('alert', { name: commonEn.language.unavailable.label });
  const french = header(page).languageLink('Français');
  await french.click();
  await expect(notice).toBeVisible();
  // The page stays as it was, in English, and focus stays on the switch.
  await expect(page).toHaveURL(urlIn(path, 'en'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(header(page).languageLink('English')).toHaveAttribute('aria-current', 'true');
  await expect(french).toBeFocused();
  await expect(notice.getByText(commonEn.language.unavailable.text.fr)).toBeVisible();
  return notice;
}

test('en: the French copy is gone after an update: the switch says so in English and offers the French page from the server', async ({
  page,
  faults,
}) => {
  faults.expect('languageCopyUnavailable');
  await openPage(page, '/about');
  await goneAfterRedeploy(page, shellFrenchCopy);
  const notice = await expectSwitchRefused(page, '/about');
  // French copy never arrived: no French sentence to show.
  await expect(notice.locator('[lang="fr"]')).toHaveCount(0);
  // Asking again says it again (a new alert).
  await notice.getByRole('button', { name: commonEn.language.unavailable.close }).click();
  await expect(notice).toHaveCount(0);
  await expectSwitchRefused(page, '/about');

  // The server's French page, with the site's current files.
  await page.unroute(shellFrenchCopy);
  await notice.getByRole('link', { name: commonEn.language.unavailable.open.fr }).click();
  await expect(page).toHaveURL(urlIn('/about', 'fr'));
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('banner').getByRole('link', { name: commonFr.nav.careers, exact: true }).first(),
  ).toBeVisible();
});

test('fr: a French reader on English pages, remote-services updated in place: the switch back to French says so in English and in French', async ({
  page,
  faults,
}) => {
  faults.expect('languageCopyUnavailable');
  await openPage(page, '/about', 'fr');
  await header(page).languageLink('English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // In English, in the app: remote-services arrives with its English copy only.
  await page.getByRole('contentinfo').getByRole('link', { name: commonEn.nav.services, exact: true }).click();
  await expect(page).toHaveURL('/services');
  // Its page is shown, so its copy is registered (in English) before the French chunk goes.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicesEn.list.hero.title);
  await goneAfterRedeploy(page, servicesFrenchCopy);

  const notice = await expectSwitchRefused(page, '/services');
  const french = notice.locator('[lang="fr"]');
  await expect(french).toHaveText(copy.fr.language.unavailable.text.fr);

  await page.unroute(servicesFrenchCopy);
  await notice.getByRole('link', { name: commonEn.language.unavailable.open.fr }).click();
  await expect(page).toHaveURL(urlIn('/services', 'fr'));
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('fr: a French page hydrates with the copy it carries, in French, with every copy file of the site gone', async ({
  page,
}) => {
  await page.route(anyCopy, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (anyCopy(new URL(request.url()))) asked.push(request.url());
  });
  await page.goto(urlIn('/about', 'fr'));
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('banner').getByRole('link', { name: commonFr.nav.careers, exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByText(commonEn.nav.careers, { exact: true })).toHaveCount(0);
  // Nothing was asked for: the page had it all.
  expect(asked).toEqual([]);
});
