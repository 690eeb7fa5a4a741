import { localizePath, paths, splitLocalizedPath, switchLanguageOfUrl } from '../paths';

describe('language in the URL', () => {
  it('puts French under /fr and leaves English at the route paths', () => {
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/about', 'fr')).toBe('/fr/about');
    expect(localizePath('/contact?service=partnership', 'fr')).toBe('/fr/contact?service=partnership');
    expect(localizePath('/?a=1#b', 'fr')).toBe('/fr?a=1#b');
    expect(localizePath('/about', 'en')).toBe('/about');
  });

  it('leaves in-page anchors and other schemes alone', () => {
    expect(localizePath('#overview', 'fr')).toBe('#overview');
    expect(localizePath('mailto:x@example.com', 'fr')).toBe('mailto:x@example.com');
  });

  it('reads the language and route path back from a URL path', () => {
    expect(splitLocalizedPath('/fr')).toEqual({ language: 'fr', path: '/' });
    expect(splitLocalizedPath('/fr/services/cloud-devops')).toEqual({ language: 'fr', path: '/services/cloud-devops' });
    expect(splitLocalizedPath('/about')).toEqual({ language: 'en', path: '/about' });
    // A path that only starts with the letters is English.
    expect(splitLocalizedPath('/fresh')).toEqual({ language: 'en', path: '/fresh' });
  });

  it('round-trips every route in both languages', () => {
    for (const route of ['/', '/about', '/services/cloud-devops', '/fresh']) {
      for (const language of ['en', 'fr'] as const)
        expect(splitLocalizedPath(localizePath(route, language))).toEqual({ language, path: route });
    }
  });

  it('switches the same page to the other language, keeping query and hash', () => {
    expect(switchLanguageOfUrl({ pathname: paths.contact, search: '?service=other', hash: '#form' }, 'fr')).toBe(
      '/fr/contact?service=other#form',
    );
    expect(switchLanguageOfUrl({ pathname: '/fr/contact', search: '?service=other', hash: '#form' }, 'en')).toBe(
      '/contact?service=other#form',
    );
    expect(switchLanguageOfUrl({ pathname: '/fr', search: '', hash: '' }, 'en')).toBe('/');
  });
});
