/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compose, routesIn, type Frame } from '../compose.mjs';
import { fetchReleaseFile, releaseReader, releaseFragments, remoteBases } from '../release-files.mjs';
import { fragmentsContract, readFragment, readViewParts } from '../../contract/fragments.mjs';
import { partNeeds } from '../../src/site';
import { parsePageData } from '../../contract/page-data.mjs';

const frames = {
  renderedOrigin: 'https://origin.invalid',
  scripts: '<script defer src="/static/js/index.js"></script>',
};

/** A page of remote_company's route /about, and the home page with a block of remote_products. */
const aboutFrame: Frame = {
  route: '/about',
  language: 'fr',
  url: '/fr/about',
  missingTitle: 'Contenu indisponible',
  copy: { common: { common: { nav: { home: 'Accueil' } } } },
  parts: [
    '<html lang="fr"><head>',
    { slot: 'scripts' },
    { slot: 'head' },
    { slot: 'styles' },
    '</head><body><main>',
    { slot: 'page', remote: 'remote_company', route: '/about', fallback: '<p>Notice</p>' },
    '</main><a href="https://origin.invalid/fr">Accueil</a>',
    { slot: 'data' },
    '</body></html>',
  ],
  css: 'body{margin:0}',
  stylesheets: ['/static/css/shell.css'],
};
const homeFrame: Frame = {
  route: '/',
  language: 'en',
  url: '/',
  missingTitle: 'Unavailable',
  copy: {},
  parts: [
    '<head><title>Home</title>',
    { slot: 'head' },
    { slot: 'styles' },
    '</head><main>',
    { slot: 'block', remote: 'remote_products', module: 'Block', fallback: '<p>Block notice</p>' },
    '</main>',
  ],
  css: 'main{display:block}',
  stylesheets: ['/static/css/shell.css'],
};

const about = {
  head: '<title>À propos</title><link rel="canonical" href="https://origin.invalid/fr/about"/>',
  stylesheets: ['https://company.example.com/7/static/css/a.css'],
  css: 'h1{font-size:2rem}',
  body: '<h1>À propos</h1>',
  copy: { company: { about: { title: 'À propos' } } },
};
const context = {
  remotes: { remote_company: { release: '7', manifest: 'https://company.example.com/7/mf-manifest.json' } },
  routes: { prefixes: { remote_company: ['/about'] }, areas: {} },
  origin: 'https://www.example.com',
};

describe('compose (the one composer: a frame with its slots filled)', () => {
  it("puts each fragment's head tags in the head, the frame's and the fragment's critical CSS in one style element, its content in its slot, the scripts, after the content the page's data (the releases, the routes and the page's copy per source), and the site's origin", async () => {
    const page = await compose(frames, aboutFrame, { ...context, fragments: () => Promise.resolve(about) });
    expect(page).toEqual({
      status: 200,
      failed: [],
      areas: ['remote_company'],
      html:
        '<html lang="fr"><head><script defer src="/static/js/index.js"></script>' +
        '<title>À propos</title><link rel="canonical" href="https://www.example.com/fr/about"/>' +
        '<style>body{margin:0}h1{font-size:2rem}</style>' +
        '</head><body><main><h1>À propos</h1></main><a href="https://www.example.com/fr">Accueil</a>' +
        '<script type="application/json" id="page-data">{"version":1,' +
        '"remotes":{"remote_company":{"release":"7","manifest":"https://company.example.com/7/mf-manifest.json"}},' +
        '"routes":{"prefixes":{"remote_company":["/about"]},"areas":{}},' +
        '"copy":{"language":"fr","sources":{' +
        '"common":{"common":{"nav":{"home":"Accueil"}}},"remote_company:/about":{"company":{"about":{"title":"À propos"}}}}}}</script>' +
        '</body></html>',
      // For the page's CSP to allow by its hash.
      inlineStyles: ['body{margin:0}h1{font-size:2rem}'],
    });
  });

  it('asks for the page’s content with the value of its query the route resolved, and for the blocks without', async () => {
    const asked: unknown[] = [];
    const query = { service: 'security' };
    const fragments = (slot: unknown) => (asked.push(slot), Promise.resolve(about));
    await compose(frames, aboutFrame, { ...context, fragments, query });
    await compose(frames, homeFrame, { ...context, fragments, query });
    await compose(frames, aboutFrame, { ...context, fragments });
    expect(asked).toEqual([
      expect.objectContaining({ slot: 'page', route: '/about', query }),
      expect.not.objectContaining({ query }),
      expect.not.objectContaining({ query }),
    ]);
  });

  it('links the stylesheets of a fragment whose release has no critical CSS, and inlines the rest', async () => {
    const older = { head: about.head, stylesheets: about.stylesheets, body: about.body };
    const page = await compose(frames, aboutFrame, { ...context, fragments: () => Promise.resolve(older) });
    // Nor has it the copy of its page: its module brings its own.
    expect(page.html).toContain('"sources":{"common":');
    expect(page.html).not.toContain('remote_company:/about');
    expect(page.html).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" href="https://company.example.com/7/static/css/a.css"></head>',
    );
    expect(page.inlineStyles).toEqual(['body{margin:0}']);
  });

  it('links every stylesheet, and inlines none, in a page without the app (nothing would load the rest) or when asked', async () => {
    const links =
      '<link rel="stylesheet" href="/static/css/shell.css">' +
      '<link rel="stylesheet" href="https://company.example.com/7/static/css/a.css"></head>';
    for (const options of [{ scripts: false }, { inlineCss: false }]) {
      const page = await compose(frames, aboutFrame, {
        ...context,
        ...options,
        fragments: () => Promise.resolve(about),
      });
      expect(page.html).toContain(links);
      expect(page.html).not.toContain('<style');
      expect(page.inlineStyles).toEqual([]);
    }
  });

  it('answers 503 with the notice and a title when the route’s own content cannot be had, and says why', async () => {
    const page = await compose(frames, aboutFrame, {
      ...context,
      fragments: () => Promise.reject(new Error('ECONNREFUSED')),
    });
    expect(page.status).toBe(503);
    expect(page.html).toContain(
      '<title>Contenu indisponible</title><style>body{margin:0}</style></head><body><main><p>Notice</p></main>',
    );
    expect(page.failed).toEqual([
      { slot: { slot: 'page', remote: 'remote_company', route: '/about' }, reason: 'ECONNREFUSED' },
    ]);
    // A release without that page is the same, for its own reason.
    const absent = await compose(frames, aboutFrame, { ...context, fragments: () => Promise.resolve(undefined) });
    expect(absent.status).toBe(503);
    expect(absent.failed[0]?.reason).toBe('not in the release');
  });

  it('answers 200 with the block’s notice when a home block cannot be had', async () => {
    const page = await compose(frames, homeFrame, { ...context, fragments: () => Promise.resolve(undefined) });
    expect(page.status).toBe(200);
    // The frame's critical CSS covers its notices.
    expect(page.html).toBe(
      '<head><title>Home</title><style>main{display:block}</style></head><main><p>Block notice</p></main>',
    );
  });

  it('leaves the scripts and the map out of a page for a browser that runs none', async () => {
    const page = await compose(frames, aboutFrame, {
      ...context,
      scripts: false,
      fragments: () => Promise.resolve(about),
    });
    expect(page.html).not.toContain('<script');
  });

  it('writes data that the app reads back through the contract’s schema: menu labels in the page’s language, queries', async () => {
    const routes = {
      prefixes: { remote_company: ['/about', '/contact'] },
      areas: {
        remote_company: {
          pages: [
            { path: '/about', module: 'AboutPage' },
            { path: '/contact', module: 'ContactPage', queries: [{ service: 'partnership' }] },
          ],
          menu: [
            {
              group: 'services' as const,
              sections: [
                {
                  key: 'all',
                  label: { en: 'All', fr: 'Tous' },
                  links: [{ path: '/about', label: { en: 'About', fr: 'À propos' } }],
                },
              ],
            },
          ],
          redirects: [{ from: '/about-us', to: '/about' }],
        },
      },
    };
    const page = await compose(frames, aboutFrame, { ...context, routes, fragments: () => Promise.resolve(about) });
    const text = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(page.html)?.[1] ?? '';
    const data = parsePageData(JSON.parse(text));
    expect(data.remotes).toEqual(context.remotes);
    expect(data.routes).toEqual(routesIn(routes, 'fr'));
    expect(data.routes.areas.remote_company?.menu[0]?.sections[0]?.links[0]?.label).toEqual({ fr: 'À propos' });
    expect(data.copy.language).toBe('fr');
  });

  it('keeps the page’s data inside its element whatever a URL holds', async () => {
    const page = await compose(frames, aboutFrame, {
      ...context,
      remotes: {
        remote_company: { release: '7', manifest: 'https://x.example.com/</script><script>alert(1)//mf-manifest.json' },
      },
      fragments: () => Promise.resolve(about),
    });
    expect(page.html).toContain('"https://x.example.com/\\u003c/script>\\u003cscript>alert(1)//mf-manifest.json"');
  });

  it('waits for its fragments no longer than the deadline', async () => {
    const started = Date.now();
    const page = await compose(frames, aboutFrame, {
      ...context,
      deadlineMs: 100,
      fragments: () => new Promise((resolve) => setTimeout(() => resolve(about), 2000).unref()),
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(page.status).toBe(503);
    expect(page.failed[0]?.reason).toBe('no answer within 100 ms');
  });
});

describe('reading a release (shared-ui/contract/fragments.mjs)', () => {
  const base = 'https://company.example.com/7/';
  const slot = { slot: 'page', remote: 'remote_company', route: '/about' } as const;
  const release = (files: Record<string, unknown>) => (path: string) =>
    Promise.resolve(
      files[path] === undefined
        ? undefined
        : typeof files[path] === 'string'
          ? files[path]
          : JSON.stringify(files[path]),
    );

  /** A page and a block of a release of contract 4 or 3, their files in JSON; parts named from 4 on. */
  const jsonRelease = (contract: number, parts?: { name: string; needs: string }[]) =>
    release({
      'fragments/fragments.json': {
        contract,
        name: 'remote_company',
        pages: {
          '/about': { module: 'AboutPage', en: 'en/about.json', fr: 'fr/about.json', ...(parts && { parts }) },
        },
        blocks: { Block: { en: 'en/blocks/Block.json', fr: 'fr/blocks/Block.json', ...(parts && { parts: [] }) } },
      },
      'fragments/fr/about.json': {
        head: '<title>À propos</title>',
        stylesheets: ['static/css/a.css'],
        css: `.a{background:url(static/image/a.png)}.b{background:url("static/image/b.svg")}.c{background:url(/static/c.png)}.d{background:url(data:image/gif;base64,R0lG)}`,
        body: '<h1>À propos</h1><form data-part="ask" data-part-needs="intent"></form>',
      },
      'fragments/en/blocks/Block.json': { head: '', stylesheets: [], body: '<p>Block</p>' },
    });
  const block = { slot: 'block', remote: 'remote_company', module: 'Block' } as const;

  it('reads this contract (4): the fragment of a page or block in a language, its stylesheets and the addresses of its CSS under the base', async () => {
    expect(fragmentsContract).toBe(4);
    const read = jsonRelease(4, [{ name: 'ask', needs: 'intent' }]);
    await expect(readFragment(read, base, slot, 'fr')).resolves.toEqual({
      head: '<title>À propos</title>',
      stylesheets: ['https://company.example.com/7/static/css/a.css'],
      // Relative to the release, as its build wrote them; a path of the site or a data: URL as it is.
      css:
        '.a{background:url(https://company.example.com/7/static/image/a.png)}' +
        '.b{background:url("https://company.example.com/7/static/image/b.svg")}' +
        '.c{background:url(/static/c.png)}.d{background:url(data:image/gif;base64,R0lG)}',
      body: '<h1>À propos</h1><form data-part="ask" data-part-needs="intent"></form>',
    });
    await expect(readFragment(read, base, block, 'en')).resolves.toEqual({
      head: '',
      stylesheets: [],
      body: '<p>Block</p>',
    });
    // A page the release does not have, in a language or at all.
    await expect(readFragment(read, base, slot, 'en')).resolves.toBeUndefined();
    await expect(readFragment(read, base, { ...slot, route: '/careers' }, 'fr')).resolves.toBeUndefined();
  });

  it('reads the interactive parts a view of this contract shows, as its release declares them', async () => {
    const read = jsonRelease(4, [{ name: 'ask', needs: 'intent' }]);
    await expect(readViewParts(read, base, slot)).resolves.toEqual([{ name: 'ask', needs: 'intent' }]);
    await expect(readViewParts(read, base, block)).resolves.toEqual([]);
    await expect(readViewParts(read, base, { ...slot, route: '/careers' })).resolves.toBeUndefined();
    await expect(readViewParts(release({}), base, slot)).resolves.toBeUndefined();
    // The contract's needs are the ones a part can declare (shared-ui/site's partNeeds), no more, no fewer.
    for (const needs of partNeeds)
      await expect(readViewParts(jsonRelease(4, [{ name: 'ask', needs }]), base, slot)).resolves.toEqual([
        { name: 'ask', needs },
      ]);
    await expect(readViewParts(jsonRelease(4, [{ name: 'ask', needs: 'idle' }]), base, slot)).rejects.toThrow(
      `fragments contract 4 of ${base}: pages./about.parts.0.needs Invalid type: Expected ("now" | "intent" | "visible")`,
    );
    // This contract names the parts of every view, none at least.
    await expect(readFragment(jsonRelease(4), base, slot, 'fr')).rejects.toThrow(
      `fragments contract 4 of ${base}: pages./about.parts Invalid key`,
    );
  });

  it('reads the fragment a page of this contract (4) has for a query; for any other, the page itself', async () => {
    const fragment = (body: string) => ({ head: '', stylesheets: [], body });
    const withQuery = (french: string) =>
      release({
        'fragments/fragments.json': {
          contract: 4,
          name: 'remote_company',
          pages: {
            '/about': {
              module: 'AboutPage',
              en: 'en/about.json',
              fr: 'fr/about.json',
              parts: [],
              queries: [{ query: { service: 'security' }, en: 'en/about/_service/security.json', fr: french }],
            },
          },
          blocks: {},
        },
        'fragments/en/about.json': fragment('<h1>About</h1>'),
        'fragments/en/about/_service/security.json': fragment('<h1>About security</h1>'),
      });
    const read = withQuery('fr/about/_service/security.json');
    const asked = (query: Record<string, string>) => ({ ...slot, query });
    await expect(readFragment(read, base, asked({ service: 'security' }), 'en')).resolves.toEqual(
      fragment('<h1>About security</h1>'),
    );
    for (const other of [
      asked({ service: 'other' }),
      asked({ topic: 'security' }),
      asked({ service: 'security', topic: 'x' }),
      slot,
    ])
      await expect(readFragment(read, base, other, 'en')).resolves.toEqual(fragment('<h1>About</h1>'));
    // A file under fragments/ and nowhere else, as every file an index names.
    await expect(readFragment(withQuery('../x.json'), base, asked({ service: 'security' }), 'en')).rejects.toThrow(
      'pages./about.queries.0.fr a file under fragments/',
    );
    // The previous contract's page is the same for every value.
    await expect(readFragment(jsonRelease(3), base, asked({ service: 'security' }), 'fr')).resolves.toMatchObject({
      body: '<h1>À propos</h1><form data-part="ask" data-part-needs="intent"></form>',
    });
  });

  it('reads the previous contract (3), whose views declare no part, so a release built before keeps composing', async () => {
    const read = jsonRelease(3);
    await expect(readFragment(read, base, slot, 'fr')).resolves.toMatchObject({
      stylesheets: ['https://company.example.com/7/static/css/a.css'],
      body: '<h1>À propos</h1><form data-part="ask" data-part-needs="intent"></form>',
    });
    await expect(readFragment(read, base, block, 'en')).resolves.toEqual({
      head: '',
      stylesheets: [],
      body: '<p>Block</p>',
    });
    await expect(readViewParts(read, base, slot)).resolves.toEqual([]);
    await expect(readViewParts(read, base, block)).resolves.toEqual([]);
    await expect(readViewParts(read, base, { ...slot, route: '/careers' })).resolves.toBeUndefined();
  });

  it('refuses any other contract, saying which it reads: the one before the previous (2) among them', async () => {
    for (const contract of [5, 2, 1, '4', undefined]) {
      const read = release({ 'fragments/fragments.json': { contract, pages: {}, blocks: {} } });
      const refusal = `fragments contract ${JSON.stringify(contract)} of ${base}: this composer reads 4 and 3`;
      await expect(readFragment(read, base, slot, 'fr')).rejects.toThrow(refusal);
      await expect(readViewParts(read, base, slot)).rejects.toThrow(refusal);
    }
  });

  it('reads no file its index names outside fragments/, and says what is wrong', async () => {
    const read = release({
      'fragments/fragments.json': {
        contract: fragmentsContract,
        name: 'remote_company',
        pages: { '/about': { module: 'AboutPage', en: '../../secret.json', fr: 'fr/about.json' } },
        blocks: {},
      },
    });
    await expect(readFragment(read, base, slot, 'en')).rejects.toThrow(
      /^fragments contract 4 of https:\/\/company\.example\.com\/7\/: pages\.\/about\.en a file under fragments\//,
    );
    const dir = mkdtempSync(join(tmpdir(), 'release-'));
    try {
      const release = `${pathToFileURL(dir).href}/`;
      await expect(releaseReader()(release, '../outside.json')).rejects.toThrow('is not a file of');
      await expect(releaseReader()(release, 'fragments/none.json')).resolves.toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('composes a release of the next contract as missing content, with the reason', async () => {
    const fragments = releaseFragments(remoteBases(context.remotes, context.origin), (_base, path) =>
      release({ 'fragments/fragments.json': { contract: 99, pages: {}, blocks: {} } })(path),
    );
    const page = await compose(frames, aboutFrame, { ...context, fragments });
    expect(page.status).toBe(503);
    expect(page.failed[0]?.reason).toMatch(
      /^fragments contract 99 of https:\/\/company\.example\.com\/7\/: this composer reads/,
    );
  });
});

describe('where releases are', () => {
  it('takes each remote’s base from where it is, on the site’s origin for a release of the site', () => {
    expect(
      remoteBases(
        {
          remote_a: { release: 'v3', manifest: 'https://a.example.com/v3/mf-manifest.json' },
          remote_b: { release: '7', manifest: '/releases/remote_b/7/mf-manifest.json' },
        },
        'https://www.example.com',
      ),
    ).toEqual({ remote_a: 'https://a.example.com/v3/', remote_b: 'https://www.example.com/releases/remote_b/7/' });
  });

  it('has no fragment for a remote deployed nowhere', async () => {
    await expect(
      releaseFragments({}, () => Promise.resolve(''))({ slot: 'block', remote: 'remote_x', module: 'B' }, 'en'),
    ).rejects.toThrow('remote_x is deployed nowhere');
  });

  it('reads a release on this machine by its file: URL, with an ETag of its time and size', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-'));
    try {
      writeFileSync(join(dir, 'a.json'), '{"a":1}');
      const base = `${pathToFileURL(dir).href}/`;
      await expect(releaseReader()(base, 'a.json')).resolves.toBe('{"a":1}');
      await expect(releaseReader()(base, 'missing.json')).resolves.toBeUndefined();
      const first = await fetchReleaseFile(`${base}a.json`);
      const etag = typeof first === 'object' ? first.etag : undefined;
      await expect(fetchReleaseFile(`${base}a.json`, { etag })).resolves.toBe('unchanged');
      writeFileSync(join(dir, 'a.json'), '{"a":22}');
      await expect(fetchReleaseFile(`${base}a.json`, { etag })).resolves.toEqual(
        expect.objectContaining({ text: '{"a":22}' }),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('over HTTP', () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.url === '/v1/ok.json') return res.end(`{"encoding":"${req.headers['accept-encoding']}"}`);
        if (req.url === '/v1/broken.json') return res.writeHead(500).end('Oops');
        if (req.url === '/v1/slow.json') return void setTimeout(() => res.end('{}'), 2000).unref();
        res.writeHead(404).end('Not found');
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
    });
    afterAll(() => {
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    });

    it('reads uncompressed; a 404 is no file, another status or the deadline a failure', async () => {
      const read = releaseReader(300);
      await expect(read(base, 'ok.json')).resolves.toBe('{"encoding":"identity"}');
      await expect(read(base, 'missing.json')).resolves.toBeUndefined();
      await expect(read(base, 'broken.json')).rejects.toThrow('HTTP 500');
      const started = Date.now();
      await expect(read(base, 'slow.json')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(1500);
    });
  });
});

describe('the routes a page carries (routesIn)', () => {
  it('keep each menu label in the page’s language only, and everything else as it is', () => {
    const label = (en: string, fr: string) => ({ en, fr });
    const routes = {
      prefixes: { remote_services: ['/services'] },
      areas: {
        remote_services: {
          pages: [{ path: '/services/web-development', module: 'ServiceDetailPage' }],
          redirects: [{ from: '/services/web', to: '/services/web-development' }],
          menu: [
            {
              group: 'services' as const,
              sections: [
                {
                  key: 'build',
                  label: label('Build & modernise', 'Développer et moderniser'),
                  links: [{ path: '/services/web-development', label: label('Web development', 'Développement web') }],
                },
              ],
            },
          ],
        },
      },
    };
    const french = routesIn(routes, 'fr');
    expect(french).toEqual({
      ...routes,
      areas: {
        remote_services: {
          ...routes.areas.remote_services,
          menu: [
            {
              group: 'services',
              sections: [
                {
                  key: 'build',
                  label: { fr: 'Développer et moderniser' },
                  links: [{ path: '/services/web-development', label: { fr: 'Développement web' } }],
                },
              ],
            },
          ],
        },
      },
    });
    expect(JSON.stringify(routesIn(routes, 'en'))).not.toMatch(/Développ/);
  });
});
