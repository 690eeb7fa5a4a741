import { expect, test } from '../support/test';
import { site } from 'shared-ui/site';
import { commonEn } from '../../shared-i18n/src/locales/common-en';
import { commonFr } from '../../shared-i18n/src/locales/common-fr';
import { servicesEn } from '../../remote-services/src/locales/en';
import { servicesFr } from '../../remote-services/src/locales/fr';
import { hydrateView, openPage, releaseOf, urlIn, watchFailedRequests, waitForApp } from '../support/site';
import { allRoutes, serviceLabel, serviceSlugs } from '../support/routes';
import { header } from '../support/header';

for (const language of ['en', 'fr'] as const) {
  test(`every route shows header, footer, main and one h1 (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of allRoutes) {
      await openPage(page, path, language);
      await expect(page.getByRole('banner'), path).toBeVisible();
      await expect(page.getByRole('main'), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
      await expect(page.locator('h1'), `${language} ${path}`).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Try again' }), path).toHaveCount(0);
    }
  });
}

test('header items navigate and mark the active page', async ({ page }) => {
  await openPage(page, '/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: commonEn.nav.label });
  for (const [name, path] of [
    ['About', '/about'],
    ['Vulnyzer platform', '/vulnyzer-platform'],
    ['MeetlyHub', '/meetlyhub'],
    ['Projects', '/projects'],
    ['Careers', '/careers'],
    ['Contact', '/contact'],
    ['Home', '/'],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
  }
});

test('services dropdown by mouse lists all services, grouped', async ({ page }) => {
  await openPage(page, '/');
  const banner = page.getByRole('banner');
  // With the app, the menu's button; its stand-in for a page without JavaScript (a link) is gone.
  await expect(banner.getByRole('link', { name: commonEn.nav.services, exact: true })).toHaveCount(0);
  await banner.getByRole('button', { name: 'Services' }).hover();
  await expect(banner.getByRole('link', { name: new RegExp(`^${commonEn.nav.allServices}`) })).toBeVisible();
  for (const slug of serviceSlugs) {
    await expect(banner.getByRole('link', { name: serviceLabel(slug), exact: true })).toBeVisible();
  }
  await banner.getByRole('link', { name: serviceLabel('cloud-devops'), exact: true }).click();
  await expect(page).toHaveURL('/services/cloud-devops');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('services dropdown by keyboard: Enter opens, arrows move, Escape closes', async ({ page }) => {
  await openPage(page, '/');
  const banner = page.getByRole('banner');
  const trigger = banner.getByRole('button', { name: 'Services' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(banner.getByRole('link', { name: new RegExp(`^${commonEn.nav.allServices}`) })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: serviceLabel(serviceSlugs[0]!), exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
  // Every service page is reachable from the keyboard.
  await page.keyboard.press('Enter');
  for (let index = 0; index <= serviceSlugs.length; index += 1) await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: serviceLabel(serviceSlugs.at(-1)!), exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/services/${serviceSlugs.at(-1)}`);
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens, navigates and closes when a link is chosen', async ({ page }) => {
    await openPage(page, '/');
    const banner = page.getByRole('banner');
    const toggle = banner.locator('summary');
    await toggle.click();
    const menu = banner.getByRole('navigation', { name: commonEn.nav.label });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: serviceLabel('quality-assurance') }).click();
    await expect(page).toHaveURL('/services/quality-assurance');
    await expect(menu).toBeHidden();
    await expect(banner.locator('details')).not.toHaveAttribute('open');
  });
});

test('the language switch goes to the same page in French and back, keeping query and hash, without a reload', async ({
  page,
}) => {
  await openPage(page, '/contact');
  await page.goto('/contact?service=partnership#enquiry');
  await waitForApp(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const banner = page.getByRole('banner');
  const french = banner.getByRole('group').getByRole('link', { name: 'Français' });
  await expect(french).toHaveAttribute('href', '/fr/contact?service=partnership#enquiry');
  await french.click();
  await expect(page).toHaveURL('/fr/contact?service=partnership#enquiry');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(french).toHaveAttribute('aria-current', 'true');
  await expect(banner.getByRole('link', { name: commonFr.nav.about, exact: true }).first()).toHaveAttribute(
    'href',
    '/fr/about',
  );
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.reload();
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // A French page carries the menu's labels in French only: the switch loads the English ones with the copy.
  const menuLabels = banner.locator('details').first();
  await expect(menuLabels).toContainText(servicesFr.list.groups.build);
  await banner.getByRole('group').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/contact?service=partnership#enquiry');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(menuLabels).toContainText(servicesEn.list.groups.build);
  await expect(menuLabels).not.toContainText(servicesFr.list.groups.build);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  // Back goes to the French page, in French.
  await page.goBack();
  await expect(page).toHaveURL('/fr/contact?service=partnership#enquiry');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(banner.getByRole('link', { name: commonFr.nav.about, exact: true }).first()).toBeVisible();
});

test('an unknown stored language means English without an error', async ({ page }) => {
  const errors = watchFailedRequests(page);
  await page.addInitScript(() => localStorage.setItem('lang', 'de'));
  await page.goto('/');
  await waitForApp(page);
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

for (const path of ['/', '/contact']) {
  test(`a visitor who chose French and opens ${path} gets its French URL before anything English is painted`, async ({
    page,
  }) => {
    // Records the header's text at every change the visitor could see.
    await page.addInitScript(() => {
      localStorage.setItem('lang', 'fr');
      const seen: string[] = [];
      new MutationObserver(() => {
        const text = document.querySelector('header')?.textContent;
        if (text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
      (window as unknown as { seen: string[] }).seen = seen;
    });
    await page.goto(path);
    await expect(page).toHaveURL(urlIn(path, 'fr'));
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('h1')).toHaveCount(1);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((text) => text.includes('Careers'))).toBe(false);
    expect(seen.at(-1)).toContain('Carrières');
  });
}

test('a French URL never redirects, whatever is stored, and storage that throws means no redirect and no error', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto('/fr/about');
  await waitForApp(page);
  await expect(page).toHaveURL('/fr/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  const errors = watchFailedRequests(page);
  await page.addInitScript(() => {
    Storage.prototype.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
  });
  await page.goto('/about');
  await waitForApp(page);
  await expect(page).toHaveURL('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
});

test('the French page is complete in French before any script runs', async ({ page, faults }) => {
  faults.expect('scriptsBlocked');
  await page.route('**/static/js/**', (route) => route.abort());
  await page.goto('/fr/services');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: commonFr.nav.careers, exact: true }).first(),
  ).toHaveAttribute('href', '/fr/careers');
  await expect(page).toHaveTitle(/^Nos services/);
  await expect(page.locator('html')).not.toHaveAttribute('data-app');
});

test.describe('a first-time visitor whose browser prefers French', () => {
  test.use({ locale: 'fr-FR' });

  test('is offered the French page, in French, and never redirected', async ({ page, request }) => {
    const offer = commonFr.language.offer;
    await page.goto('/about?ref=1');
    await waitForApp(page);
    await expect(page).toHaveURL('/about?ref=1');
    const region = page.getByRole('complementary', { name: offer.label });
    await expect(region).toBeVisible();
    await expect(region).toHaveAttribute('lang', 'fr');
    // Nothing of it in the HTML the server sends (its CSS may name it).
    expect(await (await request.get('/about')).text()).not.toMatch(/<[^>]+\sdata-language-offer/);
    await region.getByRole('link', { name: offer.accept }).click();
    await expect(page).toHaveURL('/fr/about?ref=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(region).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');
  });

  test('who dismisses it is not asked again', async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page);
    await page.getByRole('button', { name: commonFr.language.offer.dismiss }).click();
    await expect(page.getByRole('complementary', { name: commonFr.language.offer.label })).toHaveCount(0);
    await page.reload();
    await waitForApp(page);
    await expect(page).toHaveURL('/about');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('complementary', { name: commonFr.language.offer.label })).toHaveCount(0);
  });
});

test('an English visitor sees the complete page before any script runs', async ({ page, faults }) => {
  faults.expect('scriptsBlocked');
  await page.route('**/static/js/**', (route) => route.abort());
  await page.goto('/services/cloud-devops');
  await expect(page.locator('html')).not.toHaveAttribute('data-app');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
  await expect(page).toHaveTitle(/Cloud/);
});

test("a page links its remote's stylesheet where the remote is deployed, and nothing loads it a second time", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto('/vulnyzer-platform');
  await waitForApp(page);
  // The page paints from its inlined critical CSS; the stylesheet comes with the page's code, once asked for.
  await hydrateView(page);
  const links = page.locator('link[rel="stylesheet"][href*="__federation_expose_VulnyzerPage"]');
  await expect(links).toHaveCount(1);
  const href = await links.getAttribute('href');
  // remote-products, where remotes.json says it is: a release of the site, on its origin.
  expect(href?.startsWith(`${releaseOf('remote_products')}/static/css/async/__federation_expose_VulnyzerPage.`)).toBe(
    true,
  );
  // It styles the page React hydrated, fetched once: neither the federation runtime nor the remote's CSS loader asked again.
  expect(await links.evaluate((link: HTMLLinkElement) => link.sheet !== null)).toBe(true);
  expect(stylesheets.filter((url) => url === href)).toHaveLength(1);
  // Another page of the same remote loads its own stylesheet as usual.
  await page.getByRole('banner').getByRole('link', { name: 'MeetlyHub' }).click();
  await expect(page).toHaveURL('/meetlyhub');
  await expect
    .poll(() => stylesheets.some((url) => /__federation_expose_MeetlyHubPage\.\w+\.css$/.test(url)))
    .toBe(true);
});

test('each route change scrolls to the top', async ({ page }) => {
  await openPage(page, '/');
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL('/projects');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('unknown paths show the not-found page, log the path and title it', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await openPage(page, '/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(commonEn.notFound.title);
  await expect(page).toHaveTitle(new RegExp(commonEn.notFound.metaTitle));
  expect(logged.some((text) => text.includes('/no-such-page'))).toBe(true);
  // Its language switch keeps the address typed, in the server's HTML too (the not-found page serves every path).
  const served = await (await page.request.get('/no-such-page')).text();
  expect(served).toContain('href="/fr/no-such-page"');
  expect(served).not.toContain('href="/fr/404"');
  await header(page).languageLink('Français').click();
  await expect(page).toHaveURL('/fr/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(commonFr.notFound.title);
  await openPage(page, '/services/no-such-service', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(commonFr.notFound.title);
  await expect(page).toHaveTitle(new RegExp(commonFr.notFound.metaTitle));
  await page.getByRole('main').getByRole('link', { name: commonFr.notFound.home }).click();
  await expect(page).toHaveURL('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

for (const language of ['en', 'fr'] as const) {
  test(`${urlIn('/meetly-hub', language)} redirects to ${urlIn('/meetlyhub', language)}: 301 from the server, replace in the app`, async ({
    page,
    request,
  }) => {
    const response = await request.get(urlIn('/meetly-hub', language), { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(urlIn('/meetlyhub', language));
    await openPage(page, '/about', language);
    await page.evaluate(
      (url) => {
        window.history.pushState({}, '', url);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      urlIn('/meetly-hub', language),
    );
    await expect(page).toHaveURL(urlIn('/meetlyhub', language));
    await page.goBack();
    await expect(page).toHaveURL(urlIn('/about', language));
    await page.goto(urlIn('/meetly-hub', language));
    await waitForApp(page);
    await expect(page).toHaveURL(urlIn('/meetlyhub', language));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('MeetlyHub');
  });
}

test('footer: quick links, social links in a new tab, contact details, the copyright year', async ({ page }) => {
  await openPage(page, '/');
  const footer = page.getByRole('contentinfo');
  for (const name of ['About', 'Services', 'Projects', 'Careers', 'Privacy policy', 'Terms of service']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const social = footer.getByRole('list', { name: commonEn.footer.followUs }).getByRole('link');
  await expect(social).toHaveCount(3);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(footer.getByRole('link', { name: /@example\.com$/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer).toContainText(`© ${site.copyrightYear}`);
});
