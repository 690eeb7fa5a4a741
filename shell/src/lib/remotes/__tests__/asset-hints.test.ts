import { hintViewFiles, viewFiles } from '../asset-hints';

/** An area's manifest as its build writes it (the parts the runtime reads to load a view). */
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    {
      name: 'VulnyzerPage',
      path: './VulnyzerPage',
      assets: {
        js: {
          sync: ['static/js/async/shared.1.js', 'static/js/async/expose-vulnyzer.2.js'],
          async: ['static/js/async/fr.3.js'],
        },
        css: { sync: ['static/css/async/expose-vulnyzer.4.css'], async: [] },
      },
    },
    { name: 'MeetlyHubPage', assets: { js: { sync: ['static/js/async/expose-meetlyhub.5.js'] }, css: { sync: [] } } },
  ],
};
const release = 'https://site.example/releases/remote_products/42/';

describe('viewFiles', () => {
  it("names the area's entry and the view's own scripts and stylesheets beside an 'auto' manifest, not its lazy ones", () => {
    expect(viewFiles(`${release}mf-manifest.json`, manifest, 'VulnyzerPage')).toEqual({
      scripts: [
        `${release}remoteEntry.js`,
        `${release}static/js/async/shared.1.js`,
        `${release}static/js/async/expose-vulnyzer.2.js`,
      ],
      styles: [`${release}static/css/async/expose-vulnyzer.4.css`],
    });
  });

  it('names the entry as the runtime does, its folder trimmed of slashes, and an empty public path as "auto"', () => {
    const inFolder = (path: string) => ({
      ...manifest,
      metaData: { publicPath: '', remoteEntry: { name: 'remoteEntry.js', path, type: 'global' } },
    });
    for (const path of ['entry', '/entry', './entry', 'entry/'])
      expect(viewFiles(`${release}mf-manifest.json?v=1`, inFolder(path), 'MeetlyHubPage').scripts).toEqual([
        `${release}entry/remoteEntry.js`,
        `${release}static/js/async/expose-meetlyhub.5.js`,
      ]);
  });

  it('names nothing for a view the manifest does not expose, or a manifest of another shape', () => {
    const none = { scripts: [], styles: [] };
    expect(viewFiles(`${release}mf-manifest.json`, manifest, 'AboutPage')).toEqual(none);
    expect(viewFiles(`${release}mf-manifest.json`, { exposes: 'all' }, 'VulnyzerPage')).toEqual(none);
    expect(viewFiles(`${release}mf-manifest.json`, null, 'VulnyzerPage')).toEqual(none);
    // Files elsewhere, or an entry loaded as a module, would not be the requests the runtime makes.
    const elsewhere = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/products/' } };
    expect(viewFiles(`${release}mf-manifest.json`, elsewhere, 'VulnyzerPage')).toEqual(none);
    const module = {
      ...manifest,
      metaData: { ...manifest.metaData, remoteEntry: { name: 'remoteEntry.js', type: 'module' } },
    };
    expect(viewFiles(`${release}mf-manifest.json`, module, 'VulnyzerPage')).toEqual(none);
  });
});

describe('hintViewFiles', () => {
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.as, link.href]);
  afterEach(() => document.head.replaceChildren());

  it('preloads each file once, scripts as scripts and stylesheets as styles, running and applying none', () => {
    hintViewFiles(`${release}mf-manifest.json`, manifest, 'VulnyzerPage');
    hintViewFiles(`${release}mf-manifest.json`, manifest, 'VulnyzerPage');
    expect(preloads()).toEqual([
      ['script', `${release}remoteEntry.js`],
      ['script', `${release}static/js/async/shared.1.js`],
      ['script', `${release}static/js/async/expose-vulnyzer.2.js`],
      ['style', `${release}static/css/async/expose-vulnyzer.4.css`],
    ]);
    expect(document.head.querySelector('script, link[rel="stylesheet"]')).toBeNull();
  });
});
