import { expect, test } from '../support/test';
import { splitLocalizedPath } from 'shared-ui/site';
import { commonEn } from '../../shared-i18n/src/locales/common-en';
import { commonFr } from '../../shared-i18n/src/locales/common-fr';
import { header } from '../support/header';
import { urlIn } from '../support/site';
import { allRoutes, serviceLabel } from '../support/routes';

const common = { en: commonEn, fr: commonFr } as const;

test.use({ javaScriptEnabled: false });

for (const language of ['en', 'fr'] as const) {
  test(`without JavaScript every page is complete in ${language}, and every header and footer link leads to a page in ${language}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const links = new Set<string>();
    for (const path of allRoutes) {
      const where = `${language} ${path}`;
      await page.goto(urlIn(path, language));
      await expect(page.locator('html'), where).toHaveAttribute('lang', language);
      await expect(page.locator('h1'), where).toHaveCount(1);
      expect((await page.locator('h1').textContent())?.trim(), where).not.toBe('');
      expect((await page.title()).length, where).toBeGreaterThan(10);
      // The content is there, not a loading state.
      expect((await page.getByRole('main').innerText()).length, where).toBeGreaterThan(200);
      await expect(page.locator('[data-remote-loading]'), where).toHaveCount(0);
      for (const part of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
        for (const href of await part
          .locator('a[href^="/"]:not([hreflang])')
          .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!)))
          links.add(href.split('#')[0]!);
      }
    }
    for (const link of links) {
      expect(splitLocalizedPath(link.split('?')[0]!).language, link).toBe(language);
      expect((await request.get(link)).status(), link).toBe(200);
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const language of ['en', 'fr'] as const) {
    test(`the menu opens and its links navigate without JavaScript (${language})`, async ({ page }) => {
      const nav = common[language].nav;
      await page.goto(urlIn('/', language));
      const { banner, menu, menuButton } = header(page);
      const panel = banner.getByRole('navigation', { name: nav.label });
      await expect(panel).toBeHidden();
      await menuButton.click();
      await expect(menu).toHaveAttribute('open', '');
      await expect(panel).toBeVisible();
      await panel.getByRole('link', { name: serviceLabel('cloud-devops', language) }).click();
      await expect(page).toHaveURL(urlIn('/services/cloud-devops', language));
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });
  }
});

test('on a desktop, the header, footer and language switch navigate without JavaScript', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: commonEn.nav.careers, exact: true }).click();
  await expect(page).toHaveURL('/careers');
  await header(page).languageLink('Français').click();
  await expect(page).toHaveURL('/fr/careers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('contentinfo').getByRole('link', { name: commonFr.nav.projects, exact: true }).click();
  await expect(page).toHaveURL('/fr/projects');
  await expect(page.locator('h1')).toHaveCount(1);
  // The Services menu cannot open without the app: its place leads to the services page.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: commonFr.nav.services })).toHaveCount(0);
  await banner.getByRole('link', { name: commonFr.nav.services, exact: true }).click();
  await expect(page).toHaveURL('/fr/services');
  await expect(page.locator('h1')).toHaveCount(1);
});
