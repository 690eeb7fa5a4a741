import { render } from '@testing-library/react';
import { JsonLd } from '../json-ld';
import { breadcrumbNode, organizationNode } from '../nodes';
import { site } from '../../site/site';
import { siteBaseUrl } from '../../site/site-url';

const parse = (container: HTMLElement) =>
  JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '') as {
    '@context': string;
    '@graph': Record<string, unknown>[];
  };

describe('JsonLd', () => {
  it('renders one schema.org graph in place, with "<" escaped so copy can never close the script', () => {
    const { container } = render(
      <JsonLd nodes={[{ '@type': 'Thing', name: 'a </script><script>alert(1)</script> b' }]} />,
    );
    const script = container.querySelector('script');
    expect(script?.textContent).not.toContain('</script>');
    expect(parse(container)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Thing', name: 'a </script><script>alert(1)</script> b' }],
    });
  });
});

describe('structured-data nodes', () => {
  it('writes URLs in the page’s language from the site’s base URL', () => {
    const trail = breadcrumbNode('fr', [
      { name: 'Accueil', path: '/' },
      { name: 'Carrières', path: '/careers' },
    ]);
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${siteBaseUrl()}/fr` },
      { '@type': 'ListItem', position: 2, name: 'Carrières', item: `${siteBaseUrl()}/fr/careers` },
    ]);
  });

  it('describes the organisation from the site config, with its address in the page’s language', () => {
    const organization = organizationNode('fr', {
      description: 'd',
      contactTypes: { general: 'g', partnerships: 'p' },
    });
    expect(organization).toMatchObject({
      name: site.name,
      legalName: site.legalName,
      url: `${siteBaseUrl()}/fr`,
      address: { addressLocality: 'Londres', addressCountry: 'GB', postalCode: site.address.postcode },
      identifier: { value: site.registration.companyNumber },
      sameAs: Object.values(site.social),
    });
  });
});
