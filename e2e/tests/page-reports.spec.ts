import type { BrowserContext, Request } from '@playwright/test';
import { paths } from 'shared-ui/site';
import { companyEn } from '../../remote-company/src/locales/en';
import { companyFr } from '../../remote-company/src/locales/fr';
import { openPage, urlIn, type Language } from '../support/site';
import { expect, test, type Page } from '../support/test';

/**
 * A visitor can object to the page reports (the privacy policy's section on
 * cookies, local storage and page reports): with the privacy page's switch,
 * or with Global Privacy Control. Then the reporter's code is not even
 * downloaded and nothing is sent; turned back on, the reports come again.
 * What "nothing" means here has a positive check after it: the reports of a
 * later page arrive, so any of an earlier one would have arrived before.
 */
const copyOf = { en: companyEn, fr: companyFr } as const;

/** What the context's pages send: each report batch (sendBeacon to the collector, passed on) and each load of the reporter's code. */
async function watchReports(context: BrowserContext) {
  const seen = { batches: [] as string[], reporterLoads: 0 };
  await context.route('**/api/field/events', async (route) => {
    seen.batches.push(route.request().postDataBuffer()?.toString('utf8') ?? '');
    await route.continue();
  });
  // Counted once its file has arrived (the browser runs it at once), so that a page read next is measured by it.
  context.on('requestfinished', (request: Request) => {
    if (/field-reporter.*\.js$/.test(new URL(request.url()).pathname)) seen.reporterLoads += 1;
  });
  return seen;
}

/** Reads the page as a visitor would (a click it times), then leaves it: its reports are sent as it goes. */
async function readAndLeave(page: Page) {
  await page.locator('h1').click();
  // The browser times the click after the next frame, and the reporter reads it when the page is next idle.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  await page.evaluate(
    () =>
      new Promise<void>((idle) =>
        requestIdleCallback(() => requestIdleCallback(() => idle(), { timeout: 2000 }), { timeout: 2000 }),
      ),
  );
  // The tab goes to the background, as when the visitor switches to another: the page sends what it holds.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.goto('about:blank');
}

/** The switch, once its code has read the visitor's choice: it loads as the end of its section nears the viewport. */
async function reportsSwitch(page: Page, language: Language) {
  await page.locator('#cookies [data-part="report-objection"]').scrollIntoViewIfNeeded();
  const toggle = page.getByRole('switch', { name: copyOf[language].legal.privacy.reportsSwitch.label });
  await expect(toggle).toBeVisible();
  return toggle;
}

for (const language of ['en', 'fr'] as const) {
  const words = copyOf[language].legal.privacy.reportsSwitch;
  const said = (text: string) => text.replace(/\s+/g, ' ');

  test(`page reports: sent, none once the switch is off, sent again once it is back on (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const seen = await watchReports(context);

    // No objection: the page's reports reach the collector.
    await openPage(page, paths.privacy, language);
    await expect.poll(() => seen.reporterLoads).toBe(1);
    await readAndLeave(page);
    await expect.poll(() => seen.batches.length).toBeGreaterThan(0);

    // Turned off with the keyboard, after the reporter has measured the page: what it held is dropped.
    await openPage(page, paths.privacy, language);
    await expect.poll(() => seen.reporterLoads).toBe(2);
    const sentBefore = seen.batches.length;
    const toggle = await reportsSwitch(page, language);
    await expect(toggle).toBeChecked();
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(said(`${words.state.visitor} ${words.explanation}`));
    await readAndLeave(page);

    // The next page reads the choice first: the reporter's code is not downloaded.
    await openPage(page, paths.privacy, language);
    const toggleAgain = await reportsSwitch(page, language);
    await expect(toggleAgain).not.toBeChecked();
    expect(seen.reporterLoads).toBe(2);

    // None came while the visitor objected (the page read and left above had its reports held, then dropped).
    expect(seen.batches).toHaveLength(sentBefore);

    // Back on: the reporter loads, and the page's reports are sent again.
    await toggleAgain.click();
    await expect(toggleAgain).toBeChecked();
    await expect.poll(() => seen.reporterLoads).toBe(3);
    await readAndLeave(page);
    await expect.poll(() => seen.batches.length).toBeGreaterThan(sentBefore);
    // Only the last page's reports: its vitals, measured from its start.
    const batches = seen.batches
      .slice(sentBefore)
      .map((body) => JSON.parse(body) as { route: string; language: string });
    expect(new Set(batches.map(({ route, language: sentIn }) => `${sentIn} ${route}`))).toEqual(
      new Set([`${language} ${paths.privacy}`]),
    );
  });
}

test('a browser sending Global Privacy Control gets no page reports, and the switch says its setting wins (fr)', async ({
  page,
  context,
}) => {
  const words = companyFr.legal.privacy.reportsSwitch;
  const seen = await watchReports(context);
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
  );
  await openPage(page, paths.privacy, 'fr');
  const toggle = await reportsSwitch(page, 'fr');
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeDisabled();
  await expect(toggle).toHaveAccessibleDescription(`${words.state.browser} ${words.explanation}`.replace(/\s+/g, ' '));
  await readAndLeave(page);
  await page.goto(urlIn('/', 'fr'));
  await expect(page.locator('html')).toHaveAttribute('data-app', /.+/);
  await readAndLeave(page);
  expect(seen.reporterLoads).toBe(0);

  // A page of the same site without the signal: its reports arrive, and they are the only ones.
  const other = await context.newPage();
  await openPage(other, '/', 'fr');
  await expect.poll(() => seen.reporterLoads).toBe(1);
  await readAndLeave(other);
  await expect.poll(() => seen.batches.length).toBeGreaterThan(0);
  expect(new Set(seen.batches.map((body) => (JSON.parse(body) as { route: string }).route))).toEqual(new Set(['/']));
  await other.close();
});
