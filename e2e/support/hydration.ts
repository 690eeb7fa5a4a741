import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** The page's h1 as the server sent it, caught while the HTML was parsed. */
    __serverH1?: Element;
  }
}

/**
 * Catches the page's h1 as the HTML parser creates it, before any of the
 * page's scripts run (an init script runs first in every document).
 */
export async function markServerH1(page: Page) {
  await page.addInitScript(() => {
    const catchH1 = (observer?: MutationObserver) => {
      const h1 = document.querySelector('h1');
      if (!h1) return;
      window.__serverH1 = h1;
      observer?.disconnect();
    };
    new MutationObserver((_, observer) => catchH1(observer)).observe(document, { childList: true, subtree: true });
  });
}

/**
 * The page was hydrated, not rendered again: its h1 is still the element the
 * server sent, and React owns it (its fiber is on the node).
 */
export async function expectServerH1Hydrated(page: Page, where: string) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const server = window.__serverH1;
          if (!server) return 'no h1 in the HTML';
          if (document.querySelector('h1') !== server) return 'h1 replaced';
          return Object.keys(server).some((key) => key.startsWith('__reactFiber')) ? 'hydrated' : 'not hydrated yet';
        }),
      { message: where },
    )
    .toBe('hydrated');
}
