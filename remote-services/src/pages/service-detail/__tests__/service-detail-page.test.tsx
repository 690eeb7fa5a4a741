import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n } from 'shared-i18n';
import { contactWith } from 'shared-ui/site';
import { commonEn } from 'shared-i18n/locales/common-en';
import { servicesEn } from '../../../locales/en';
import ServiceDetailPage from '../service-detail-page';
import { servicePath } from '../../../data/service-groups';

const slug = 'enterprise-integration';
const copy = servicesEn.items[slug];

function renderPage() {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[servicePath(slug)]}>
        <ServiceDetailPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('service detail page', () => {
  it('renders the layout from the service copy', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.title);

    const included = screen.getByRole('list', { name: servicesEn.detail.includedTitle });
    expect(within(included).getAllByRole('listitem')).toHaveLength(12);

    const benefits = screen.getByRole('list', { name: servicesEn.detail.benefitsTitle });
    expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(4);

    const impact = screen.getByRole('list', { name: servicesEn.detail.impactTitle });
    expect(within(impact).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(impact).getByText(copy.impact[0]?.metric ?? '')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: servicesEn.detail.ctaButton })).toHaveAttribute(
      'href',
      contactWith('system-integration'),
    );
    expect(screen.getByRole('img', { name: copy.illustrationAlt })).toHaveAttribute('width', '320');
  });

  it('shows its trail from the home page, the one its structured data declares', () => {
    renderPage();
    const trail = screen.getByRole('navigation', { name: commonEn.breadcrumb });
    expect(within(trail).getByRole('link', { name: commonEn.nav.home })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: commonEn.nav.services })).toHaveAttribute('href', '/services');
    expect(within(trail).getByText(copy.title)).toHaveAttribute('aria-current', 'page');
    const graph = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
      '@graph': { '@type': string; itemListElement?: { name: string }[] }[];
    };
    const declared = graph['@graph'].find((node) => node['@type'] === 'BreadcrumbList');
    expect(declared?.itemListElement?.map((item) => item.name)).toEqual([
      commonEn.nav.home,
      commonEn.nav.services,
      copy.title,
    ]);
  });

  it('sets the document title and description', () => {
    renderPage();
    expect(document.title).toContain(copy.metaTitle);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', copy.metaDescription);
  });
});
