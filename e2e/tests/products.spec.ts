import { expect, test, type Locator, type Page } from '../support/test';
import { productsEn } from '../../remote-products/src/locales/en';
import { productsFr } from '../../remote-products/src/locales/fr';
import {
  openPage,
  releaseOf,
  revealRemoteBlocks,
  urlIn,
  watchFailedRequests,
  type Language,
  waitForApp,
} from '../support/site';

// Expected text comes from the products copy itself, so these journeys follow
// the copywriters rather than duplicating them.
const copies = { en: productsEn, fr: productsFr } as const;
const languages: Language[] = ['en', 'fr'];

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const heading3 = (scope: Page | Locator, name: string) => scope.getByRole('heading', { level: 3, name, exact: true });

/** Distance from the top of the viewport to the top of an element, in CSS pixels. */
const topOf = (locator: Locator) => locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));

/** Follows a link that should open the contact page with the product's enquiry option chosen, then comes back. */
async function expectContact(page: Page, link: Locator, backTo: string, language: Language, service: ProductId) {
  await expect(link).toHaveAttribute('href', urlIn(`/contact?service=${service}`, language));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/contact\\?service=${service}$`));
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('select[name="serviceInterest"]')).toHaveValue(service);
  await page.goBack();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(backTo);
}

type Product = (typeof productsEn)['vulnyzer' | 'meetlyhub'];
type ProductId = 'vulnyzer' | 'meetlyhub';

/** The title, meta description and key figures a product page opens with. */
async function expectHeroAndFigures(page: Page, product: Product) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.hero.title);
  await expect.poll(() => page.title()).toContain(product.meta.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', product.meta.description);
  const stats = page.getByLabel(product.statsLabel);
  for (const stat of product.stats) {
    await expect(stats).toContainText(stat.value);
    await expect(stats).toContainText(stat.label);
  }
}

/** The sections both product pages have: features, benefits, use cases with their sectors, specifications. */
async function expectSharedSections(page: Page, product: Product) {
  const features = region(page, product.features.title);
  for (const feature of Object.values(product.features.items)) {
    await expect(heading3(features, feature.title)).toBeVisible();
    for (const detail of feature.details) await expect(features).toContainText(detail);
  }

  const benefits = region(page, product.benefits.title);
  for (const benefit of Object.values(product.benefits.items))
    await expect(heading3(benefits, benefit.title)).toBeVisible();

  const useCases = region(page, product.useCases.title);
  for (const useCase of Object.values(product.useCases.items)) {
    await expect(heading3(useCases, useCase.title)).toBeVisible();
    // The label names the card as it reads in a sentence (its first letter in lower case): the match ignores case.
    const sectors = useCases.getByRole('list', {
      name: product.useCases.sectorsLabel.replace('{{title}}', useCase.title),
    });
    await expect(sectors.getByRole('listitem')).toHaveText(useCase.sectors);
  }

  const specs = region(page, product.specs.title);
  for (const row of Object.values(product.specs.rows)) {
    await expect(specs).toContainText(row.label);
    await expect(specs).toContainText(row.value);
  }
}

/**
 * The hero's link (a bare #fragment, the same in every language) scrolls to a section, below the sticky header,
 * and the browser moves focus there: the page's own HTML does it, with or without the area's code.
 */
async function expectJumpTo(page: Page, linkName: string, section: Locator) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  expect(await topOf(section)).toBeGreaterThan(200);
  const id = await section.getAttribute('id');
  const link = page.getByRole('link', { name: linkName });
  await expect(link).toHaveAttribute('href', `#${id}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect.poll(() => topOf(section)).toBeLessThan(150);
  await expect.poll(() => topOf(section)).toBeGreaterThanOrEqual(0);
  await expect(section).toBeInViewport();
  await expect(section).toBeFocused();
}

/** Both links of the closing band lead to the contact page with the product chosen. */
async function expectClosingBand(page: Page, product: Product, language: Language, service: ProductId) {
  const cta = region(page, product.cta.title);
  for (const name of [product.cta.primary, product.cta.secondary])
    await expectContact(page, cta.getByRole('link', { name }), product.hero.title, language, service);
}

for (const language of languages) {
  const copy = copies[language];

  test(`Vulnyzer page in ${language}: every figure, the overview link and the calls to action`, async ({ page }) => {
    const errors = watchFailedRequests(page);
    const vulnyzer = copy.vulnyzer;
    await openPage(page, '/vulnyzer-platform', language);

    await expectHeroAndFigures(page, vulnyzer);
    await expect(page.getByText(vulnyzer.hero.badge, { exact: true })).toBeVisible();

    const overview = region(page, vulnyzer.overview.title);
    await expect(overview.getByRole('img', { name: vulnyzer.overview.illustrationAlt })).toBeVisible();
    for (const point of Object.values(vulnyzer.overview.points))
      await expect(heading3(overview, point.title)).toBeVisible();

    const architecture = region(page, vulnyzer.architecture.title);
    for (const component of Object.values(vulnyzer.architecture.components)) {
      await expect(heading3(architecture, component.title)).toBeVisible();
    }
    await expect(architecture.getByText(vulnyzer.architecture.activeLabel, { exact: true })).toHaveCount(4);

    await expectSharedSections(page, vulnyzer);
    await expectJumpTo(page, vulnyzer.hero.seeHowItWorks, overview);

    await expectContact(
      page,
      page.getByRole('link', { name: vulnyzer.hero.requestDemo }),
      vulnyzer.hero.title,
      language,
      'vulnyzer',
    );
    await expectClosingBand(page, vulnyzer, language, 'vulnyzer');
    expect(errors).toEqual([]);
  });

  test(`MeetlyHub page in ${language}: every figure, the demo link and the calls to action`, async ({ page }) => {
    const errors = watchFailedRequests(page);
    const meetlyhub = copy.meetlyhub;
    await openPage(page, '/meetlyhub', language);

    await expectHeroAndFigures(page, meetlyhub);

    const collaboration = region(page, meetlyhub.collaboration.title);
    await expect(collaboration.getByRole('img', { name: meetlyhub.collaboration.illustrationAlt })).toBeVisible();
    for (const point of Object.values(meetlyhub.collaboration.points))
      await expect(heading3(collaboration, point.title)).toBeVisible();

    const dashboard = region(page, meetlyhub.dashboard.title);
    for (const row of Object.values(meetlyhub.dashboard.rows)) {
      await expect(dashboard.getByRole('term').filter({ hasText: row.label })).toBeVisible();
      await expect(dashboard.getByRole('definition').filter({ hasText: row.value })).toBeVisible();
    }

    const integrations = region(page, meetlyhub.integrations.title);
    for (const tile of Object.values(meetlyhub.integrations.items))
      await expect(heading3(integrations, tile.title)).toBeVisible();

    await expectSharedSections(page, meetlyhub);
    await expectJumpTo(page, meetlyhub.hero.seeDashboard, dashboard);

    // The hero's and the closing band's "start free trial" share their name.
    const trials = page.getByRole('link', { name: meetlyhub.hero.requestTrial, exact: true });
    await expect(trials).toHaveCount(2);
    await expectContact(page, trials.first(), meetlyhub.hero.title, language, 'meetlyhub');
    await expectClosingBand(page, meetlyhub, language, 'meetlyhub');
    expect(errors).toEqual([]);
  });

  test(`home page product blocks in ${language} lead to both product pages`, async ({ page }) => {
    const home = copy.home;
    await openPage(page, '/', language);
    await revealRemoteBlocks(page);
    const products = page.locator('#products');

    await expect(heading3(products, home.vulnyzer.title)).toBeVisible();
    await expect(heading3(products, home.meetlyhub.title)).toBeVisible();
    for (const point of [...home.vulnyzer.points, ...home.meetlyhub.points])
      await expect(products).toContainText(point);
    await expect(products.getByRole('link', { name: home.vulnyzer.link })).toHaveAttribute(
      'href',
      urlIn('/vulnyzer-platform', language),
    );
    await expect(products.getByRole('link', { name: home.meetlyhub.link })).toHaveAttribute(
      'href',
      urlIn('/meetlyhub', language),
    );

    await products.getByRole('link', { name: home.meetlyhub.link }).click();
    await expect(page).toHaveURL(/\/meetlyhub$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.meetlyhub.hero.title);
    await page.goBack();
    await waitForApp(page);
    await products.getByRole('link', { name: home.vulnyzer.link }).click();
    await expect(page).toHaveURL(/\/vulnyzer-platform$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.vulnyzer.hero.title);
  });
}

/** Each product page, its hero's link to a section further down, and that section's heading. */
const jumps = (copy: typeof productsEn) =>
  [
    ['/vulnyzer-platform', copy.vulnyzer.hero.seeHowItWorks, copy.vulnyzer.overview.title],
    ['/meetlyhub', copy.meetlyhub.hero.seeDashboard, copy.meetlyhub.dashboard.title],
  ] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of languages) {
    test(`the heroes' links bring their sections into view and focus them (${language})`, async ({ page }) => {
      for (const [path, link, section] of jumps(copies[language])) {
        await page.goto(urlIn(path, language));
        await expectJumpTo(page, link, region(page, section));
      }
    });
  }

  test('the scroll is smooth unless the visitor asks for reduced motion, then it jumps at once', async ({ page }) => {
    const [path, link, section] = jumps(productsEn)[0];
    const scrollBehavior = () => page.locator('html').evaluate((html) => getComputedStyle(html).scrollBehavior);
    await page.goto(path);
    expect(await scrollBehavior()).toBe('smooth');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await scrollBehavior()).toBe('auto');
    await page.getByRole('link', { name: link }).click();
    // Read once, not polled: already there.
    expect(await topOf(region(page, section))).toBeLessThan(150);
    await expect(region(page, section)).toBeFocused();
  });
});

test("the heroes' links work over the server's HTML while the products' code is not there", async ({
  page,
  faults,
}) => {
  // The shell runs and hydrates around the page once the area's code is past its deadline; that code is held
  // until the page closes, so nothing of the area ever runs, as when the shell leaves it until it is needed.
  test.setTimeout(60_000);
  faults.expect('remoteUnavailable');
  await page.route(`${releaseOf('remote_products')}/**`, () => {});
  const [vulnyzer, meetlyhub] = [jumps(copies.en)[0], jumps(copies.fr)[1]];
  for (const [language, [path, link, section]] of [
    ['en', vulnyzer],
    ['fr', meetlyhub],
  ] as const) {
    await page.goto(urlIn(path, language));
    await expect(page.locator('html')).toHaveAttribute('data-app', /.+/);
    await expectJumpTo(page, link, region(page, section));
    // Still the server's HTML: React owns none of it.
    expect(await page.locator('h1').evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__react')))).toBe(
      false,
    );
  }
});

test('both product pages fit a 320px screen in French, the longer language', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/vulnyzer-platform', '/meetlyhub']) {
    await openPage(page, path, 'fr');
    await expect(page.getByRole('region').last()).toBeAttached();
    const overflowing = await page
      .locator('main')
      .evaluate((main) =>
        [...main.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`),
      );
    expect(overflowing, path).toEqual([]);
  }
});
