import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n } from 'shared-i18n';
import { paths } from 'shared-ui/site';
import { servicesEn } from '../../../locales/en';
import ServicesPage from '../services-page';
import HomeServiceOverview from '../../../features/home-overview/home-service-overview';
import { serviceSlugs, servicePath } from '../../../data/service-groups';

const inRouter = (element: React.ReactElement) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[paths.services]}>{element}</MemoryRouter>
    </I18nextProvider>,
  );

describe('services page', () => {
  it('links six featured cards and every service page', () => {
    inRouter(<ServicesPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const featured = screen.getByRole('list', { name: servicesEn.list.featured.title });
    const explore = within(featured).getAllByRole('link', { name: /^Explore details: / });
    expect(explore).toHaveLength(6);

    const hrefs = new Set(screen.getAllByRole('link').map((link) => link.getAttribute('href')));
    for (const slug of serviceSlugs) expect(hrefs).toContain(servicePath(slug));
    expect(hrefs).toContain(paths.contact);
    expect(hrefs).toContain(paths.projects);
  });

  it('numbers the four process steps as an ordered list', () => {
    const { container } = inRouter(<ServicesPage />);
    expect(container.querySelectorAll('#process ol > li')).toHaveLength(4);
  });
});

describe('home service overview', () => {
  it('shows six cards and a link to all services', () => {
    inRouter(<HomeServiceOverview />);
    expect(screen.getAllByRole('link', { name: /^Explore details: / })).toHaveLength(6);
    expect(screen.getByRole('link', { name: servicesEn.overview.viewAll })).toHaveAttribute('href', paths.services);
  });
});
