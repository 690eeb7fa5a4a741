import { hasPrerenderedCopy, prerenderedStylesPlugin } from '../prerendered-styles-plugin';

type PreloadOp = { nameOrAlias: string; exposes: string[]; filter?: (url: string) => boolean };

const remoteCss = 'https://products.example.com/v2/static/css/async/__federation_expose_VulnyzerPage.658e79e249.css';

describe('prerenderedStylesPlugin', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/static/css/async/r.672a5656a2.css">' +
      '<link rel="stylesheet" href="/static/css/prerendered/remote_products/__federation_expose_VulnyzerPage.658e79e249.css" data-href="static/css/async/__federation_expose_VulnyzerPage.658e79e249.css">';
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('recognises a remote stylesheet whose pre-rendered copy is in the page, by its path inside the remote', () => {
    expect(hasPrerenderedCopy(remoteCss)).toBe(true);
    expect(hasPrerenderedCopy(`${remoteCss}?v=1`)).toBe(true);
    expect(hasPrerenderedCopy('static/css/async/__federation_expose_VulnyzerPage.658e79e249.css')).toBe(true);
  });

  it('does not take another build of the stylesheet (another content hash), or a script, for the copy', () => {
    expect(hasPrerenderedCopy('https://products.example.com/v2/static/css/async/__federation_expose_VulnyzerPage.0000000000.css')).toBe(false);
    expect(hasPrerenderedCopy('https://products.example.com/v2/static/js/async/__federation_expose_VulnyzerPage.4240005843.js')).toBe(false);
    // A file whose name merely ends the same way is not the copy.
    expect(hasPrerenderedCopy('https://products.example.com/v2/static/css/async/x__federation_expose_VulnyzerPage.658e79e249.css')).toBe(false);
  });

  it('leaves copied stylesheets out of the runtime preload, and keeps every other asset and any filter already set', async () => {
    const preloadOps = [
      { nameOrAlias: 'remote_products', exposes: ['VulnyzerPage'] },
      { nameOrAlias: 'remote_company', exposes: ['ContactPage'], filter: (url: string) => !url.includes('skip-me') },
    ] as PreloadOp[];
    await prerenderedStylesPlugin().beforePreloadRemote!({ preloadOps, options: {}, origin: {} } as never);
    const [products, company] = preloadOps;
    expect(products?.filter?.(remoteCss)).toBe(false);
    expect(products?.filter?.('https://products.example.com/v2/static/css/async/o.b9988e5fa2.css')).toBe(true);
    expect(products?.filter?.('https://products.example.com/v2/static/js/async/t.57021c12d7.js')).toBe(true);
    expect(company?.filter?.('https://company.example.com/static/js/async/skip-me.js')).toBe(false);
    expect(company?.filter?.('https://company.example.com/static/js/async/page.js')).toBe(true);
    expect(company?.filter?.(remoteCss)).toBe(false);
  });

  it('preloads everything on a page that was not pre-rendered', async () => {
    document.head.innerHTML = '';
    const preloadOps: PreloadOp[] = [{ nameOrAlias: 'remote_products', exposes: ['VulnyzerPage'] }];
    await prerenderedStylesPlugin().beforePreloadRemote!({ preloadOps, options: {}, origin: {} } as never);
    expect(preloadOps[0]?.filter?.(remoteCss)).toBe(true);
  });
});
