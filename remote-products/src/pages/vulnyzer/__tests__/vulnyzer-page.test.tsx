import { screen, within } from '@testing-library/react';
import { changeLanguage } from 'shared-i18n';
import { contactWith, paths } from 'shared-ui/site';
import VulnyzerPage from '../vulnyzer-page';
import { productsEn } from '../../../locales/en';
import { vulnyzerFeatures } from '../../../data/vulnyzer';
import { productsFr } from '../../../locales/fr';
import { renderPage } from '../../../test/render-page';

// Testing Library collapses the no-break spaces of French figures in the page, not in the query.
const asRendered = (text: string) => text.replace(/\s+/g, ' ');

afterEach(async () => {
  await changeLanguage('en');
});

test('renders one h1 and every figure of the page in English', () => {
  renderPage(<VulnyzerPage />, paths.vulnyzer);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(productsEn.vulnyzer.hero.title);
  for (const stat of productsEn.vulnyzer.stats) expect(screen.getByText(stat.value)).toBeInTheDocument();
  for (const row of productsEn.vulnyzer.specs.rows) expect(screen.getByText(row.value)).toBeInTheDocument();
  expect(screen.getAllByText(productsEn.vulnyzer.architecture.activeLabel)).toHaveLength(4);
  const features = screen.getByRole('region', { name: productsEn.vulnyzer.features.title });
  expect(
    within(features)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(vulnyzerFeatures.map(({ id }) => productsEn.vulnyzer.features.items[id].title));
  expect(screen.getByRole('img', { name: productsEn.vulnyzer.overview.illustrationAlt })).toHaveAttribute(
    'width',
    '480',
  );
});

test('every call to action leads to the contact page', () => {
  renderPage(<VulnyzerPage />, paths.vulnyzer);
  for (const label of [
    productsEn.vulnyzer.hero.requestDemo,
    productsEn.vulnyzer.cta.primary,
    productsEn.vulnyzer.cta.secondary,
  ]) {
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', contactWith('vulnyzer'));
  }
});

test('See how it works is a link to the overview, which the browser focuses when it follows it', () => {
  renderPage(<VulnyzerPage />, paths.vulnyzer);
  const link = screen.getByRole('link', { name: productsEn.vulnyzer.hero.seeHowItWorks });
  // A bare fragment: the same place in /vulnyzer-platform and /fr/vulnyzer-platform, followed with no script.
  expect(link).toHaveAttribute('href', '#overview');
  const overview = screen.getByRole('region', { name: productsEn.vulnyzer.overview.title });
  expect(overview).toHaveAttribute('id', 'overview');
  expect(overview).toHaveAttribute('tabindex', '-1');
});

test('names each list of sectors by its use case, in a sentence', () => {
  renderPage(<VulnyzerPage />, paths.vulnyzer);
  for (const name of ['Sectors for enterprises', 'Sectors for cloud-native teams', 'Sectors for regulated industries'])
    expect(screen.getByRole('list', { name })).toBeInTheDocument();
});

test('names each list of sectors in French, with a no-break space before the colon and no capital after it', async () => {
  await changeLanguage('fr');
  renderPage(<VulnyzerPage />, paths.vulnyzer);
  for (const useCase of ['grandes entreprises', 'équipes cloud native', 'secteurs réglementés'])
    expect(screen.getByRole('list', { name: `Secteurs concernés\u00a0: ${useCase}` })).toBeInTheDocument();
});

test('renders in French once French is chosen', async () => {
  await changeLanguage('fr');
  renderPage(<VulnyzerPage />, paths.vulnyzer);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(productsFr.vulnyzer.hero.title);
  const stats = screen.getByLabelText(productsFr.vulnyzer.statsLabel);
  for (const stat of productsFr.vulnyzer.stats)
    expect(within(stats).getByText(asRendered(stat.value))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: productsFr.vulnyzer.hero.requestDemo })).toHaveAttribute(
    'href',
    contactWith('vulnyzer'),
  );
});
