import { render } from '@testing-library/react';
import { JsonLd } from '../json-ld';
import { breadcrumbNode, organizationNode, webPageNode, webSiteNode } from '../nodes';
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

  it('describes the organisation from the site config alone, the same in either language, with a logo of 112 px or more', () => {
    const organization = organizationNode();
    expect(organization).toMatchObject({
      '@id': `${siteBaseUrl()}/#organization`,
      name: site.name,
      legalName: site.legalName,
      url: `${siteBaseUrl()}/`,
      address: { addressLocality: 'London', addressCountry: 'GB', postalCode: site.address.postcode },
      identifier: { propertyID: 'Companies House', value: site.registration.companyNumber },
      sameAs: Object.values(site.social),
      logo: { url: `${siteBaseUrl()}/logo.svg`, width: { value: 512 }, height: { value: 512 } },
    });
    expect(JSON.stringify(organization)).not.toMatch(/Londres|Royaume/);
  });

  it('gives each language its WebSite, and each page a WebPage in it', () => {
    expect(webSiteNode('fr')).toMatchObject({ '@id': `${siteBaseUrl()}/fr#website`, inLanguage: 'fr' });
    expect(webSiteNode('en')).toMatchObject({ '@id': `${siteBaseUrl()}/#website`, inLanguage: 'en' });
    expect(webPageNode('fr', '/services/cloud-devops', 'Cloud', { breadcrumb: true, about: 'x#service' })).toEqual({
      '@type': 'WebPage',
      '@id': `${siteBaseUrl()}/fr/services/cloud-devops#webpage`,
      url: `${siteBaseUrl()}/fr/services/cloud-devops`,
      name: 'Cloud',
      inLanguage: 'fr',
      isPartOf: { '@id': `${siteBaseUrl()}/fr#website` },
      breadcrumb: { '@id': `${siteBaseUrl()}/fr/services/cloud-devops#breadcrumb` },
      mainEntity: { '@id': 'x#service' },
    });
    expect(webPageNode('en', '/about', 'About')).not.toHaveProperty('breadcrumb');
  });
});
