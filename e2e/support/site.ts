import { expect, type Page, type Request } from '@playwright/test';
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

/** Opens a route path in a language and asks for its view's code as an intent would (hydrateView). */
export async function openHydrated(page: Page, path: string, language: Language = 'en') {
  await openPage(page, path, language);
  await hydrateView(page);
}

/**
 * Waits until the app is running: its first commit sets data-app on <html>,
 * then React hydrates the shell's parts held in Suspense boundaries (the
 * desktop navigation) in the tasks that follow, and the interactive parts
 * that need their code at once (data-part-needs="now"). An area's view is
 * not hydrated then: it stays as the server sent it, its links followed by
 * the shell, until the visitor needs its code (hydrateView). React keeps its
 * fiber on each node it owns.
 */
export async function waitForApp(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-app', /.+/);
  await page.waitForFunction(() => {
    const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    const shell = [...document.querySelectorAll('header nav')].filter((element) => element.checkVisibility());
    return [...shell, ...document.querySelectorAll('[data-part-needs="now"]')].every(owned);
  });
}

/**
 * Asks for the code of the page's view as a visitor's intent would, and
 * waits until it is hydrated (the view marks its region: data-hydrated on
 * main) or kept under its notice: the pointer over the header's link to the
 * page in the other language, which leads to the same view, so the shell
 * loads its code. Moves the pointer away again.
 */
export async function hydrateView(page: Page) {
  const other = (await page.locator('html').getAttribute('lang')) === 'fr' ? 'en' : 'fr';
  await page.getByRole('banner').locator(`a[hreflang="${other}"]`).hover();
  await expect(page.locator('main[data-hydrated], [data-remote-kept]').first()).toBeAttached();
  await page.mouse.move(0, 0);
}

/**
 * Collects the requests of a page that failed (refused, aborted, unreachable),
 * for "no noise" checks. Console errors and errors thrown in the page fail
 * every test already (support/test.ts). A request the browser cut off because
 * the page was left for another document (the favicon a browser fetches after
 * the page has loaded, when the test moves on at once) is not the page's.
 */
export function watchFailedRequests(page: Page) {
  const failed: string[] = [];
  let documents = 0;
  const madeIn = new WeakMap<Request, number>();
  page.on('request', (request) => {
    // A new document is asked for: what the one before still fetches is cut off once it arrives.
    if (request.isNavigationRequest() && request.frame().parentFrame() === null) documents += 1;
    madeIn.set(request, documents);
  });
  page.on('requestfailed', (request) => {
    const left = madeIn.get(request) !== documents && request.failure()?.errorText === 'net::ERR_ABORTED';
    if (!left) failed.push(`failed: ${request.url()}`);
  });
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
