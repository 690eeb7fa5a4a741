import { expect, test, type Locator, type Page } from '@playwright/test';
import { serviceSlugs } from '../../shared-ui/src/config/paths';
import { commonEn } from '../../shared-i18n/src/locales/common-en';
import { commonFr } from '../../shared-i18n/src/locales/common-fr';
import { header } from '../support/header';
import { openPage, urlIn, type Language } from '../support/site';

const copy = { en: commonEn, fr: commonFr } as const;

/** From the narrowest phone to the widest screen that still has the menu button. */
const screens = [
  { width: 320, height: 568 },
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1279, height: 800 },
] as const;

/** The menu's links in order, as the locale files name them. */
const linkNames = (language: Language) => {
  const nav = copy[language].nav;
  return [
    nav.home,
    nav.about,
    nav.allServices,
    ...serviceSlugs.map((slug) => nav.serviceLinks[slug]),
    nav.vulnyzer,
    nav.meetlyhub,
    nav.projects,
    nav.careers,
    nav.contact,
  ];
};

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
  await contents.evaluateAll((elements) => elements.forEach((element) => ((element as HTMLElement).style.visibility = 'hidden')));
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
  await contents.evaluateAll((elements) => elements.forEach((element) => ((element as HTMLElement).style.visibility = '')));
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

/**
 * Each link, scrolled into view inside the panel if the panel scrolls, is what
 * a tap on its centre reaches, and that centre is on screen under the header.
 */
async function expectEveryLinkReachable(links: Locator, names: string[], headerBottom: number, at: string) {
  const view = await links.page().evaluate(() => ({ width: document.documentElement.clientWidth, height: window.innerHeight }));
  for (const [index, name] of names.entries()) {
    const probe = await links.nth(index).evaluate((link) => {
      const scroller = link.closest('nav')!;
      let box = link.getBoundingClientRect();
      if (scroller.scrollHeight > scroller.clientHeight) {
        const frame = scroller.getBoundingClientRect();
        const offset = box.top + box.height / 2 - (frame.top + frame.height / 2);
        scroller.scrollTo({ top: scroller.scrollTop + offset, behavior: 'instant' });
        box = link.getBoundingClientRect();
      }
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      return { x, y, reached: Boolean(hit && link.contains(hit)), hit: hit?.outerHTML.slice(0, 120) ?? 'nothing' };
    });
    expect(probe.reached, `${at}: "${name}" is covered by ${probe.hit}`).toBe(true);
    expect(probe.x, `${at}: "${name}"`).toBeGreaterThanOrEqual(0);
    expect(probe.x, `${at}: "${name}"`).toBeLessThan(view.width);
    expect(probe.y, `${at}: "${name}" under the header`).toBeGreaterThan(headerBottom);
    expect(probe.y, `${at}: "${name}"`).toBeLessThan(view.height);
  }
}

test.describe('the menu of narrow screens', () => {
  test.use({ viewport: screens[0] });

  for (const language of ['en', 'fr'] as const) {
    test(`fills the screen under the header, every link can be seen and clicked, the page stays put, Escape, the toggle and Tab past the end close it (${language})`, async ({ page }) => {
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
        const view = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: window.innerHeight }));
        const headerBox = (await banner.boundingBox())!;
        const headerBottom = headerBox.y + headerBox.height;
        const panelBox = (await panel.boundingBox())!;
        expect(panelBox.x, `${at}: panel left`).toBeCloseTo(0, 0);
        expect(panelBox.width, `${at}: panel width`).toBeCloseTo(view.width, 0);
        expect(panelBox.y, `${at}: panel top`).toBeCloseTo(headerBottom, 0);
        expect(panelBox.y + panelBox.height, `${at}: panel bottom`).toBeCloseTo(view.height, 0);
        expect(await foreignPixelsUnderHeader(page, panel, headerBottom), `${at}: page content shows under the header`).toBe(0);

        await expectEveryLinkReachable(links, linkNames(language), headerBottom, at);

        // A wheel over the panel, scrolled to its end, does not scroll the page behind.
        await panel.evaluate((element) => element.scrollTo({ top: element.scrollHeight, behavior: 'instant' }));
        await page.mouse.move(panelBox.x + panelBox.width / 2, (Math.max(panelBox.y, headerBottom) + Math.min(panelBox.y + panelBox.height, view.height)) / 2);
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

      // A real tap on the last link navigates and closes the menu.
      await toggle.click();
      await links.last().click();
      await expect(page).toHaveURL(urlIn('/contact', language));
      await expect(panel).toBeHidden();
    });
  }
});

test.describe('the header at 200 % text (WCAG 1.4.4)', () => {
  const textScreens = [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ] as const;
  test.use({ viewport: textScreens[0] });

  for (const language of ['en', 'fr'] as const) {
    test(`every header control, the language switch and each navigation item are on screen and clickable (${language})`, async ({ page }) => {
      // The browser's text size setting doubled (rem and em media queries follow it; px ones do not).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
      await openPage(page, '/', language);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      const other = language === 'en' ? 'fr' : 'en';
      const { banner, menuButton: toggle, languageLink } = header(page);
      const switchNames = { en: 'English', fr: 'Français' } as const;

      for (const screen of textScreens) {
        const at = `${screen.width}×${screen.height} ${language} 200 %`;
        await page.setViewportSize(screen);

        // Whatever the header shows (brand, navigation or menu button, language switch) lies on screen and takes a click at its centre.
        const missed = await banner.evaluate((element) => {
          const view = { width: document.documentElement.clientWidth, height: window.innerHeight };
          return [...element.querySelectorAll<HTMLElement>('a:not([href="#main"]), button, summary')]
            .filter((control) => control.checkVisibility())
            .flatMap((control) => {
              const box = control.getBoundingClientRect();
              const x = box.left + box.width / 2;
              const y = box.top + box.height / 2;
              const name = control.getAttribute('aria-label') ?? control.textContent?.trim();
              const onScreen = box.left >= 0 && box.right <= view.width && box.top >= 0 && box.bottom <= view.height;
              const hit = document.elementFromPoint(x, y);
              return onScreen && hit && control.contains(hit) ? [] : [`${name} at ${Math.round(box.left)}-${Math.round(box.right)} px`];
            });
        });
        expect(missed, at).toEqual([]);
        for (const code of ['en', 'fr'] as const) await expect(languageLink(switchNames[code]), at).toBeInViewport({ ratio: 1 });

        // The navigation: its items on screen, or the menu button and every link behind it.
        const headerBox = (await banner.boundingBox())!;
        const headerBottom = headerBox.y + headerBox.height;
        if (await toggle.isVisible()) {
          await toggle.click();
          const panel = banner.getByRole('navigation', { name: copy[language].nav.label });
          await expect(panel).toBeVisible();
          await expectEveryLinkReachable(panel.getByRole('link'), linkNames(language), headerBottom, at);
          await toggle.click();
          await expect(panel).toBeHidden();
        } else {
          await expect(banner.getByRole('navigation', { name: copy[language].nav.label }), at).toBeInViewport({ ratio: 1 });
        }

        // The language switch answers a real click, both ways.
        await languageLink(switchNames[other]).click();
        await expect(page.locator('html')).toHaveAttribute('lang', other);
        await languageLink(switchNames[language]).click();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      }
    });
  }
});
