import { screen, within } from '@testing-library/react';
import { contactWith, paths } from 'shared-ui/site';
import MeetlyHubPage from '../meetlyhub-page';
import { productsEn } from '../../../locales/en';
import { meetlyhubDashboardRows, meetlyhubIntegrations, meetlyhubSpecRows } from '../../../data/meetlyhub';
import { renderPage } from '../../../test/render-page';

test('renders one h1, the figures and the dashboard rows', () => {
  renderPage(<MeetlyHubPage />, paths.meetlyhub);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const stats = screen.getByLabelText(productsEn.meetlyhub.statsLabel);
  for (const stat of productsEn.meetlyhub.stats) expect(within(stats).getByText(stat.value)).toBeInTheDocument();
  const dashboard = screen.getByRole('region', { name: productsEn.meetlyhub.dashboard.title });
  const rows = productsEn.meetlyhub.dashboard.rows;
  // In the data module's order, each row with its own label and value.
  expect(
    within(dashboard)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(meetlyhubDashboardRows.map(({ id }) => rows[id].label));
  expect(
    within(dashboard)
      .getAllByRole('definition')
      .map((value) => value.textContent),
  ).toEqual(meetlyhubDashboardRows.map(({ id }) => rows[id].value));
  const specs = screen.getByRole('region', { name: productsEn.meetlyhub.specs.title });
  expect(
    within(specs)
      .getAllByRole('definition')
      .map((value) => value.textContent),
  ).toEqual(meetlyhubSpecRows.map(({ id }) => productsEn.meetlyhub.specs.rows[id].value));
  const integrations = screen.getByRole('region', { name: productsEn.meetlyhub.integrations.title });
  expect(
    within(integrations)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(meetlyhubIntegrations.map(({ id }) => productsEn.meetlyhub.integrations.items[id].title));
});

test('See the dashboard is a link to the dashboard, which the browser focuses when it follows it', () => {
  renderPage(<MeetlyHubPage />, paths.meetlyhub);
  const link = screen.getByRole('link', { name: productsEn.meetlyhub.hero.seeDashboard });
  // A bare fragment: the same place in /meetlyhub and /fr/meetlyhub, followed with no script.
  expect(link).toHaveAttribute('href', '#dashboard');
  const dashboard = screen.getByRole('region', { name: productsEn.meetlyhub.dashboard.title });
  expect(dashboard).toHaveAttribute('id', 'dashboard');
  expect(dashboard).toHaveAttribute('tabindex', '-1');
});

test('names each list of sectors by its use case', () => {
  renderPage(<MeetlyHubPage />, paths.meetlyhub);
  for (const name of ['Sectors for corporate teams', 'Sectors for remote teams', 'Sectors for customer support'])
    expect(screen.getByRole('list', { name })).toBeInTheDocument();
});

test('every call to action leads to the contact page', () => {
  renderPage(<MeetlyHubPage />, paths.meetlyhub);
  const links = screen.getAllByRole('link', {
    name: new RegExp(`${productsEn.meetlyhub.cta.primary}|${productsEn.meetlyhub.cta.secondary}`),
  });
  expect(links).toHaveLength(3);
  for (const link of links) expect(link).toHaveAttribute('href', contactWith('meetlyhub'));
});

test('declares where MeetlyHub runs as its page states it, and no price or rating', () => {
  renderPage(<MeetlyHubPage />, paths.meetlyhub);
  const graph = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
    '@graph': Record<string, unknown>[];
  };
  const product = graph['@graph'].find((node) => node['@type'] === 'SoftwareApplication');
  expect(product?.operatingSystem).toBe(productsEn.meetlyhub.specs.rows.platforms.value);
  expect(product).not.toHaveProperty('offers');
  expect(product).not.toHaveProperty('aggregateRating');
});
