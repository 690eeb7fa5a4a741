import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactWith, paths } from 'shared-ui/site';
import MeetlyHubPage from '../meetlyhub-page';
import { productsEn } from '../../../locales/en';
import { renderPage } from '../../../test/render-page';

const scrollIntoView = jest.fn();

beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
});

test('renders one h1, the figures and the dashboard rows', () => {
  renderPage(<MeetlyHubPage />, paths.meetlyhub);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const stats = screen.getByLabelText(productsEn.meetlyhub.statsLabel);
  for (const stat of productsEn.meetlyhub.stats) expect(within(stats).getByText(stat.value)).toBeInTheDocument();
  const dashboard = screen.getByRole('region', { name: productsEn.meetlyhub.dashboard.title });
  for (const row of productsEn.meetlyhub.dashboard.rows) {
    expect(within(dashboard).getByText(row.label)).toBeInTheDocument();
    expect(within(dashboard).getByText(row.value)).toBeInTheDocument();
  }
  const specs = screen.getByRole('region', { name: productsEn.meetlyhub.specs.title });
  for (const row of productsEn.meetlyhub.specs.rows) expect(within(specs).getByText(row.value)).toBeInTheDocument();
  for (const tile of productsEn.meetlyhub.integrations.items) {
    expect(screen.getByRole('heading', { level: 3, name: tile.name })).toBeInTheDocument();
  }
});

test('Watch demo scrolls smoothly to the dashboard and focuses it', async () => {
  renderPage(<MeetlyHubPage />, paths.meetlyhub);
  await userEvent.click(screen.getByRole('button', { name: productsEn.meetlyhub.hero.watchDemo }));
  expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  expect(screen.getByRole('region', { name: productsEn.meetlyhub.dashboard.title })).toHaveFocus();
});

test('every call to action leads to the contact page', () => {
  renderPage(<MeetlyHubPage />, paths.meetlyhub);
  const links = screen.getAllByRole('link', {
    name: new RegExp(`${productsEn.meetlyhub.cta.primary}|${productsEn.meetlyhub.cta.secondary}`),
  });
  expect(links).toHaveLength(3);
  for (const link of links) expect(link).toHaveAttribute('href', contactWith('meetlyhub'));
});
