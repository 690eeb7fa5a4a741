import { expect, test } from '../support/test';

import { commonEn } from '../../shared-i18n/src/locales/common-en';
import { commonFr } from '../../shared-i18n/src/locales/common-fr';
import { axeViolations } from '../support/axe';
import { header } from '../support/header';
import { openPage } from '../support/site';
import { allRoutes, serviceLabel } from '../support/routes';
import { smallTargets } from '../support/wcag';

const commonCopy = { en: commonEn, fr: commonFr } as const;

// axe-core is injected as an inline script, which the site's CSP (sent by
// both servers) blocks; nginx.spec.ts checks every page under the CSP.
test.use({ bypassCSP: true });

/** The widths every page is measured at: a laptop, and the narrowest phone (1.4.10's 320 px). */
const everyPageWidths = [1280, 320] as const;

for (const language of ['en', 'fr'] as const) {
  test(`axe finds no WCAG 2.2 AA violation and no text under 7:1 contrast, and every target is 44 × 44 px at ${everyPageWidths.join(' and ')} px (2.5.5), on any page (${language})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const report: Record<string, string[]> = {};
    for (const path of [...allRoutes, '/not-a-page']) {
      await page.setViewportSize({ width: everyPageWidths[0], height: 800 });
      await openPage(page, path, language);
      await page.waitForLoadState('networkidle');
      const problems = await axeViolations(page);
      // The same load, at each width.
      for (const width of everyPageWidths) {
        await page.setViewportSize({ width, height: 800 });
        problems.push(...(await smallTargets(page)).map((target) => `${width} px: ${target} is under 44 × 44`));
      }
      if (problems.length) report[path] = problems;
    }
    expect(report).toEqual({});
  });
}

/** The pages most visitors open, at a phone's and a tablet's width too. */
const keyPages = ['/', '/services/cloud-devops', '/vulnyzer-platform', '/contact'] as const;

test('every target is 44 × 44 px (2.5.5) on the key pages at 375 and 768 px, and with each menu open', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const report: Record<string, string[]> = {};
  const note = (where: string, problems: string[]) => {
    if (problems.length) report[where] = problems;
  };
  for (const language of ['en', 'fr'] as const) {
    for (const width of [375, 768]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of keyPages) {
        await openPage(page, path, language);
        note(`${language} ${path} ${width} px`, await smallTargets(page));
      }
      // The menu, opened once per width (on the last page).
      await header(page).menuButton.click();
      await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible();
      note(`${language} menu ${width} px`, await smallTargets(page));
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, '/', language);
    await page.getByRole('banner').getByRole('button', { name: commonCopy[language].nav.services }).click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: serviceLabel('cloud-devops', language) }),
    ).toBeVisible();
    note(`${language} Services menu 1280 px`, await smallTargets(page));
  }
  expect(report).toEqual({});
});

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
