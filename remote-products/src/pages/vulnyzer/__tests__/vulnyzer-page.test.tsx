import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from 'shared-i18n';
import { contactWith, paths } from 'shared-ui/site';
import VulnyzerPage from '../vulnyzer-page';
import { en } from '../../../locales/en';
import { fr } from '../../../locales/fr';
import { renderPage } from '../../../test/render-page';

const scrollIntoView = jest.fn();
// Testing Library collapses the no-break spaces of French figures in the page, not in the query.
const asRendered = (text: string) => text.replace(/\s+/g, ' ');

beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
});

afterEach(async () => {
  scrollIntoView.mockClear();
  await changeLanguage('en');
});

test('renders one h1 and every figure of the page in English', () => {
  renderPage(<VulnyzerPage />, paths.vulnyzer);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.vulnyzer.hero.title);
  for (const stat of en.vulnyzer.stats) expect(screen.getByText(stat.value)).toBeInTheDocument();
  for (const row of en.vulnyzer.specs.rows) expect(screen.getByText(row.value)).toBeInTheDocument();
  expect(screen.getAllByText(en.vulnyzer.architecture.activeLabel)).toHaveLength(4);
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
    expect.arrayContaining(en.vulnyzer.features.items.map((feature) => feature.title)),
  );
  expect(screen.getByRole('img', { name: en.vulnyzer.overview.illustrationAlt })).toHaveAttribute('width', '480');
});

test('every call to action leads to the contact page', () => {
  renderPage(<VulnyzerPage />, paths.vulnyzer);
  for (const label of [en.vulnyzer.hero.requestDemo, en.vulnyzer.cta.primary, en.vulnyzer.cta.secondary]) {
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', contactWith('vulnyzer'));
  }
});

test('Watch overview brings the overview into view without motion and focuses it', async () => {
  renderPage(<VulnyzerPage />, paths.vulnyzer);
  await userEvent.click(screen.getByRole('button', { name: en.vulnyzer.hero.watchOverview }));
  const overview = screen.getByRole('region', { name: en.vulnyzer.overview.title });
  expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  expect(overview).toHaveFocus();
});

test('renders in French once French is chosen', async () => {
  await changeLanguage('fr');
  renderPage(<VulnyzerPage />, paths.vulnyzer);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fr.vulnyzer.hero.title);
  const stats = screen.getByLabelText(fr.vulnyzer.statsLabel);
  for (const stat of fr.vulnyzer.stats) expect(within(stats).getByText(asRendered(stat.value))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: fr.vulnyzer.hero.requestDemo })).toHaveAttribute(
    'href',
    contactWith('vulnyzer'),
  );
});
