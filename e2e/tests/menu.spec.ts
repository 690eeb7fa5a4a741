import { expect, test, type Locator, type Page } from '../support/test';
import { commonEn } from '../../shared-i18n/src/locales/common-en';
import { commonFr } from '../../shared-i18n/src/locales/common-fr';
import { companyEn } from '../../remote-company/src/locales/en';
import { companyFr } from '../../remote-company/src/locales/fr';
import { homeEn } from '../../shell/src/locales/home/en';
import { homeFr } from '../../shell/src/locales/home/fr';
import { expectEveryLinkReachable, header, menuLinkNames as linkNames } from '../support/header';
import { openPage, urlIn } from '../support/site';

const copy = { en: commonEn, fr: commonFr } as const;
const companyCopy = { en: companyEn, fr: companyFr } as const;
const homeCopy = { en: homeEn, fr: homeFr } as const;

/** From the narrowest phone to the widest screen that still has the menu button. */
const screens = [
  { width: 320, height: 568 },
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1279, height: 800 },
] as const;

const documentScroll = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollTop);

/** Waits until neither the document nor the panel has moved for a few frames (a wheel scrolls asynchronously). */
const scrollSettled = (panel: Locator) =>
  panel.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        let last = '';
        let still = 0;
        const step = () => {
          const now = `${document.scrollingElement!.scrollTop}/${element.scrollTop}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 5) resolve();
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );

/**
 * The share of pixels under the header that are not the panel's background,
 * with the panel's contents hidden: a panel that is clipped, too short or
 * covered by the page lets page content through.
 */
async function foreignPixelsUnderHeader(page: Page, panel: Locator, headerBottom: number) {
  const contents = panel.locator(':scope > *');
  await contents.evaluateAll((elements) =>
    elements.forEach((element) => ((element as HTMLElement).style.visibility = 'hidden')),
  );
  const { top, width, height, background } = await panel.evaluate((element, below) => {
    const style = getComputedStyle(element);
    const top = Math.ceil(below) + Math.ceil(parseFloat(style.borderTopWidth));
    return {
      top,
      width: document.documentElement.clientWidth,
      height: window.innerHeight - top,
      background: style.backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number),
    };
  }, headerBottom);
  const shot = await page.screenshot({ clip: { x: 0, y: top, width, height } });
  await contents.evaluateAll((elements) =>
    elements.forEach((element) => ((element as HTMLElement).style.visibility = '')),
  );
  return page.evaluate(
    async ({ png, background }) => {
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let foreign = 0;
      for (let index = 0; index < data.length; index += 4) {
        if ([0, 1, 2].some((channel) => Math.abs(data[index + channel]! - background[channel]!) > 2)) foreign += 1;
      }
      return foreign / (data.length / 4);
    },
    { png: shot.toString('base64'), background },
  );
}

test.describe('the menu of narrow screens', () => {
  test.use({ viewport: screens[0] });

  for (const language of ['en', 'fr'] as const) {
    test(`fills the screen under the header, every link can be seen and clicked, the page stays put, Escape, the toggle and Tab past the end close it (${language})`, async ({
      page,
    }) => {
      // Every link of the menu at each phone and tablet size: a long journey, not a slow page.
      test.setTimeout(90_000);
      const nav = copy[language].nav;
      await openPage(page, '/', language);
      const { banner, menuButton: toggle } = header(page);
      const panel = banner.getByRole('navigation', { name: nav.label });
      const links = panel.getByRole('link');

      for (const screen of screens) {
        const at = `${screen.width}×${screen.height} ${language}`;
        await page.setViewportSize(screen);
        // Part way down the page, so that page content sits where the panel should be.
        await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
        const scrolled = await documentScroll(page);
        expect(scrolled, at).toBeGreaterThan(0);

        await expect(toggle).toHaveAccessibleName(nav.openMenu);
        await toggle.click();
        await expect(toggle.locator('..')).toHaveAttribute('open', '');
        await expect(toggle).toHaveAccessibleName(nav.closeMenu);
        await expect(panel).toBeVisible();
        await expect(links).toHaveText(linkNames(language));

        // The panel covers everything from the header's bottom edge to the viewport's.
        const view = await page.evaluate(() => ({
          width: document.documentElement.clientWidth,
          height: window.innerHeight,
        }));
        const headerBox = (await banner.boundingBox())!;
        const headerBottom = headerBox.y + headerBox.height;
        const panelBox = (await panel.boundingBox())!;
        expect(panelBox.x, `${at}: panel left`).toBeCloseTo(0, 0);
        expect(panelBox.width, `${at}: panel width`).toBeCloseTo(view.width, 0);
        expect(panelBox.y, `${at}: panel top`).toBeCloseTo(headerBottom, 0);
        expect(panelBox.y + panelBox.height, `${at}: panel bottom`).toBeCloseTo(view.height, 0);
        expect(
          await foreignPixelsUnderHeader(page, panel, headerBottom),
          `${at}: page content shows under the header`,
        ).toBe(0);

        await expectEveryLinkReachable(links, linkNames(language), headerBottom, at);

        // A wheel over the panel, scrolled to its end, does not scroll the page behind.
        await panel.evaluate((element) => element.scrollTo({ top: element.scrollHeight, behavior: 'instant' }));
        await page.mouse.move(
          panelBox.x + panelBox.width / 2,
          (Math.max(panelBox.y, headerBottom) + Math.min(panelBox.y + panelBox.height, view.height)) / 2,
        );
        await page.mouse.wheel(0, 1500);
        await scrollSettled(panel);
        expect(await documentScroll(page), `${at}: the page behind scrolled`).toBe(scrolled);

        // Escape closes it from inside and gives focus back to the toggle.
        await links.last().focus();
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await expect(toggle).toBeFocused();
        await expect(toggle.locator('..')).not.toHaveAttribute('open');
        expect(await documentScroll(page), `${at}: closing moved the page`).toBe(scrolled);

        // The toggle opens it from the keyboard and closes it again.
        await page.keyboard.press('Enter');
        await expect(panel).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(links.first()).toBeFocused();
        await toggle.click();
        await expect(panel).toBeHidden();
        await expect(toggle).toBeFocused();
        await expect(toggle.locator('..')).not.toHaveAttribute('open');

        // Tab past the last link moves on into the page: the menu closes rather than cover the focus.
        await toggle.click();
        await links.last().focus();
        await page.keyboard.press('Tab');
        await expect(panel).toBeHidden();
        await expect(page.locator('main :focus')).toBeInViewport();
      }

      // A real tap on the last link navigates and closes the menu; focus,
      // which was on the link, goes to the new page's content, not <body>.
      await toggle.click();
      await links.last().click();
      await expect(page).toHaveURL(urlIn('/contact', language));
      await expect(panel).toBeHidden();
      // The new page is shown, not only its URL.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyCopy[language].contact.hero.title);
      await expect(page.getByRole('main')).toBeFocused();
      // The same from the keyboard: the next Tab goes on from the content, not from the top of the page.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(urlIn('/', language));
      await expect(panel).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeCopy[language].hero.title);
      await expect(page.getByRole('main')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.locator('main :focus')).toBeInViewport();
    });
  }
});

test('the desktop navigation is downloaded exactly where CSS shows it: not with the menu button, and working once the window is wide', async ({
  page,
}) => {
  const navigationCode: string[] = [];
  page.on('request', (request) => {
    if (/\/static\/js\/async\/[^/]*desktop-nav[^/]*\.js$/.test(request.url())) navigationCode.push(request.url());
  });
  await page.setViewportSize(screens.at(-1)!);
  await openPage(page, '/');
  const { banner, menuButton, servicesTrigger } = header(page);
  await expect(menuButton).toBeVisible();
  expect(navigationCode).toEqual([]);

  await page.setViewportSize({ width: screens.at(-1)!.width + 1, height: 800 });
  await expect(menuButton).toBeHidden();
  await expect.poll(() => navigationCode.length).toBe(1);
  await servicesTrigger.hover();
  await expect(banner.getByRole('link', { name: new RegExp(`^${copy.en.nav.allServices}`) })).toBeVisible();
});
