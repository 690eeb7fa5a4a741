import { screen, within } from '@testing-library/react';
import { commonEn } from 'shared-i18n/locales/common-en';
import { formatAddress, site } from 'shared-ui/site';
import { Footer } from '../footer';
import { renderWithProviders } from '../../../test/render-with-providers';

describe('Footer', () => {
  it('has quick links, safe social links, contact details from the site config and the current year', () => {
    renderWithProviders(<Footer />);
    const quick = screen.getByRole('navigation', { name: commonEn.footer.quickLinks });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/about',
      '/services',
      '/projects',
      '/careers',
      '/privacy-policy',
      '/terms-of-service',
      '/accessibility',
    ]);
    const social = within(screen.getByRole('list', { name: commonEn.footer.followUs })).getAllByRole('link');
    expect(social).toHaveLength(3);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: site.emails.general })).toHaveAttribute(
      'href',
      `mailto:${site.emails.general}`,
    );
    expect(screen.getByRole('link', { name: site.phones.uk })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+44/),
    );
    expect(screen.getByText(new RegExp(`© ${site.copyrightYear}`))).toBeInTheDocument();
  });

  it('shows the copyright year of the site’s facts whatever the date, so no page depends on it', () => {
    jest.useFakeTimers({ now: new Date('2031-06-01T12:00:00Z') });
    try {
      renderWithProviders(<Footer />);
      expect(screen.getByText(new RegExp(`© ${site.copyrightYear} `))).toBeInTheDocument();
      expect(screen.queryByText(/© 2031/)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the trading disclosures: legal name, part of the UK, company number and registered office', () => {
    renderWithProviders(<Footer />);
    const line = commonEn.footer.registration
      .replace('{{company}}', site.legalName)
      .replace('{{registeredIn}}', commonEn.footer.registeredIn[site.registration.registeredIn])
      .replace('{{number}}', site.registration.companyNumber)
      .replace('{{office}}', formatAddress('en'));
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(line).toContain('registered in England and Wales, company no. 00000000');
  });
});
