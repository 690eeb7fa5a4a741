/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { composePages } from '../compose-pages.mjs';
import { writeFrames } from '../frames';
import { bodyParts, toFrame, type RenderedFrame } from '../../src/render/frame-parts';
import { FrameSlot } from '../../src/features/remotes/fragment-slots';
import { compose, type Frame } from 'shared-ui/deploy/compose.mjs';
import { readFrames } from '../../deploy/shell-pages.mjs';
import type { ShellPages } from '../../edge/server';
import { writeFragments } from 'shared-ui/build/render-in-node';
import { renderedOrigin } from 'shared-ui/site';

const locations = { remote_company: { release: '2', manifest: '/releases/remote_company/2/mf-manifest.json' } };
const prefixes = { remote_company: ['/about'] };

/** The body the shell renders in Node for /about: its header, and the remote's slot around the notice. */
const aboutBody = (notice = 'Notice') =>
  renderToStaticMarkup(
    createElement(
      'main',
      null,
      createElement('header', null, 'Kestrel'),
      createElement(FrameSlot, {
        id: 'remote_company/AboutPage',
        notice: createElement('p', { 'data-remote-missing': 'remote_company/AboutPage' }, notice),
      }),
    ),
  );

/**
 * A shell build (its frames index, written by writeFrames as the real build does, and its pages as its render
 * bundle gives them) and a remote build (its fragments).
 */
function fakeBuilds(aboutContent = '<h1>À propos</h1>') {
  const root = mkdtempSync(join(tmpdir(), 'compose-'));
  const shell = join(root, 'shell');
  const releasesDir = join(root, 'deploy', 'releases');
  const company = join(releasesDir, 'remote_company', '2');
  const write = (file: string, text: string) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  write(
    join(shell, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"></head><body><div id="root"></div>\n<script defer src="/static/js/index.1.js"></script></body></html>',
  );
  write(join(shell, 'static', 'css', 'fonts.1.css'), 'html{font-family:Inter,sans-serif}');
  write(join(shell, 'static', 'css', 'async', 'src_bootstrap.1.css'), 'body{margin:0}');
  const about = (language: 'en' | 'fr'): RenderedFrame => ({
    route: '/about',
    language,
    module: 'remote_company/AboutPage',
    missingTitle: 'Unavailable',
    copy: {},
    head: '',
    body: aboutBody(),
  });
  const shellPage = (route: string, language: 'en' | 'fr', title: string): RenderedFrame => ({
    route,
    language,
    missingTitle: 'Unavailable',
    copy: {},
    head: `<title>${title}</title>`,
    body: `<h1>${title}</h1>`,
  });
  writeFrames([about('en'), about('fr'), shellPage('/404', 'en', 'Not found')], shell);
  const index = readFrames(shell);
  const rendered = (url: string): RenderedFrame => {
    const language = url === '/fr' || url.startsWith('/fr/') ? 'fr' : 'en';
    const route = language === 'fr' ? url.slice(3) || '/' : url;
    if (route === '/about') return about(language);
    return shellPage(route, language, route === '/' ? 'Home' : 'Not found');
  };
  /** What the shell's render bundle gives: the frame of a URL, here whatever the routes. */
  const pages: ShellPages = { index, frame: (url) => Promise.resolve(toFrame(index.document, rendered(url))) };
  write(
    join(company, 'mf-manifest.json'),
    JSON.stringify({
      exposes: [{ name: 'AboutPage', assets: { css: { sync: ['static/css/async/about.1234.css'] } } }],
    }),
  );
  write(join(company, 'static', 'css', 'async', 'about.1234.css'), 'h1{font-size:2rem}');
  const page = (language: 'en' | 'fr', title: string) => ({
    kind: 'page' as const,
    module: 'AboutPage',
    path: '/about',
    language,
    head: `<title>${title}</title><link rel="canonical" href="${renderedOrigin}${language === 'fr' ? '/fr' : ''}/about"/>`,
    body: language === 'fr' ? aboutContent : `<h1>${title}</h1>`,
    copy: { company: { about: { title } } },
    parts: [],
  });
  writeFragments('remote_company')([page('en', 'About'), page('fr', 'À propos')], company);
  return { root, shell, company, releasesDir, pages, out: join(root, 'site') };
}

/** The meta element that names the shell's release (frames.json's), and the hold on the paint until the root is parsed, at the end of every page's head from the build. */
const releaseMeta = (root: string) => {
  const { release } = JSON.parse(readFileSync(join(root, 'shell', 'frames', 'frames.json'), 'utf8')) as {
    release: string;
  };
  expect(release).toMatch(/^[0-9a-f]{12}$/);
  return `<meta name="shell-release" content="${release}"><link rel="expect" href="#page-data" blocking="render">`;
};

describe('the frames the shell writes (writeFrames): its document as data, with typed slots', () => {
  it('cuts the body at each remote slot, the notice kept as its fallback, and leaves no mark', async () => {
    const { pages, root } = fakeBuilds();
    try {
      const frame = await pages.frame('/fr/about', { prefixes: {}, areas: {} });
      expect(frame.parts).toEqual([
        `<!doctype html><html lang="fr"><head><meta charset="UTF-8">${releaseMeta(root)}`,
        { slot: 'styles' },
        { slot: 'scripts' },
        { slot: 'head' },
        '</head><body><div id="root"><main><header>Kestrel</header>',
        {
          slot: 'page',
          remote: 'remote_company',
          route: '/about',
          fallback: '<p data-remote-missing="remote_company/AboutPage">Notice</p>',
        },
        '</main></div>',
        { slot: 'data' },
        '</body></html>',
      ]);
      expect(pages.index.scripts).toMatch(
        /^<script>.+<\/script><script defer src="\/static\/js\/index\.1\.js"><\/script>$/s,
      );
      // The part of the shell's CSS its HTML uses, and its stylesheets for a page that links them.
      expect(frame.css).toBe('html{font-family:Inter,sans-serif}body{margin:0}');
      expect(frame.stylesheets).toEqual(['/static/css/fonts.1.css', '/static/css/async/src_bootstrap.1.css']);
      expect(JSON.stringify(pages.index)).not.toContain('data-fragment-slot');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('names a home block by its module', () => {
    const parts = bodyParts({
      route: '/',
      language: 'en',
      missingTitle: 'Unavailable',
      copy: {},
      head: '',
      body: renderToStaticMarkup(createElement(FrameSlot, { id: 'remote_services/Overview', notice: 'Notice' })),
    });
    expect(parts).toEqual([
      '',
      { slot: 'block', remote: 'remote_services', module: 'Overview', fallback: 'Notice' },
      '',
    ]);
  });

  it("makes the not-found page's links to itself a slot per language, which the composer fills with the path asked for", async () => {
    const parts = bodyParts({
      route: '/404',
      language: 'en',
      missingTitle: 'Unavailable',
      copy: {},
      head: '',
      body: '<a href="/404" hrefLang="en">EN</a><a href="/fr/404" hrefLang="fr">FR</a><a href="/">Home</a>',
    });
    expect(parts).toEqual([
      '<a href="',
      { slot: 'path', language: 'en' },
      '" hrefLang="en">EN</a><a href="',
      { slot: 'path', language: 'fr' },
      '" hrefLang="fr">FR</a><a href="/">Home</a>',
    ]);
    const frame: Frame = {
      route: '/404',
      language: 'en',
      url: '/404',
      missingTitle: '',
      copy: {},
      css: '',
      stylesheets: [],
      parts,
    };
    const frames = { renderedOrigin: 'https://origin.invalid', scripts: '' };
    const context = {
      fragments: () => Promise.resolve(undefined),
      remotes: {},
      routes: { prefixes: {}, areas: {} },
      origin: 'https://www.example.com',
    };
    const html = async (path?: string) =>
      (await compose(frames, { ...frame, parts: [...parts] }, { ...context, ...(path ? { path } : {}) })).html;
    await expect(html('/fr/no-such-page')).resolves.toBe(
      '<a href="/no-such-page" hrefLang="en">EN</a><a href="/fr/no-such-page" hrefLang="fr">FR</a><a href="/">Home</a>',
    );
    await expect(html('/a"b')).resolves.toContain('<a href="/a&quot;b" hrefLang="en">');
    // A composer that serves one not-found page for every path (a static host's 404 page): its own route.
    await expect(html()).resolves.toContain('<a href="/fr/404" hrefLang="fr">');
  });
});

describe('compose-pages (the static command for hosts without request-time composition)', () => {
  const saved = process.env.SITE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  });

  it("joins each frame with its remote's fragments, linking the remote's stylesheets where it is deployed, with the deploy-time origin", async () => {
    const { root, pages, releasesDir, out } = fakeBuilds();
    process.env.SITE_URL = 'https://staging.example.org/';
    try {
      await expect(composePages({ locations, releasesDir, out, pages, prefixes })).resolves.toBe(6);
      const page = readFileSync(join(out, 'fr', 'about.html'), 'utf8');
      // Linked, the shell's then the remote's: a static host's one policy cannot allow each page's inline CSS.
      expect(page).toContain(
        `<head><meta charset="UTF-8">${releaseMeta(root)}` +
          '<link rel="stylesheet" href="/static/css/fonts.1.css"><link rel="stylesheet" href="/static/css/async/src_bootstrap.1.css"><link rel="stylesheet" href="https://staging.example.org/releases/remote_company/2/static/css/async/about.1234.css"><script>',
      );
      expect(page).toContain(
        '<title>À propos</title><link rel="canonical" href="https://staging.example.org/fr/about"/></head>',
      );
      expect(page).not.toContain('<style');
      expect(page).toContain('<main><header>Kestrel</header><h1>À propos</h1></main>');
      expect(page).toContain(
        '<script type="application/json" id="page-data">{"version":1,"remotes":{"remote_company":{"release":"2","manifest":"https://staging.example.org/releases/remote_company/2/mf-manifest.json"}},',
      );
      expect(page).not.toContain(renderedOrigin);
      expect(readFileSync(join(out, '404.html'), 'utf8')).toContain('Not found');

      const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
      expect(sitemap).toContain('<loc>https://staging.example.org/fr/about</loc>');
      expect(sitemap).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://staging.example.org/about"/>',
      );
      expect(sitemap).not.toContain('404');
      expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toContain(
        'Sitemap: https://staging.example.org/sitemap.xml',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('writes pages that carry their critical CSS, as the edge composes them, for a host that allows it by its hash', async () => {
    const { root, pages, releasesDir, out } = fakeBuilds();
    try {
      await composePages({ locations, releasesDir, out, pages, prefixes, inlineCss: true });
      const page = readFileSync(join(out, 'fr', 'about.html'), 'utf8');
      expect(page).toContain(
        `<head><meta charset="UTF-8">${releaseMeta(root)}` +
          '<style>html{font-family:Inter,sans-serif}body{margin:0}h1{font-size:2rem}</style><script>',
      );
      expect(page).not.toContain('<link rel="stylesheet"');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("uses the site config's origin without SITE_URL", async () => {
    const { root, pages, releasesDir, out } = fakeBuilds();
    delete process.env.SITE_URL;
    try {
      await composePages({ locations, releasesDir, out, pages, prefixes });
      expect(readFileSync(join(out, 'fr', 'about.html'), 'utf8')).toContain('href="https://www.example.com/fr/about"');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses to write a page with a fragment missing, or one the CSP would break', async () => {
    const missing = fakeBuilds();
    try {
      rmSync(join(missing.company, 'fragments', 'fr', 'about.json'));
      // Not in the release: no page with a notice in place of the content.
      const composed = composePages({
        locations,
        releasesDir: missing.releasesDir,
        out: missing.out,
        pages: missing.pages,
        prefixes,
      });
      await expect(composed).rejects.toThrow(/could not get remote_company page \(not in the release\)/);
      // A release on an origin that does not answer: the same.
      const elsewhere = composePages({
        locations: { remote_company: { release: 'unreachable', manifest: 'http://127.0.0.1:9/mf-manifest.json' } },
        releasesDir: missing.releasesDir,
        out: missing.out,
        pages: missing.pages,
        prefixes,
      });
      await expect(elsewhere).rejects.toThrow(/could not get the routes of remote_company/);
    } finally {
      rmSync(missing.root, { recursive: true, force: true });
    }
    expect(() => fakeBuilds('<h1>À propos</h1><script>alert(1)</script>')).toThrow(/inline script/);
    expect(() => fakeBuilds('<div style="color:red"></div>')).toThrow(/style attribute "color:red"/);
  });

  it('stops on an unknown or malformed option, naming it, before it writes anything', () => {
    const { root, out } = fakeBuilds();
    try {
      const command = join(__dirname, '..', 'compose-pages.mjs');
      for (const [args, message] of [
        [['--deploy-dir', root, '--outt', out], "Unknown option '--outt'"],
        [['--deploy-dir', root, '--out'], "Option '--out <value>' argument missing"],
      ] as const) {
        const run = spawnSync('node', [command, ...args], { encoding: 'utf8' });
        expect(run.status).toBe(1);
        expect(run.stderr).toContain(message);
        expect(existsSync(out)).toBe(false);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
