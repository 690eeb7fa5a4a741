/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { composePages } from '../compose-pages.mjs';
import { ssiFrame } from '../frames';
import { writeFragments } from 'shared-ui/build/render-in-node';
import { renderedOrigin } from 'shared-ui/site';

const remotesJson = { remote_company: 'https://company.example.com/releases/2/mf-manifest.json' };

/** A shell build (its frames, written by ssiFrame as the real build does) and a remote build (its fragments). */
function fakeBuilds(aboutBody = '<h1>À propos</h1>') {
  const root = mkdtempSync(join(tmpdir(), 'compose-'));
  const shell = join(root, 'shell');
  const company = join(root, 'company');
  const write = (file: string, text: string) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  const aboutIn = (language: 'en' | 'fr') =>
    ssiFrame({
      route: '/about',
      language,
      module: 'remote_company/AboutPage',
      missingTitle: 'Unavailable',
      head: '',
      body: '<header>Kestrel</header><main><!--$-->@@fragment:remote_company/AboutPage@@<p data-remote-missing="remote_company/AboutPage">Notice</p>@@/fragment@@<!--/$--></main>',
    });
  const about = { en: aboutIn('en'), fr: aboutIn('fr') };
  write(
    join(shell, 'frames', 'frames.json'),
    JSON.stringify({
      renderedOrigin,
      defaultOrigin: 'https://www.example.com',
      remotes: { remote_company: 'remote-company' },
      redirects: [],
      frames: [
        {
          route: '/about',
          language: 'en',
          url: '/about',
          module: 'remote_company/AboutPage',
          content: about.en.content,
          file: 'en/about.html',
        },
        {
          route: '/about',
          language: 'fr',
          url: '/fr/about',
          module: 'remote_company/AboutPage',
          content: about.fr.content,
          file: 'fr/about.html',
        },
        { route: '/404', language: 'en', url: '/404', file: 'en/404.html', notFound: true },
      ],
    }),
  );
  for (const language of ['en', 'fr'] as const) {
    const { blocks, head, body } = about[language];
    write(
      join(shell, 'frames', language, 'about.html'),
      `<html lang="${language}"><head>${blocks}${head}</head><body><div id="root">${body}</div></body></html>`,
    );
  }
  write(
    join(shell, 'frames', 'en', '404.html'),
    '<html lang="en"><head><title>Not found</title></head><body><div id="root"><h1>Not found</h1></div></body></html>',
  );
  write(
    join(company, 'mf-manifest.json'),
    JSON.stringify({
      exposes: [{ name: 'AboutPage', assets: { css: { sync: ['static/css/async/about.1234.css'] } } }],
    }),
  );
  const page = (language: 'en' | 'fr', title: string) => ({
    kind: 'page' as const,
    module: 'AboutPage',
    path: '/about',
    language,
    head: `<title>${title}</title><link rel="canonical" href="${renderedOrigin}${language === 'fr' ? '/fr' : ''}/about"/>`,
    body: language === 'fr' ? aboutBody : `<h1>${title}</h1>`,
  });
  writeFragments('remote_company')([page('en', 'About'), page('fr', 'À propos')], company);
  return { root, shell, company, out: join(root, 'site') };
}

describe('the frame of a remote route as server-side includes (ssiFrame)', () => {
  it("includes the route's head tags and content from its remote, each with its notice as stub, defined first", () => {
    const { content, head, body, blocks } = ssiFrame({
      route: '/',
      language: 'en',
      missingTitle: 'Unavailable',
      head: '<title>Home</title>',
      body: '<h1>Home</h1>@@fragment:remote_services/Overview@@<p>Notice</p>@@/fragment@@',
    });
    expect(content).toBeUndefined();
    expect(blocks).toBe(
      '<!--#block name="missing-1" --><!--#endblock --><!--#block name="missing-2" --><p>Notice</p><!--#endblock -->',
    );
    expect(head).toBe(
      '<title>Home</title><!--#include virtual="/_fragments/remote_services/blocks/Overview.head.html" stub="missing-1" -->',
    );
    expect(body).toBe(
      '<h1>Home</h1><!--#include virtual="/_fragments/remote_services/en/blocks/Overview.html" stub="missing-2" -->',
    );
  });
});

describe('compose-pages (the static command for hosts without request-time composition)', () => {
  const saved = process.env.SITE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  });

  it("joins each frame with its remote's fragments, linking the remote's stylesheets where it is deployed, with the deploy-time origin", async () => {
    const { root, shell, company, out } = fakeBuilds();
    process.env.SITE_URL = 'https://staging.example.org/';
    try {
      await expect(composePages({ remotesJson, dirs: { remote_company: company }, out, dist: shell })).resolves.toBe(3);
      const page = readFileSync(join(out, 'fr', 'about.html'), 'utf8');
      expect(page).toContain(
        '<head><title>À propos</title><link rel="canonical" href="https://staging.example.org/fr/about"/><link rel="stylesheet" href="https://company.example.com/releases/2/static/css/async/about.1234.css"></head>',
      );
      expect(page).toContain('<main><!--$--><h1>À propos</h1><!--/$--></main>');
      expect(page).not.toContain('<!--#');
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

  it("uses the site config's origin without SITE_URL", async () => {
    const { root, shell, company, out } = fakeBuilds();
    delete process.env.SITE_URL;
    try {
      await composePages({ remotesJson, dirs: { remote_company: company }, out, dist: shell });
      expect(readFileSync(join(out, 'fr', 'about.html'), 'utf8')).toContain('href="https://www.example.com/fr/about"');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses to write a page with a fragment missing, or one the CSP would break', async () => {
    const missing = fakeBuilds();
    try {
      rmSync(join(missing.company, 'fragments', 'fr', 'about.html'));
      // Not in the folder, and its base URL does not answer: no page with a notice in place of the content.
      const composed = composePages({
        remotesJson: { remote_company: 'http://127.0.0.1:9/mf-manifest.json' },
        dirs: { remote_company: missing.company },
        out: missing.out,
        dist: missing.shell,
      });
      await expect(composed).rejects.toThrow(/could not get \/_fragments\/remote_company\/fr\/about\.html/);
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
        [['--remotes', join(root, 'remotes.json'), '--outt', out], "Unknown option '--outt'"],
        [['--remotes', join(root, 'remotes.json'), '--out'], "Option '--out <value>' argument missing"],
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
