import { expect, test, type Page } from '../support/test';
import { expectHeaderUsable, header } from '../support/header';
import { openPage, revealRemoteBlocks } from '../support/site';
import {
  clippedText,
  focusState,
  horizontalScroll,
  motion,
  runningAnimations,
  setTextSize,
  tabStops,
  undersizedTargets,
  unreachableTargets,
} from '../support/wcag';

/**
 * The WCAG 2.2 AA criteria axe cannot judge, on the pages most visitors
 * open, in both languages. Each page is loaded once per test and measured
 * several ways (widths, text sizes) in that one load.
 */
const pages = ['/', '/services', '/contact', '/about'] as const;
const languages = ['en', 'fr'] as const;
/** Text at 200 %: a laptop and a phone. */
const textScreens = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;
/** 1.4.10: 320 CSS px wide, as 1280 px at 400 % zoom. */
const reflowScreen = { width: 320, height: 568 } as const;
const switchNames = { en: 'English', fr: 'Français' } as const;

/** Scrolls through the whole page a screen at a time; returns the animations found running at any step. */
async function animationsWhileScrolling(page: Page) {
  const running = new Set<string>();
  for (let top = 0; ;) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    for (const animation of await runningAnimations(page)) running.add(animation);
    const { scrollTop, max, screen } = await page.evaluate(() => ({
      scrollTop: window.scrollY,
      max: document.scrollingElement!.scrollHeight - window.innerHeight,
      screen: window.innerHeight,
    }));
    if (scrollTop >= max) break;
    top = scrollTop + screen;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return [...running];
}

test('the motion check sees the site’s motion when the visitor has not asked for less', async ({ page }) => {
  // What makes the reduced-motion checks below able to fail.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await openPage(page, '/');
  expect(await motion(page)).toContain('html scroll-behavior: smooth');
  expect((await motion(page)).length).toBeGreaterThan(1);
});

for (const language of languages) {
  test(`reduced motion (2.3.3), reflow at 320 px (1.4.10) and text at 200 % at 1280 and 375 px (1.4.4): ${pages.join(' ')} (${language})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of pages) {
      await page.setViewportSize(reflowScreen);
      await setTextSize(page, 16);
      await openPage(page, path, language);
      await revealRemoteBlocks(page);
      const where = `${language} ${path}`;

      // 2.3.3: nothing moves, scrolling through the page or at rest, and no smooth scrolling.
      expect(await animationsWhileScrolling(page), `${where}: animations running`).toEqual([]);
      expect(await motion(page), `${where}: motion declared`).toEqual([]);

      // 1.4.10 at 320 px: no sideways scrolling, no text cut, every link and button reachable.
      let at = `${where} at 320 px`;
      expect(await horizontalScroll(page), `${at}: sideways scroll`).toBe(0);
      expect(await clippedText(page), at).toEqual([]);
      expect(await unreachableTargets(page, 'main, footer'), at).toEqual([]);

      // 1.4.4: the same at 200 % text, on a laptop and on a phone.
      await setTextSize(page, 32);
      for (const screen of textScreens) {
        at = `${where} at ${screen.width}×${screen.height}, text 200 %`;
        await page.setViewportSize(screen);
        expect(await horizontalScroll(page), `${at}: sideways scroll`).toBe(0);
        expect(await clippedText(page), at).toEqual([]);
        await expectHeaderUsable(page, language, at);
        expect(await unreachableTargets(page, 'main, footer'), at).toEqual([]);
      }
    }

    // At 200 % on the phone, the language switch answers a real click, both ways.
    const other = language === 'en' ? 'fr' : 'en';
    await header(page).languageLink(switchNames[other]).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await header(page).languageLink(switchNames[language]).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  });
}

/**
 * Tabs from the top of the page to its last stop. At every stop focus is on
 * an element (never <body>), scrolled into view, not under the fixed header
 * and not covered; every stop of the main content is met on the way.
 */
async function tabThroughPage(page: Page, where: string) {
  const visited: string[] = [];
  for (let press = 0; press < 400; press += 1) {
    await page.keyboard.press('Tab');
    let state = await focusState(page);
    // Measured once more after a pause if it looks wrong, so that only a
    // lasting state fails, not a frame caught while something still moved.
    if (state.lost || !state.uncovered || state.top < state.headerBottom - 1 || state.bottom > state.viewHeight) {
      await page.waitForTimeout(500);
      state = await focusState(page);
    }
    if (state.lost) throw new Error(`${where}: focus fell to <body> after ${visited.at(-1) ?? 'the first Tab'}`);
    visited.push(state.id);
    // A ring at least 2 px thick, at 3:1 against what it covers (2.4.13).
    expect(state.ring.width, `${where}: ${state.id} focus ring ${state.ring.description}`).toBeGreaterThanOrEqual(2);
    expect(state.ring.contrast, `${where}: ${state.id} focus ring ${state.ring.description}`).toBeGreaterThanOrEqual(3);
    expect(
      state.uncovered,
      `${where}: ${state.id} is covered by ${state.hit} (${Math.round(state.top)}-${Math.round(state.bottom)} px)`,
    ).toBe(true);
    if (!state.inHeader) {
      const height = state.bottom - state.top;
      // Not even partly under the fixed header (scroll-padding-top keeps it clear)...
      if (height <= state.viewHeight - state.headerBottom)
        expect(state.top, `${where}: ${state.id} under the header`).toBeGreaterThanOrEqual(state.headerBottom - 1);
      // ...and scrolled into view: a browser scrolls only what is out of view, so a
      // control at the bottom edge may stay there, but clearly visible (24 px or whole).
      const visible = Math.min(state.bottom, state.viewHeight) - Math.max(state.top, state.headerBottom);
      expect(
        visible,
        `${where}: ${state.id} out of view (${Math.round(state.top)}-${Math.round(state.bottom)} px)`,
      ).toBeGreaterThanOrEqual(Math.min(height, 24) - 1);
    }
    if (state.last) return visited;
  }
  throw new Error(`${where}: the last tab stop was never reached`);
}

for (const language of languages) {
  for (const screen of textScreens) {
    test(`target size (2.5.8); tabbing through the page, focus is never lost, always in view and never under the header (2.4.11), its ring 2 px thick at 3:1 (2.4.13): ${pages.join(' ')} (${language}, ${screen.width} px)`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(screen);
      for (const path of pages) {
        const where = `${language} ${path} at ${screen.width} px`;
        await openPage(page, path, language);
        expect(await undersizedTargets(page), `${where}: 2.5.8`).toEqual([]);
        const visited = await tabThroughPage(page, where);
        // The home page's remote blocks load as focus reaches them: their
        // links are met too, not skipped while they load.
        const missed = (await tabStops(page, 'main')).filter((stop) => !visited.includes(stop));
        expect(missed, `${where}: tab stops skipped`).toEqual([]);
      }
    });
  }
}
