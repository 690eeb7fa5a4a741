import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { composePages } from '../compose-pages.mjs';
import { writeFragments } from '../../../shared-ui/build/render-in-node';
import { renderedOrigin } from '../../../shared-ui/src/config/site-url';

/** A shell build (its frames) and a remote build (its fragments), as the real builds write them. */
function fakeBuilds(frameBody: string) {
  const root = mkdtempSync(join(tmpdir(), 'compose-'));
  const shell = join(root, 'shell');
  const company = join(root, 'company');
  const write = (file: string, text: string) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  write(
    join(shell, 'frames', 'frames.json'),
    JSON.stringify({
      renderedOrigin,
      defaultOrigin: 'https://www.example.com',
      frames: [
        { route: '/about', language: 'fr', module: 'remote_company/AboutPage', file: 'fr/about.html' },
        { route: '/404', language: 'en', file: '404.html' },
      ],
    }),
  );
  write(join(shell, 'frames', 'fr', 'about.html'), `<html lang="fr"><head>@@head@@</head><body><div id="root">${frameBody}</div></body></html>`);
  write(join(shell, 'frames', '404.html'), '<html lang="en"><head></head><body><div id="root"><h1>Not found</h1></div></body></html>');
  write(join(company, 'mf-manifest.json'), JSON.stringify({ exposes: [{ name: 'AboutPage', assets: { css: { sync: ['static/css/async/about.1234.css'] } } }] }));
  write(join(company, 'static', 'css', 'async', 'about.1234.css'), 'h1{color:red}');
  const page = (language: 'en' | 'fr', title: string) => ({
    kind: 'page' as const,
    module: 'AboutPage',
    path: '/about',
    language,
    head: `<title>${title}</title><link rel="canonical" href="${renderedOrigin}${language === 'fr' ? '/fr' : ''}/about"/>`,
    body: `<h1>${title}</h1>`,
  });
  writeFragments('remote_company')([page('en', 'About'), page('fr', 'À propos')], company);
  return { root, shell, argv: ['--remote', `remote_company=${company}`] };
}

describe('compose-pages (the join, and where SITE_URL is applied)', () => {
  const saved = process.env.SITE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  });

  it("joins the frame with the remote's page and writes the deploy-time origin into it, the sitemap and robots.txt", () => {
    const { root, shell, argv } = fakeBuilds('<!--$-->@@fragment:remote_company/AboutPage@@<!--/$-->');
    process.env.SITE_URL = 'https://staging.example.org/';
    try {
      expect(composePages(argv, shell)).toBe(2);
      const page = readFileSync(join(shell, 'pages', 'fr', 'about.html'), 'utf8');
      expect(page).toContain('<title>À propos</title><link rel="canonical" href="https://staging.example.org/fr/about"/>');
      expect(page).toContain('<div id="root"><!--$--><h1>À propos</h1><!--/$--></div>');
      expect(page).toContain('<link rel="stylesheet" href="/static/css/prerendered/remote_company/about.1234.css" data-href="static/css/async/about.1234.css">');
      expect(page).not.toContain(renderedOrigin);
      expect(readFileSync(join(shell, 'static', 'css', 'prerendered', 'remote_company', 'about.1234.css'), 'utf8')).toBe('h1{color:red}');
      expect(readFileSync(join(shell, 'pages', '404.html'), 'utf8')).toContain('Not found');

      const sitemap = readFileSync(join(shell, 'sitemap.xml'), 'utf8');
      expect(sitemap).toContain('<loc>https://staging.example.org/fr/about</loc>');
      expect(sitemap).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://staging.example.org/about"/>');
      expect(sitemap).not.toContain('404');
      expect(readFileSync(join(shell, 'robots.txt'), 'utf8')).toContain('Sitemap: https://staging.example.org/sitemap.xml');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("uses the site config's origin without SITE_URL", () => {
    const { root, shell, argv } = fakeBuilds('@@fragment:remote_company/AboutPage@@');
    delete process.env.SITE_URL;
    try {
      composePages(argv, shell);
      expect(readFileSync(join(shell, 'pages', 'fr', 'about.html'), 'utf8')).toContain('href="https://www.example.com/fr/about"');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses a page the CSP would break: an inline script or style attribute it does not allow', () => {
    for (const body of ['<script>alert(1)</script>', '<div style="color:red"></div>']) {
      const { root, shell, argv } = fakeBuilds(`@@fragment:remote_company/AboutPage@@${body}`);
      try {
        expect(() => composePages(argv, shell)).toThrow(/CSP/);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    }
  });
});
