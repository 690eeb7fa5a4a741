import { expect, test, type Page, type Request, type Route } from '../support/test';
import { hydrateView, openHydrated, openPage, urlIn, waitForApp } from '../support/site';
import { contactForm } from '../support/contact-form';
import { federationFiles } from '../support/first-load';
import { enquiryEndpoint, sendTimeoutMs } from '../../remote-company/src/pages/contact/form/send-enquiry';
import { companyEn } from '../../remote-company/src/locales/en';
import { companyFr } from '../../remote-company/src/locales/fr';

const copies = { en: companyEn, fr: companyFr } as const;

const pages = [
  { path: '/about', copy: (c: typeof companyEn) => c.about },
  { path: '/projects', copy: (c: typeof companyEn) => c.projects },
  { path: '/careers', copy: (c: typeof companyEn) => c.careers },
  { path: '/contact', copy: (c: typeof companyEn) => c.contact },
  { path: '/privacy-policy', copy: (c: typeof companyEn) => c.legal.privacy },
  { path: '/terms-of-service', copy: (c: typeof companyEn) => c.legal.terms },
  { path: '/accessibility', copy: (c: typeof companyEn) => c.accessibility },
];

for (const language of ['en', 'fr'] as const) {
  test(`company pages read in ${language}, each with its own title`, async ({ page }) => {
    for (const { path, copy } of pages) {
      const { hero, meta } = copy(copies[language]);
      await openPage(page, path, language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
      await expect(page).toHaveTitle(new RegExp(`^${meta.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
    }
  });
}

test.describe('about timeline', () => {
  const item = (page: Page, index: number) => page.getByTestId('timeline').getByRole('listitem').nth(index);
  /** The play state of each of the item's animations: none where its reveal does not run. */
  const animations = (page: Page, index: number) =>
    item(page, index).evaluate((element) => element.getAnimations().map((animation) => animation.playState));

  test('reveals milestones as they scroll into view, and they stay', async ({ page }) => {
    await openPage(page, '/about');
    // Below the fold, hidden, but in the page.
    await expect(item(page, 4)).toHaveCSS('opacity', '0');
    await expect(item(page, 4)).toContainText(companyEn.about.timeline.items['paperless-schools'].title);
    await item(page, 4).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect(item(page, 4)).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(item(page, 4)).toHaveCSS('opacity', '1');
    await expect(item(page, 4)).toContainText('August 2015');
  });

  test('milestones that come into view together cascade, 150 ms apart', async ({ page }) => {
    // Tall enough for the whole timeline.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await openPage(page, '/about');
    await expect(item(page, 0)).toHaveCSS('opacity', '0');
    // The whole timeline at once, as a jump to it would show it.
    await page
      .getByTestId('timeline')
      .evaluate((list) => list.scrollIntoView({ block: 'center', behavior: 'instant' }));
    for (let index = 0; index < 5; index += 1) await expect(item(page, index)).toHaveCSS('opacity', '1');
    const delays = await page
      .getByTestId('timeline')
      .getByRole('listitem')
      .evaluateAll((items) => items.map((element) => getComputedStyle(element).animationDelay));
    expect(delays).toEqual(['0s', '0.15s', '0.3s', '0.45s', '0.6s']);
  });

  test('shows every milestone at once with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/about', 'fr');
    for (let index = 0; index < 5; index += 1) {
      await expect(item(page, index)).toHaveCSS('opacity', '1');
      expect(await animations(page, index)).toEqual([]);
    }
    await expect(item(page, 0)).toContainText('mai 2010');
  });

  test('shows every milestone in print, where nothing scrolls', async ({ page }) => {
    await page.emulateMedia({ media: 'print' });
    await openPage(page, '/about');
    for (let index = 0; index < 5; index += 1) await expect(item(page, index)).toHaveCSS('opacity', '1');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the reveal is the stylesheet’s: it runs and the milestones stay', async ({ page }) => {
      await page.goto('/fr/about');
      await expect(item(page, 4)).toHaveCSS('opacity', '0');
      await item(page, 4).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 400);
      await expect(item(page, 4)).toHaveCSS('opacity', '1');
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(item(page, 4)).toHaveCSS('opacity', '1');
    });
  });
});

/**
 * The careers hero's link (a bare #fragment, the same in both languages) scrolls to the open positions, and the
 * browser focuses them: the page's own HTML does it, with or without the area's code.
 */
async function expectViewPositions(page: Page, copy: typeof companyEn) {
  const link = page.getByRole('link', { name: copy.careers.hero.viewPositions });
  await expect(link).toHaveAttribute('href', '#open-positions');
  await link.click();
  await expect(page).toHaveURL(/#open-positions$/);
  const positions = page.getByRole('region', { name: copy.careers.positions.title });
  await expect(positions).toBeFocused();
  await expect(positions.getByRole('heading', { level: 2, name: copy.careers.positions.title })).toBeInViewport();
  await expect(page.getByRole('link', { name: copy.careers.positions.apply })).toHaveCount(2);
}

for (const language of ['en', 'fr'] as const) {
  test(`careers: view positions moves to the open positions (${language})`, async ({ page }) => {
    await openPage(page, '/careers', language);
    await expectViewPositions(page, copies[language]);
  });
}

/** The contact form as an application to `position`: "Job application" selected, the position named beside it and in the message. */
async function expectApplication(
  page: Page,
  language: 'en' | 'fr',
  id: keyof typeof companyEn.careers.positions.items,
) {
  const f = contactForm(page, language);
  const named = copies[language].careers.positions.items[id];
  const interpolated = (text: string) => text.replace('{{title}}', named.title).replace('{{location}}', named.location);
  await expect(page).toHaveURL(`${urlIn('/contact', language)}?service=careers&position=${id}`);
  await expect(f.service.locator('option:checked')).toHaveText(f.copy.options.careers);
  await expect(f.service).toHaveAccessibleDescription(interpolated(f.copy.careers.position));
  await expect(f.message).toHaveValue(interpolated(f.copy.careers.message));
}

for (const language of ['en', 'fr'] as const) {
  test(`a position's "Apply now" opens the form as an application to it, in the app (${language})`, async ({
    page,
  }) => {
    await openPage(page, '/careers/senior-java-developer', language);
    await page.getByRole('link', { name: copies[language].careers.positions.apply }).first().click();
    await expectApplication(page, language, 'senior-java-developer');
  });
}

test.describe('contact without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['en', 'fr'] as const) {
    test(`?service= comes selected in the page itself, as the form posts it; an application names its position (${language})`, async ({
      page,
    }) => {
      await page.goto(`${urlIn('/contact', language)}?service=partnership`);
      const f = contactForm(page, language);
      await expect(f.service.locator('option:checked')).toHaveText(f.copy.options.partnership);
      await expect(page.locator('form select[name="serviceInterest"]')).toHaveValue('partnership');

      await page.goto(urlIn('/careers', language));
      await page.getByRole('link', { name: copies[language].careers.positions.apply }).first().click();
      await expectApplication(page, language, 'java-developer');
    });
  }
});

test.describe('careers without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['en', 'fr'] as const) {
    test(`view positions moves to the open positions (${language})`, async ({ page }) => {
      await page.goto(urlIn('/careers', language));
      await expectViewPositions(page, copies[language]);
    });
  }
});

test.describe('contact form', () => {
  const form = contactForm;

  /** Records what the form posts to the enquiry service, answered by `answer` (the real service by default). */
  async function watchEndpoint(page: Page, answer?: (route: Route) => Promise<void>) {
    const received: Request[] = [];
    await page.route(`**${enquiryEndpoint}`, (route) => {
      received.push(route.request());
      return answer ? answer(route) : route.continue();
    });
    return received;
  }

  async function fillValid(f: ReturnType<typeof form>) {
    await f.firstName.fill('Ada');
    await f.lastName.fill('Lovelace');
    await f.email.fill('ada@example.com');
    await f.message.fill('We would like to modernise our ERP.');
  }

  for (const language of ['en', 'fr'] as const) {
    test(`empty submit shows every required error and focuses the first name (${language})`, async ({ page }) => {
      await openHydrated(page, '/contact', language);
      const f = form(page, language);
      await f.submit.click();
      await expect(f.firstName).toBeFocused();
      await expect(f.firstName).toHaveAttribute('aria-invalid', 'true');
      await expect(f.firstName).toHaveAccessibleDescription(f.copy.errors.required);
      await expect(page.getByText(f.copy.errors.required)).toHaveCount(4);
      await expect(page.getByRole('alert').first()).toHaveText(f.copy.errors.summary_other.replace('{{count}}', '4'));
    });
  }

  test('rejects an invalid email and an over-long message', async ({ page }) => {
    const received = await watchEndpoint(page);
    await openHydrated(page, '/contact');
    const f = form(page);
    await fillValid(f);
    await f.email.fill('not-an-email');
    await f.message.fill('x'.repeat(5001));
    await expect(
      page.getByText(f.copy.counter.replace('{{count, number}}', '5,001').replace('{{max, number}}', '5,000')),
    ).toBeVisible();
    await f.submit.click();
    await expect(f.email).toBeFocused();
    await expect(f.email).toHaveAccessibleDescription(f.copy.errors.email);
    await expect(f.message).toHaveAccessibleDescription(
      new RegExp(f.copy.errors.tooLong.replace('{{max, number}}', '5,000').replace('.', '\\.')),
    );
    await f.email.fill('ada@example.com');
    await expect(page.getByText(f.copy.errors.email)).toHaveCount(0);
    expect(received).toHaveLength(0);
  });

  test('sends exactly the JSON typed, hostile text as data, to the site’s own service, then confirms and resets', async ({
    page,
  }) => {
    const received = await watchEndpoint(page);
    await openHydrated(page, '/contact');
    const f = form(page);
    const hostile = {
      firstName: 'Ada "<b>bold</b>',
      lastName: "O'Brien",
      email: 'ada@example.com',
      company: '<script>window.__pwned = true</script>',
      serviceInterest: 'aerospace',
      message: `<img src=x onerror="window.__pwned = true"> & 'quotes' ${'é'.repeat(300)}`,
    };
    await f.firstName.fill(hostile.firstName);
    await f.lastName.fill(hostile.lastName);
    await f.email.fill(hostile.email);
    await f.company.fill(hostile.company);
    await f.service.selectOption(hostile.serviceInterest);
    await f.message.fill(hostile.message);
    await f.submit.click();
    await expect(page.getByRole('status')).toContainText(f.copy.success.title);
    expect(received).toHaveLength(1);
    expect(received[0]!.method()).toBe('POST');
    expect(received[0]!.headers()['content-type']).toBe('application/json');
    expect(new URL(received[0]!.url()).pathname).toBe(enquiryEndpoint);
    expect(received[0]!.postDataJSON()).toEqual({ ...hostile, language: 'en' });
    await expect(f.firstName).toHaveValue('');
    await expect(f.message).toHaveValue('');
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expect(page.locator('main img[src="x"], main b')).toHaveCount(0);
  });

  for (const language of ['en', 'fr'] as const) {
    test(`after a failed send and after a timeout, focus stays on the send button, never on <body> (${language})`, async ({
      page,
      faults,
    }) => {
      faults.expect('enquiryEndpointFails');
      // The send's own timer, fast-forwarded rather than waited for.
      await page.clock.install();
      let answer: 'error' | 'never' = 'error';
      let arrived = () => {};
      const neverAnswered = new Promise<void>((resolve) => (arrived = resolve));
      await watchEndpoint(page, async (route) => {
        if (answer === 'error') await route.fulfill({ status: 500, json: { error: 'unavailable' } });
        else arrived();
      });
      await openHydrated(page, '/contact', language);
      const f = form(page, language);
      await fillValid(f);
      await f.submit.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: f.copy.failure })).toBeVisible();
      await expect(f.submit).toBeFocused();

      answer = 'never';
      await page.keyboard.press('Enter');
      const sending = page.getByRole('button', { name: f.copy.sending });
      await expect(sending).toBeFocused();
      await expect(sending).toHaveAttribute('aria-disabled', 'true');
      // The send's timer runs from its request: fast-forward once the request is out.
      await neverAnswered;
      await page.clock.fastForward(sendTimeoutMs + 1_000);
      await expect(page.getByRole('alert').filter({ hasText: f.copy.timeout })).toBeVisible();
      await expect(f.submit).toBeFocused();
      await expect(f.submit).toBeInViewport();
      await expect(f.firstName).toHaveValue('Ada');
    });
  }

  test('keeps every field and explains when the endpoint fails', async ({ page, faults }) => {
    faults.expect('enquiryEndpointFails');
    await watchEndpoint(page, (route) => route.fulfill({ status: 500, json: { error: 'unavailable' } }));
    await openHydrated(page, '/contact');
    const f = form(page);
    await fillValid(f);
    await f.company.fill('Analytical Engines');
    await f.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: f.copy.failure })).toBeVisible();
    await expect(f.firstName).toHaveValue('Ada');
    await expect(f.company).toHaveValue('Analytical Engines');
    await expect(f.message).toHaveValue('We would like to modernise our ERP.');
  });

  test('opens a prefilled email only when the enquiry service cannot be reached', async ({ page, faults }) => {
    faults.expect('enquiryEndpointFails');
    const received = await watchEndpoint(page, (route) => route.abort('connectionrefused'));
    await openHydrated(page, '/contact');
    const f = form(page);
    await fillValid(f);
    await f.service.selectOption('partnership');
    await f.submit.click();
    await expect(page.getByRole('status')).toContainText(f.copy.mailto.unreachable);
    await expect(page.getByRole('status')).toContainText(f.copy.mailto.notice.split('{{email}}')[0]!);
    const href = await page.getByRole('status').getByRole('link').getAttribute('href');
    expect(href).toMatch(/^mailto:enquiries@example\.com\?subject=/);
    const url = new URL(href!);
    expect(url.searchParams.get('subject')).toBe(f.copy.mailto.subject.replace('{{name}}', 'Ada Lovelace'));
    const body = url.searchParams.get('body')!;
    expect(body).toContain('We would like to modernise our ERP.');
    expect(body).toContain(f.copy.options.partnership);
    expect(received).toHaveLength(1);
    await expect(f.message).toHaveValue('We would like to modernise our ERP.');
  });

  test('shows the service’s field codes as translated messages beside each field, keeping what was typed (fr)', async ({
    page,
    faults,
  }) => {
    faults.expect('enquiryEndpointFails');
    await watchEndpoint(page, (route) =>
      route.fulfill({ status: 400, json: { errors: { email: 'email', company: 'tooLong' } } }),
    );
    await openHydrated(page, '/contact', 'fr');
    const f = form(page, 'fr');
    await fillValid(f);
    await f.company.fill('Analytical Engines');
    await f.submit.click();
    await expect(f.email).toBeFocused();
    await expect(f.email).toHaveAccessibleDescription(f.copy.errors.email);
    await expect(f.company).toHaveAccessibleDescription(f.copy.errors.tooLong.replace('{{max, number}}', '150'));
    await expect(f.company).toHaveValue('Analytical Engines');
    await expect(f.message).toHaveValue('We would like to modernise our ERP.');
  });

  test('turns a 429 into a translated message with the wait from Retry-After, keeping what was typed', async ({
    page,
    faults,
  }) => {
    faults.expect('enquiryEndpointFails');
    await watchEndpoint(page, (route) =>
      route.fulfill({ status: 429, headers: { 'Retry-After': '120' }, json: { error: 'rate-limited' } }),
    );
    await openHydrated(page, '/contact');
    const f = form(page);
    await fillValid(f);
    await f.submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: f.copy.rateLimited_other.replace('{{count}}', '2') }),
    ).toBeVisible();
    await expect(f.firstName).toHaveValue('Ada');
    await expect(f.message).toHaveValue('We would like to modernise our ERP.');
  });

  test('a filled honeypot pretends success and sends nothing', async ({ page }) => {
    const received = await watchEndpoint(page);
    await openHydrated(page, '/contact');
    const f = form(page);
    await fillValid(f);
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await f.submit.click();
    await expect(page.getByRole('status')).toContainText(f.copy.success.title);
    expect(received).toHaveLength(0);
  });

  test('preselects the service from the projects partnership button, in the app', async ({ page }) => {
    await openPage(page, '/projects');
    await page.getByRole('link', { name: companyEn.projects.partnership.button }).click();
    await expect(page).toHaveURL(/\/contact\?service=partnership$/);
    await expect(form(page).service).toHaveValue('partnership');
  });

  for (const language of ['en', 'fr'] as const) {
    test(`a page opened with ?service= is served with the service selected, before any code, and keeps it once the form hydrates; another value is ignored (${language})`, async ({
      page,
    }) => {
      const f = form(page, language);
      const federation: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (federationFiles.some((pattern) => pattern.test(path))) federation.push(path);
      });
      await page.goto(`${urlIn('/contact', language)}?service=quality-assurance`);
      await waitForApp(page);
      await expect(f.service.locator('option:checked')).toHaveText(f.copy.options.qualityAssurance);
      expect(federation).toEqual([]);
      await hydrateView(page);
      await expect(f.service).toHaveValue('quality-assurance');
      await f.message.fill('Hydrated with the service selected.');
      await expect(f.service.locator('option:checked')).toHaveText(f.copy.options.qualityAssurance);

      await page.goto(`${urlIn('/contact', language)}?service=cooking`);
      await expect(f.service).toHaveValue('');
    });
  }

  test('the partnership card preselects partnership and moves focus to the field', async ({ page }) => {
    await openHydrated(page, '/contact');
    await page.getByRole('link', { name: companyEn.contact.partnership.button }).click();
    await expect(form(page).service).toHaveValue('partnership');
    await expect(form(page).service).toBeFocused();
  });
});
