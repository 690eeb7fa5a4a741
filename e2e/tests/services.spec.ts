import { expect, test, type Page } from '../support/test';
import { openPage, revealRemoteBlocks, urlIn, watchFailedRequests, type Language } from '../support/site';
import { servicesEn, type ServicesCopy } from '../../remote-services/src/locales/en';
import { servicesFr } from '../../remote-services/src/locales/fr';

// Expected text is read from the services namespace, never written here.
const copies: Record<Language, ServicesCopy> = { en: servicesEn, fr: servicesFr };
type Slug = keyof ServicesCopy['items'];
const slugs = Object.keys(servicesEn.items) as Slug[];
const languages: Language[] = ['en', 'fr'];
/** A document title: the page's own title, then the site name PageMeta appends. */
const titled = (title: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `);
const exploreName = (language: Language, slug: Slug) =>
  copies[language].list.featured.exploreLabel.replace('{{service}}', copies[language].items[slug].title);

/** The six featured cards inside `list`: each links to its own page under an "explore" name. */
async function expectFeaturedCards(page: Page, language: Language, listName: string) {
  const list = page.getByRole('list', { name: listName, exact: true });
  const links = list.getByRole('link');
  await expect(links, `${language}: featured cards`).toHaveCount(6);
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href')) ?? '';
    const slug = href.replace(urlIn('/services/', language), '') as Slug;
    expect(slugs, `${language}: card link ${href}`).toContain(slug);
    await expect(link, `${language}: card link ${href}`).toHaveAccessibleName(exploreName(language, slug));
  }
}

for (const language of languages) {
  const copy = copies[language];

  test(`services list (${language}): hero, featured cards, index of every service page, call to action`, async ({
    page,
  }) => {
    const errors = watchFailedRequests(page);
    await openPage(page, '/services', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.list.hero.title);
    await expect(page).toHaveTitle(titled(copy.list.meta.title));
    await expectFeaturedCards(page, language, copy.list.featured.title);

    const index = page.locator('#all-services');
    for (const slug of slugs) {
      await expect(
        index.getByRole('link', { name: copy.items[slug].title, exact: true }),
        `${language}: index link to ${slug}`,
      ).toHaveAttribute('href', urlIn(`/services/${slug}`, language));
    }
    await expect(page.locator('#process ol > li')).toHaveCount(4);
    await expect(page.getByRole('link', { name: copy.list.cta.primary, exact: true })).toHaveAttribute(
      'href',
      urlIn('/contact', language),
    );
    await expect(page.getByRole('link', { name: copy.list.cta.secondary, exact: true })).toHaveAttribute(
      'href',
      urlIn('/projects', language),
    );

    // The index is a real way in: following a link renders that service page.
    const last = slugs[slugs.length - 1]!;
    await index.getByRole('link', { name: copy.items[last].title, exact: true }).click();
    await expect(page).toHaveURL(urlIn(`/services/${last}`, language));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.items[last].title);
    expect(errors).toEqual([]);
  });

  test(`home service overview (${language}): six cards and a link to all services`, async ({ page }) => {
    await openPage(page, '/', language);
    await revealRemoteBlocks(page);
    await expectFeaturedCards(page, language, copy.overview.title);
    await expect(page.getByRole('link', { name: copy.overview.viewAll, exact: true })).toHaveAttribute(
      'href',
      urlIn('/services', language),
    );
  });

  // Six pages per test keeps the journeys parallel without 36 separate tests.
  for (let start = 0; start < slugs.length; start += 6) {
    const batch = slugs.slice(start, start + 6);
    test(`service pages (${language}) ${start + 1}-${start + batch.length}: ${batch.join(', ')}`, async ({ page }) => {
      const errors = watchFailedRequests(page);
      for (const slug of batch) {
        const item = copy.items[slug];
        const where = `${language} /services/${slug}`;
        await test.step(where, async () => {
          await openPage(page, `/services/${slug}`, language);
          await expect(page.getByRole('heading', { level: 1 }), `${where}: h1`).toHaveText(item.title);
          await expect(page, `${where}: document title`).toHaveTitle(titled(item.metaTitle));
          const included = page
            .getByRole('list', { name: copy.detail.includedTitle, exact: true })
            .getByRole('listitem');
          await expect(included, `${where}: 12 included items`).toHaveText(item.includes);
          const benefits = page
            .getByRole('list', { name: copy.detail.benefitsTitle, exact: true })
            .getByRole('heading', { level: 3 });
          await expect(benefits, `${where}: 4 benefits`).toHaveText(item.benefits.map((benefit) => benefit.title));
          const impact = page.getByRole('list', { name: copy.detail.impactTitle, exact: true }).getByRole('listitem');
          await expect(impact, `${where}: 3 impact cards`).toHaveCount(3);
          for (const [position, card] of item.impact.entries()) {
            // A card shows a figure only where it comes from a delivered project; otherwise its title.
            await expect(impact.nth(position), `${where}: impact card ${position + 1}`).toContainText(
              card.metric ?? card.title,
            );
          }
          await expect(
            page.getByRole('img', { name: item.illustrationAlt, exact: true }),
            `${where}: illustration`,
          ).toBeVisible();
          await expect(
            page.getByRole('link', { name: copy.detail.ctaButton, exact: true }),
            `${where}: contact link`,
          ).toHaveAttribute('href', new RegExp(`^${urlIn('/contact', language)}\\?service=[a-z-]+$`));
        });
      }
      expect(errors).toEqual([]);
    });
  }
}

test('a service call to action preselects its enquiry option', async ({ page }) => {
  await openPage(page, '/services/project-management', 'en');
  await page.getByRole('link', { name: servicesEn.detail.ctaButton, exact: true }).click();
  await expect(page).toHaveURL('/contact?service=project-management');
});
