import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PageMeta } from '../page-meta';

const meta = (selector: string, attribute: string) => document.head.querySelector(selector)?.getAttribute(attribute);

describe.each([
  ['/about', 'en_GB', 'fr_FR', '/about'],
  ['/fr/about', 'fr_FR', 'en_GB', '/fr/about'],
])('PageMeta at %s', (url, locale, alternateLocale, canonicalPath) => {
  it("names the URL's language version as canonical and its locale, with no language passed", () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={[url]}>
        <PageMeta title="About us" description="Who we are." path="/about" />
      </MemoryRouter>,
    );
    expect(new URL(meta('link[rel="canonical"]', 'href') ?? '').pathname).toBe(canonicalPath);
    expect(new URL(meta('meta[property="og:url"]', 'content') ?? '').pathname).toBe(canonicalPath);
    expect(meta('meta[property="og:locale"]', 'content')).toBe(locale);
    expect(meta('meta[property="og:locale:alternate"]', 'content')).toBe(alternateLocale);
    expect(new URL(meta('link[hreflang="fr"]', 'href') ?? '').pathname).toBe('/fr/about');
    unmount();
  });
});
