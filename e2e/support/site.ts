import { expect, type Page } from '@playwright/test';

export type Language = 'en' | 'fr';

/** Opens a path with the stored language set before any script runs. */
export async function openPage(page: Page, path: string, language: Language = 'en') {
  await page.addInitScript((lang) => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('lang', lang);
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  }, language);
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
