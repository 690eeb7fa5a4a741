import { expect, test, type Request } from '../support/test';
import { site } from 'shared-ui/site';
import { commonEn } from '../../shared-i18n/src/locales/common-en';
import { commonFr } from '../../shared-i18n/src/locales/common-fr';
import { companyEn } from '../../remote-company/src/locales/en';
import { companyFr } from '../../remote-company/src/locales/fr';
import { expectServerH1Hydrated, markServerH1 } from '../support/hydration';
import { hydrateView, openPage, releaseOf, urlIn, waitForApp, watchFailedRequests } from '../support/site';
import { allRoutes } from '../support/routes';
import { unexpectedFirstLoad } from '../support/first-load';

// The desktop width is covered page by page in findability.spec.ts, which
// loads every route in both languages; this file adds the phone width.
test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const language of ['en', 'fr'] as const) {
    test(`every page loads nothing of the federation at first, then hydrates its server HTML without a mismatch once its code is asked for (${language})`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const failed = watchFailedRequests(page);
      await markServerH1(page);
      const unexpected: Record<string, string[]> = {};
      for (const path of allRoutes) {
        // Loaded without interacting: nothing of the federation (on-need.spec.ts checks 1280 px).
        const wrong = await unexpectedFirstLoad(page, path, language);
        if (wrong.length) unexpected[urlIn(path, language)] = wrong;
        // An area's page hydrates when its code is asked for; the home page's h1 is the shell's.
        if (path !== '/') await hydrateView(page);
        await expectServerH1Hydrated(page, `${language} ${path}`);
      }
      expect(unexpected, 'requests before any intent').toEqual({});
      // A hydration mismatch is a console error: the suite's guard fails on it.
      expect(failed, 'failed requests').toEqual([]);
      // The not-found page hydrates too (its document's 404 is in the guard's list).
      const response = await page.goto(urlIn('/no-such-page', language));
      expect(response?.status()).toBe(404);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      await expectServerH1Hydrated(page, `${language} not-found page`);
      expect(failed, 'failed requests').toEqual([]);
    });
  }
});

test.describe('next year, in a time zone far from the build’s', () => {
  // UTC+14: already New Year's Day there while it is still the old year where the pages were built.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('a page built this year hydrates without a mismatch, its copyright year unchanged', async ({ page }) => {
    await page.clock.setFixedTime(new Date(`${new Date().getUTCFullYear() + 1}-01-01T00:30:00+14:00`));
    await markServerH1(page);
    for (const language of ['en', 'fr'] as const) {
      await openPage(page, '/', language);
      await expectServerH1Hydrated(page, `${language} home page, next year`);
      // A mismatch would be a console error, which the suite's guard fails on.
      await expect(page.getByRole('contentinfo')).toContainText(`© ${site.copyrightYear}`);
    }
  });
});

const companyCopy = { en: companyEn, fr: companyFr } as const;
const commonCopy = { en: commonEn, fr: commonFr } as const;

for (const language of ['en', 'fr'] as const) {
  test(`what a visitor types before hydration is kept, focused and sent (${language})`, async ({ page }) => {
    const form = companyCopy[language].contact.form;
    const received: Request[] = [];
    await page.route('**/contact-config.json', (route) => route.fulfill({ json: { endpoint: '/api/test-enquiry' } }));
    await page.route('**/api/test-enquiry', (route) => {
      received.push(route.request());
      return route.fulfill({ json: { ok: true } });
    });
    // The shell's entry is held back until the visitor has typed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/js\/index\.\w+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await markServerH1(page);
    // Not waiting for the load event: the held entry delays it.
    await page.goto(urlIn('/contact', language), { waitUntil: 'commit' });
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field(form.fields.firstName).fill('Ada');
    await field(form.fields.lastName).fill('Lovelace');
    await field(form.fields.email).fill('ada@example.com');
    await field(form.fields.message).fill('Typed before the page was hydrated.');
    await expect(page.locator('html')).not.toHaveAttribute('data-app');
    release();
    await waitForApp(page);
    // The focus was in the form before the app ran: its code loads, and the page hydrates.
    await expectServerH1Hydrated(page, `${language} /contact`);
    await expect(field(form.fields.message)).toBeFocused();
    await expect(field(form.fields.firstName)).toHaveValue('Ada');
    // The form's code counts what was typed before it came.
    await expect(page.locator('#enquiry-message-hint')).toContainText(
      String('Typed before the page was hydrated.'.length),
    );
    await page.getByRole('button', { name: form.submit }).click();
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]!.postDataJSON()).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      message: 'Typed before the page was hydrated.',
    });
  });
}

test('a remote that cannot load when its page needs it leaves the page readable, with a notice whose retry hydrates it', async ({
  page,
  faults,
}) => {
  faults.expect('remoteUnavailable');
  const remote = releaseOf('remote_company');
  await page.route(`${remote}/**`, (route) => route.abort('connectionrefused'));
  await markServerH1(page);
  await openPage(page, '/about', 'fr');
  await hydrateView(page);
  const notice = page.getByRole('alert');
  await expect(notice).toHaveText(new RegExp(commonCopy.fr.remote.keptText));
  // The server's page is still there, in French, and not a loading state.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyFr.about.hero.title);
  await expect(page.locator('[data-remote-loading]')).toHaveCount(0);
  await page.unroute(`${remote}/**`);
  const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Math.random()));
  await notice.getByRole('button', { name: commonCopy.fr.remote.retry }).click();
  await expect(notice).toHaveCount(0);
  await expectServerH1Hydrated(page, '/fr/about after retry');
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(marker);
});

test("the home page's remote blocks keep their server HTML, near the viewport too, until a switch of language hydrates them in theirs first", async ({
  page,
}) => {
  const areaRequests: string[] = [];
  page.on('request', (request) => request.url().includes('/releases/') && areaRequests.push(request.url()));
  await openPage(page, '/');
  await page.waitForLoadState('networkidle');
  const blocks = page.locator('[data-remote-block]');
  expect(await blocks.count()).toBeGreaterThan(1);
  const last = blocks.last();
  const heading = last.getByRole('heading', { level: 2 }).first();
  const english = await heading.textContent();
  expect(english).not.toBe('');
  const hydrated = () => heading.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
  await heading.evaluate((node) => ((node as unknown as { mark: boolean }).mark = true));
  // In view: static HTML needs no code.
  await last.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  expect(await hydrated()).toBe(false);
  expect(areaRequests).toEqual([]);
  // A switch of language: each block's code loads, the block hydrates, then shows its French copy.
  await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(urlIn('/', 'fr'));
  await expect.poll(hydrated).toBe(true);
  await expect(heading).not.toHaveText(english ?? '');
  // The same element, adopted; never a loading state over it.
  expect(await heading.evaluate((node) => (node as unknown as { mark?: boolean }).mark)).toBe(true);
  await expect(page.locator('[data-remote-loading]')).toHaveCount(0);
});
