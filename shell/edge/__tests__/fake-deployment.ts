/** A shell build and a deploy folder for the edge's tests, and the edge's configuration for them. */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { pointArea } from 'shared-ui/deploy/area-changes.mjs';
import type { ShellPages } from '../server';
import type { EdgeConfig } from '../config';

export const renderedOrigin = 'https://rendered.invalid';

/** A shell build with two pages and the not-found pages, a script with its brotli copy, and a deploy folder. */
export function fakeDeployment() {
  const root = mkdtempSync(join(tmpdir(), 'edge-'));
  const write = (file: string, text: string | Buffer) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  const frame = (language: 'en' | 'fr', url: string, title: string, marks: { notFound?: true } = {}) => ({
    route: marks.notFound ? '/404' : '/',
    language,
    url,
    missingTitle: 'Unavailable',
    parts: [
      `<!doctype html><html lang="${language}"><head>`,
      { slot: 'scripts' },
      `<title>${title}</title><link rel="canonical" href="${renderedOrigin}/">`,
      { slot: 'head' },
      { slot: 'styles' },
      `</head><body><h1>${title}</h1>`,
      // The not-found page's language switch, to the path asked for in the other language.
      ...(marks.notFound ? ['<a href="', { slot: 'path', language: language === 'en' ? 'fr' : 'en' }, '">⇄</a>'] : []),
      '</body></html>',
    ],
    css: 'body{margin:0}',
    stylesheets: ['/static/css/shell.css'],
    ...marks,
  });
  /** The page /about, whose content is remote_company's. */
  const about = {
    route: '/about',
    language: 'en',
    url: '/about',
    missingTitle: 'Content unavailable',
    parts: [
      '<!doctype html><html lang="en"><head>',
      { slot: 'head' },
      { slot: 'styles' },
      '</head><body><main>',
      { slot: 'page', remote: 'remote_company', route: '/about', fallback: '<p>Notice</p>' },
      '</main></body></html>',
    ],
    css: 'body{margin:0}',
    stylesheets: ['/static/css/shell.css'],
  };
  write(
    'dist/frames/frames.json',
    JSON.stringify({
      version: 1,
      renderedOrigin,
      defaultOrigin: 'https://www.example.com',
      remotes: { remote_company: 'remote-company' },
      prefixes: { remote_company: ['/about', '/careers'] },
      release: 'shell1234567',
      scripts: '<script defer src="/static/js/app.1234.js"></script>',
      document: { head: '', stylesheets: [], beforeRoot: '', afterRoot: '' },
    }),
  );
  /** The shell's render bundle as the edge uses it: the frame of each URL. */
  const frames = [
    frame('en', '/', 'Home'),
    frame('fr', '/fr', 'Accueil'),
    about,
    frame('en', '/404', 'Page not found', { notFound: true }),
    frame('fr', '/fr/404', 'Page introuvable', { notFound: true }),
  ];
  const index = JSON.parse(readFileSync(join(root, 'dist/frames/frames.json'), 'utf8')) as ShellPages['index'];
  const pages: ShellPages = {
    index,
    // Any other URL is an area's page: the frame with the area's slot, as the shell renders it.
    frame: (url) => {
      const route = url.replace(/^\/fr(?=\/|$)/, '') || '/';
      const language = url === route ? 'en' : 'fr';
      const found = frames.find((candidate) => candidate.url === url) ?? {
        ...about,
        route,
        language,
        url,
        parts: about.parts.map((part) =>
          typeof part === 'string'
            ? part.replace('lang="en"', `lang="${language}"`)
            : 'route' in part
              ? { ...part, route }
              : part,
        ),
      };
      return Promise.resolve(found as Awaited<ReturnType<ShellPages['frame']>>);
    },
  };
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  write('dist/static/js/app.1234.js', script);
  write('dist/static/js/app.1234.js.br', brotliCompressSync(script));
  pointArea(join(root, 'deploy'), 'remote_company', {
    release: 'unreachable',
    manifest: 'http://127.0.0.1:9/mf-manifest.json',
  });
  write('deploy/contact-config.json', '{"endpoint":""}');
  write('deploy/outbox/secret.json', '{"email":"ada@example.com"}');
  // A release of remote_company in the releases folder, served by the edge under /releases/ (one origin), built
  // under the previous contract (3), which the edge still reads (shell/edge/__tests__/releases.test.ts: this one).
  const release = 'deploy/releases/remote_company/7';
  write(`${release}/mf-manifest.json`, '{"name":"remote_company"}');
  write(`${release}/mf-stats.json`, '{}');
  write(`${release}/static/css/about.1234.css`, 'h1{color:navy}');
  write(
    `${release}/fragments/fragments.json`,
    JSON.stringify({
      contract: 3,
      name: 'remote_company',
      pages: { '/about': { module: 'AboutPage', en: 'en/about.json', fr: 'fr/about.json' } },
      blocks: {},
    }),
  );
  write(
    `${release}/routes.json`,
    JSON.stringify({
      contract: 3,
      name: 'remote_company',
      // /team is outside the area's prefixes: never served, and never a redirect's target.
      pages: [
        { path: '/about', module: 'AboutPage' },
        { path: '/team', module: 'AboutPage' },
      ],
      menu: [],
      redirects: [
        { from: '/careers', to: '/about' },
        { from: '/careers/elsewhere', to: '/team' },
      ],
    }),
  );
  write(
    `${release}/fragments/en/about.json`,
    JSON.stringify({
      head: '<title>About</title>',
      stylesheets: ['static/css/about.1234.css'],
      css: 'h1{color:navy}',
      body: '<h1>About</h1>',
    }),
  );
  // A release of this contract (4), whose /about takes ?topic= and has its content for one value.
  const next = 'deploy/releases/remote_company/9';
  write(`${next}/mf-manifest.json`, '{"name":"remote_company"}');
  const queries = [{ topic: 'security' }];
  write(
    `${next}/routes.json`,
    JSON.stringify({
      contract: 4,
      name: 'remote_company',
      pages: [{ path: '/about', module: 'AboutPage', queries }],
      menu: [],
      redirects: [],
    }),
  );
  const files = (name: string) => ({ en: `en/${name}.json`, fr: `fr/${name}.json` });
  write(
    `${next}/fragments/fragments.json`,
    JSON.stringify({
      contract: 4,
      name: 'remote_company',
      pages: {
        '/about': {
          module: 'AboutPage',
          ...files('about'),
          parts: [],
          queries: [{ query: queries[0], ...files('about/_topic/security') }],
        },
      },
      blocks: {},
    }),
  );
  for (const [file, title] of [
    ['en/about', 'About'],
    ['en/about/_topic/security', 'About security'],
    ['fr/about/_topic/security', 'À propos : sécurité'],
  ])
    write(`${next}/fragments/${file}.json`, JSON.stringify({ head: '', stylesheets: [], body: `<h1>${title}</h1>` }));
  return { root, pages, shellDist: join(root, 'dist'), deployDir: join(root, 'deploy') };
}

/** The edge's configuration for a fake deployment, with `more`. */
export const configOf = (deployment: ReturnType<typeof fakeDeployment>, more: Partial<EdgeConfig>): EdgeConfig => ({
  host: '127.0.0.1',
  port: 0,
  shellDist: deployment.shellDist,
  deployDir: deployment.deployDir,
  releasesDir: join(deployment.deployDir, 'releases'),
  apiTimeoutMs: 1000,
  bodyTimeoutMs: 1000,
  extraOrigins: [],
  cacheBytes: 0,
  pageCacheBytes: 0,
  ...more,
});
