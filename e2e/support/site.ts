import { expect, type Page } from '@playwright/test';

export type Language = 'en' | 'fr';

const openCalls = new WeakMap<Page, number>();

/** Opens a path with the stored language set before any script runs. */
export async function openPage(page: Page, path: string, language: Language = 'en') {
  // Applied once per call: later reloads keep whatever the visitor chose.
  const sequence = (openCalls.get(page) ?? 0) + 1;
  openCalls.set(page, sequence);
  await page.addInitScript(
    ([lang, seq]) => {
      if (Number(sessionStorage.getItem('e2e-lang-seq') ?? 0) < seq) {
        localStorage.setItem('lang', lang);
        sessionStorage.setItem('e2e-lang-seq', String(seq));
      }
    },
    [language, sequence] as const,
  );
  await page.goto(path);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Collects console errors and failed requests of a page, for "no noise" checks. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('requestfailed', (request) => errors.push(`failed: ${request.url()}`));
  return errors;
}
