import { expect, test, type Page } from '../support/test';
import { contactForm } from '../support/contact-form';
import { federationFiles, unexpectedFirstLoad } from '../support/first-load';
import { openPage, urlIn } from '../support/site';

/** The 8 pages measured at desktop width too. */
const keyPages = ['/', '/services/cloud-devops', '/vulnyzer-platform', '/contact'];

// Every route at 375 px is checked in hydration.spec.ts, which loads them all there.
test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const language of ['en', 'fr'] as const) {
    test(`a first load requests nothing of the federation, nor later without intent (${language})`, async ({
      page,
    }) => {
      const unexpected: Record<string, string[]> = {};
      for (const path of keyPages) {
        const wrong = await unexpectedFirstLoad(page, path, language);
        if (wrong.length) unexpected[urlIn(path, language)] = wrong;
      }
      expect(unexpected).toEqual({});
    });
  }
});

/** The requests for an area's code or copy from now on. */
function watchAreaRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (federationFiles.some((pattern) => pattern.test(request.url()))) asked.push(request.url());
  });
  return asked;
}

/** Marks the h1 the server sent, to tell later whether it is still that node. */
const markH1 = (page: Page) =>
  page.locator('h1').evaluate((node) => ((node as unknown as { server: boolean }).server = true));
const sameH1 = (page: Page) =>
  page.locator('h1').evaluate((node) => (node as unknown as { server?: boolean }).server === true);

test('a hash change, an area’s routes arriving and a resize across the navigation’s breakpoint replace nothing and load no area code', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openPage(page, '/about');
  await page.waitForLoadState('networkidle');
  const asked = watchAreaRequests(page);
  await markH1(page);
  const text = await page.locator('main').innerText();

  // A hash change, as an anchor link of the page makes.
  await page.evaluate(() => (window.location.hash = '#timeline'));
  await expect(page).toHaveURL(/#timeline$/);
  // A resize across the desktop navigation's breakpoint, and back.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.waitForTimeout(1000);

  expect(await sameH1(page)).toBe(true);
  expect(await page.locator('main').innerText()).toBe(text);
  await expect(page.locator('[data-remote-loading], [data-remote-failed]')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('a link in HTML not yet hydrated navigates in the app, its code loading on intent; Ctrl-click and mailto: stay the browser’s', async ({
  page,
  context,
}) => {
  // mailto: is left to the browser: the app's listener on the document, registered first, has not taken the
  // click when the next one there sees it (React keeps clicks in HTML it has not hydrated from the link itself).
  await openPage(page, '/contact');
  const takenByApp = await page
    .locator('main a[href^="mailto:"]')
    .first()
    .evaluate(
      (link) =>
        new Promise<boolean>((done) => {
          document.addEventListener(
            'click',
            (event) => {
              done(event.defaultPrevented);
              // The test's own: no mail program opens.
              event.preventDefault();
            },
            { capture: true, once: true },
          );
          (link as HTMLElement).click();
        }),
    );
  expect(takenByApp).toBe(false);

  await openPage(page, '/');
  await page.waitForLoadState('networkidle');
  const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Math.random()));
  const documents: string[] = [];
  page.on('request', (request) => request.isNavigationRequest() && documents.push(request.url()));
  const asked = watchAreaRequests(page);
  const service = page.locator('[data-remote-block^="remote_services/"] a[href^="/services/"]').first();
  const target = await service.getAttribute('href');

  // Ctrl-click (Cmd on a Mac) opens the page in a new tab; this one stays where it is.
  const opened = context.waitForEvent('page');
  await service.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`${target}$`));
  await tab.close();
  await expect(page).toHaveURL(/\/$/);

  // A plain click: the pointer over the link asks for its page's code, the click navigates in the app.
  await service.hover();
  await expect.poll(() => asked.some((url) => url.includes('/releases/remote_services/'))).toBe(true);
  await service.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator('main[data-hydrated]')).toBeAttached();
  expect(documents).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(marker);
});

test('focusing a link inside a home block loads the code of the page it leads to', async ({ page }) => {
  await openPage(page, '/');
  await page.waitForLoadState('networkidle');
  const asked = watchAreaRequests(page);
  await page
    .locator('[data-remote-block^="remote_services/"] a[href^="/services/"]')
    .first()
    .evaluate((link) => (link as HTMLElement).focus({ preventScroll: true }));
  await expect.poll(() => asked.some((url) => url.includes('__federation_expose_ServiceDetailPage'))).toBe(true);
});

for (const language of ['en', 'fr'] as const) {
  test(`Send pressed before the form’s code has loaded posts natively, once, and thanks the visitor (${language})`, async ({
    page,
    faults,
  }) => {
    faults.expect('remoteUnavailable');
    // The form's code never arrives: only the native post can answer.
    await page.route('**/releases/remote_company/**/*.js', (route) => route.abort('failed'));
    const posts: string[] = [];
    page.on(
      'request',
      (request) => request.method() === 'POST' && request.url().includes('/api/enquiries') && posts.push(request.url()),
    );
    await openPage(page, '/contact', language);
    const form = contactForm(page, language);
    await form.firstName.fill('Ada');
    await form.lastName.fill('Lovelace');
    await form.email.fill('ada@example.com');
    await form.message.fill('Sent before the code of the form arrived.');
    await form.submit.click();
    await expect(page).toHaveURL(urlIn('/contact/thank-you', language));
    expect(posts).toHaveLength(1);
  });
}
