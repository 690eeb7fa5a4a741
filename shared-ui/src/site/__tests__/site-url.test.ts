describe('siteBaseUrl in the browser', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("is the origin of the page's canonical link, which the deploy step wrote", () => {
    document.head.innerHTML = '<link rel="canonical" href="https://staging.example.org/fr/about">';
    jest.isolateModules(() => {
      const { siteBaseUrl, absoluteUrl } = jest.requireActual<typeof import('../site-url')>('../site-url');
      expect(siteBaseUrl()).toBe('https://staging.example.org');
      expect(absoluteUrl('/careers', 'fr')).toBe('https://staging.example.org/fr/careers');
      // Read once: the app names the same origin after later navigations.
      document.head.innerHTML = '';
      expect(siteBaseUrl()).toBe('https://staging.example.org');
    });
  });

  it("is the page's own origin without a canonical link (development)", () => {
    jest.isolateModules(() => {
      const { siteBaseUrl } = jest.requireActual<typeof import('../site-url')>('../site-url');
      expect(siteBaseUrl()).toBe(window.location.origin);
    });
  });
});
