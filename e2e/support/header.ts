import { expect, type Locator, type Page } from '@playwright/test';

import { commonEn } from '../../shared-i18n/src/locales/common-en';
import { commonFr } from '../../shared-i18n/src/locales/common-fr';
import type { Language } from './site';
import { serviceLabel, serviceSlugs } from './routes';

const copy = { en: commonEn, fr: commonFr } as const;

/** The shared chrome: header navigation and language switch. */
export const header = (page: Page) => {
  const banner = page.getByRole('banner');
  return {
    banner,
    nav: banner.getByRole('navigation').first(),
    servicesTrigger: banner.getByRole('button', { name: /^(Services)$/ }),
    languageLink: (name: 'English' | 'Français') => banner.getByRole('group').getByRole('link', { name, exact: true }),
    // The narrow screens' menu: a details/summary disclosure (open or not).
    menu: banner.locator('details'),
    menuButton: banner.locator('summary'),
  };
};

/** The menu's links in order, as the locale files name them. */
export const menuLinkNames = (language: Language) => {
  const nav = copy[language].nav;
  return [
    nav.home,
    nav.about,
    nav.allServices,
    ...serviceSlugs.map((slug) => serviceLabel(slug, language)),
    nav.vulnyzer,
    nav.meetlyhub,
    nav.projects,
    nav.careers,
    nav.contact,
  ];
};

/**
 * Each link, scrolled into view inside the panel if the panel scrolls, is what
 * a tap on its centre reaches, and that centre is on screen under the header.
 */
export async function expectEveryLinkReachable(links: Locator, names: string[], headerBottom: number, at: string) {
  const view = await links
    .page()
    .evaluate(() => ({ width: document.documentElement.clientWidth, height: window.innerHeight }));
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

/**
 * Whatever the header shows (brand, navigation or menu button, language
 * switch) lies on screen and takes a click at its centre; the navigation's
 * items are on screen, or the menu button opens a panel whose every link can
 * be seen and clicked.
 */
export async function expectHeaderUsable(page: Page, language: Language, at: string) {
  const { banner, menuButton: toggle, languageLink } = header(page);
  const missedControls = () =>
    banner.evaluate((element) => {
      const view = { width: document.documentElement.clientWidth, height: window.innerHeight };
      return [...element.querySelectorAll<HTMLElement>('a:not([href="#main"]), button, summary')]
        .filter((control) => control.checkVisibility())
        .flatMap((control) => {
          const box = control.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          const name = control.getAttribute('aria-label') ?? control.textContent?.trim();
          const onScreen = box.left >= 0 && box.right <= view.width && box.top >= 0 && box.bottom <= view.height;
          return onScreen && hit && control.contains(hit)
            ? []
            : [`${name} at ${Math.round(box.left)}-${Math.round(box.right)} px`];
        });
    });
  // Measured until it holds: the frame right after a change of width or text size may still have the old layout.
  await expect
    .poll(missedControls, { message: `${at}: header controls off screen or covered`, timeout: 3000 })
    .toEqual([]);
  for (const name of ['English', 'Français'] as const)
    await expect(languageLink(name), at).toBeInViewport({ ratio: 1 });

  const panel = banner.getByRole('navigation', { name: copy[language].nav.label });
  if (await toggle.isVisible()) {
    const headerBox = (await banner.boundingBox())!;
    await toggle.click();
    await expect(panel).toBeVisible();
    await expectEveryLinkReachable(
      panel.getByRole('link'),
      menuLinkNames(language),
      headerBox.y + headerBox.height,
      at,
    );
    await toggle.click();
    await expect(panel).toBeHidden();
  } else {
    await expect(panel, at).toBeInViewport({ ratio: 1 });
  }
}
