import { expect, test } from '../support/test';

import { commonEn } from '../../shared-i18n/src/locales/common-en';
import { axeViolations } from '../support/axe';
import { header } from '../support/header';
import { openPage } from '../support/site';
import { allRoutes, serviceLabel } from '../support/routes';

// axe-core is injected as an inline script, which the site's CSP (sent by
// both servers) blocks; nginx.spec.ts checks every page under the CSP.
test.use({ bypassCSP: true });

for (const language of ['en', 'fr'] as const) {
  test(`axe finds no WCAG 2.2 AA violation and no text under 7:1 contrast on any page (${language})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const report: Record<string, string[]> = {};
    for (const path of [...allRoutes, '/not-a-page']) {
      await openPage(page, path, language);
      await page.waitForLoadState('networkidle');
      const violations = await axeViolations(page);
      if (violations.length) report[path] = violations;
    }
    expect(report).toEqual({});
  });
}

test('axe finds no violation with the services dropdown open', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('banner').getByRole('button', { name: commonEn.nav.services }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: serviceLabel('cloud-devops') })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('axe finds no violation with the mobile menu open', async ({ page }) => {
    await openPage(page, '/', 'fr');
    await header(page).menuButton.click();
    await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
