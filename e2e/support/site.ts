import { expect, type Page } from '@playwright/test';
import { localizePath } from 'shared-ui/site';
import { basePort } from '../playwright.config';

/**
 * Where the suite's server serves an area's release in force (one origin:
 * the edge serves each area's build under /releases/<name>/local/), no trailing slash.
 */
export const releaseOf = (name: 'remote_services' | 'remote_products' | 'remote_company') =>
  `http://127.0.0.1:${basePort}/releases/${name}/local`;

export type Language = 'en' | 'fr';

/** The URL of a route path in a language: /about, /fr/about. */
export const urlIn = (path: string, language: Language = 'en') => localizePath(path, language);

/** Opens a route path in a language (its /fr URL for French) and waits for the app. */
export async function openPage(page: Page, path: string, language: Language = 'en') {
  await page.goto(urlIn(path, language));
  await waitForApp(page);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * Waits until the app has hydrated the page's server HTML: its first commit
 * sets data-app on <html>, then React hydrates the content of Suspense
 * boundaries (the route's remote content, the desktop navigation) in the
 * tasks that follow. Before that, the page is static HTML and its buttons
 * do nothing yet. React keeps its fiber on each node it owns.
 */
export async function waitForApp(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-app', /.+/);
  // A remote whose code failed keeps its HTML unhydrated under a notice.
  await page.waitForFunction(
    () =>
      document.querySelector('[data-remote-kept]') !== null ||
      [...document.querySelectorAll('h1, header nav, main form')]
        .filter((element) => element.checkVisibility())
        .every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
  );
}

/**
 * Collects the requests of a page that failed (refused, aborted, unreachable),
 * for "no noise" checks. Console errors and errors thrown in the page fail
 * every test already (support/test.ts).
 */
export function watchFailedRequests(page: Page) {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`failed: ${request.url()}`));
  return failed;
}

/**
 * Scrolls each remote block of the page into view, as a visitor reading on
 * would: they load when near the viewport (the home page's blocks), and this
 * waits until none is still loading.
 */
export async function revealRemoteBlocks(page: Page) {
  const blocks = page.locator('[data-remote-block]');
  for (let index = 0; index < (await blocks.count()); index += 1) await blocks.nth(index).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-remote-block] [data-remote-loading]')).toHaveCount(0);
}
