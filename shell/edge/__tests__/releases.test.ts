/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { fragmentsContract } from 'shared-ui/contract/fragments';
import { pointArea, publishRelease } from 'shared-ui/deploy/area-changes.mjs';
import { buildEdge, type ShellPages } from '../server';
import { releaseFiles } from '../releases';

/** Releases of remote_company on a host of their own: files by path, each answered with its ETag; every request logged. */
const files = new Map<string, string>();
const asked: { path: string; status: number }[] = [];
let failing = false;
let server: Server;
let host: string;

/** The files of a release of remote_company's /about, by path, of this contract (its view's parts named: none) or another. */
const releaseOf = (name: string, h1: string, contract = fragmentsContract): [string, string][] => [
  [
    'fragments/fragments.json',
    JSON.stringify({
      contract,
      name: 'remote_company',
      pages: {
        '/about': {
          module: 'AboutPage',
          en: 'en/about.json',
          fr: 'fr/about.json',
          ...(contract === fragmentsContract && { parts: [] }),
        },
      },
      blocks: {},
    }),
  ],
  [
    'routes.json',
    JSON.stringify({
      contract,
      name: 'remote_company',
      pages: [{ path: '/about', module: 'AboutPage' }],
      menu: [],
      redirects: [],
    }),
  ],
  [
    'fragments/en/about.json',
    JSON.stringify({
      head: `<title>${h1}</title>`,
      stylesheets: ['static/css/about.css'],
      css: `h1.${name}{color:navy}`,
      body: `<h1 class="${name}">${h1}</h1>`,
    }),
  ],
];

/** A release of remote_company's /about on its host of its own. */
const release = (name: string, h1: string, contract = fragmentsContract) => {
  for (const [path, text] of releaseOf(name, h1, contract)) files.set(`/${name}/${path}`, text);
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Hundreds of pages below: the edge's line per request is left out (jest gives each test file its own environment).
process.env.EDGE_LOG_LEVEL = 'warn';

beforeAll(async () => {
  server = createServer((req, res) => {
    const text = files.get(req.url ?? '');
    const etag = text && `"${createHash('sha256').update(text).digest('hex').slice(0, 16)}"`;
    const status = failing ? 500 : !text ? 404 : req.headers['if-none-match'] === etag ? 304 : 200;
    asked.push({ path: req.url ?? '', status });
    if (status === 200) res.writeHead(200, { ETag: etag }).end(text);
    else res.writeHead(status).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((done) => server.close(() => done()));
});

describe('the edge’s pages from the releases in force', () => {
  let root: string;
  let edge: FastifyInstance;
  // As the company area's deploy does: its own file, written whole.
  const pointAt = (name: string) =>
    pointArea(join(root, 'deploy'), 'remote_company', { release: name, manifest: `${host}/${name}/mf-manifest.json` });
  const about = () => edge.inject({ method: 'GET', url: '/about' });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'edge-releases-'));
    mkdirSync(join(root, 'dist', 'frames'), { recursive: true });
    mkdirSync(join(root, 'deploy'));
    const frame = (route: string, url: string, marks: { notFound?: true } = {}) => ({
      route,
      language: 'en',
      url,
      missingTitle: 'Content unavailable',
      copy: {},
      parts: [
        '<html><head>',
        { slot: 'scripts' },
        { slot: 'head' },
        { slot: 'styles' },
        '</head><body><main>',
        ...(marks.notFound ? [] : [{ slot: 'page', remote: 'remote_company', route, fallback: '<p>Notice</p>' }]),
        '</main>',
        { slot: 'data' },
        '</body></html>',
      ],
      css: '',
      stylesheets: [],
      ...marks,
    });
    writeFileSync(
      join(root, 'dist', 'frames', 'frames.json'),
      JSON.stringify({
        version: 1,
        renderedOrigin: 'https://origin.invalid',
        defaultOrigin: 'https://www.example.com',
        release: 'shell0000001',
        remotes: { remote_company: 'remote-company' },
        prefixes: { remote_company: ['/about'] },
        scripts: '',
        document: { head: '', stylesheets: [], beforeRoot: '', afterRoot: '' },
      }),
    );
    const frames = [
      frame('/about', '/about'),
      frame('/404', '/404', { notFound: true }),
      { ...frame('/404', '/fr/404', { notFound: true }), language: 'fr' },
    ];
    const index = JSON.parse(readFileSync(join(root, 'dist', 'frames', 'frames.json'), 'utf8')) as ShellPages['index'];
    /** The shell's render bundle as the edge uses it: the frame of each URL. */
    const pages: ShellPages = {
      index,
      frame: (url) =>
        Promise.resolve(frames.find((candidate) => candidate.url === url) as Awaited<ReturnType<ShellPages['frame']>>),
    };
    release('r1', 'About, first release');
    pointAt('r1');
    edge = await buildEdge(
      {
        host: '127.0.0.1',
        port: 4000,
        shellDist: join(root, 'dist'),
        deployDir: join(root, 'deploy'),
        releasesDir: join(root, 'deploy', 'releases'),
        apiTimeoutMs: 1000,
        bodyTimeoutMs: 1000,
        extraOrigins: [],
        cacheBytes: 1024 * 1024,
        pageCacheBytes: 16 * 1024 * 1024,
      },
      pages,
    );
  });

  afterAll(async () => {
    await edge.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('composes from the release, then serves what it keeps without asking it again', async () => {
    asked.length = 0;
    const page = await about();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<main><h1 class="r1">About, first release</h1></main>');
    expect(page.body).toContain('<style>h1.r1{color:navy}</style>');
    expect(page.body).toContain(
      `"remotes":{"remote_company":{"release":"r1","manifest":"${host}/r1/mf-manifest.json"}}`,
    );
    expect(asked.map(({ path }) => path)).toEqual([
      '/r1/routes.json',
      '/r1/fragments/fragments.json',
      '/r1/fragments/en/about.json',
    ]);
    await Promise.all([about(), about(), about()]);
    expect(asked).toHaveLength(3);
  });

  it('never asks a published release again, however long it has kept its files: a release never changes', async () => {
    // Longer than the edge once waited before asking again (EDGE_REVALIDATE_MS, gone).
    await wait(1100);
    asked.length = 0;
    release('r1', 'About, changed on its origin');
    expect((await about()).body).toContain('About, first release');
    expect(asked).toEqual([]);
  });

  it('uses a new release on the request after a repoint, with no reload', async () => {
    release('r2', 'About, second release');
    pointAt('r2');
    const page = await about();
    expect(page.body).toContain('About, second release');
    // Its CSS with its HTML, and the page's policy allows the new CSS.
    expect(page.body).toContain('<style>h1.r2{color:navy}</style>');
    const hash = createHash('sha256').update('h1.r2{color:navy}').digest('base64');
    expect(page.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('never keeps a failure: a release not read yet that fails gives the notice and a 503, and the next request after it recovers is whole', async () => {
    release('r2b', 'About, second release');
    pointAt('r2b');
    failing = true;
    const down = await about();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('30');
    expect(down.body).toContain('<title>Content unavailable</title>');
    expect(down.body).toContain('<main><p>Notice</p></main>');
    failing = false;
    const back = await about();
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('About, second release');
  });

  it('composes a release of the previous contract (3) as it did, so an area released before keeps its pages', async () => {
    release('v3', 'About, contract 3', 3);
    pointAt('v3');
    const page = await about();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<main><h1 class="v3">About, contract 3</h1></main>');
  });

  it('refuses a release of a contract it does not read, with the notice', async () => {
    release('r3', 'About, from the future', fragmentsContract + 1);
    pointAt('r3');
    const page = await about();
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('<p>Notice</p>');
  });

  it('answers with the notice within the deadline when a release not read yet is on an origin that does not answer', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const { port } = silent.address() as AddressInfo;
    pointArea(join(root, 'deploy'), 'remote_company', {
      release: 'silent',
      manifest: `http://127.0.0.1:${port}/silent/mf-manifest.json`,
    });
    try {
      const started = performance.now();
      const page = await about();
      const took = performance.now() - started;
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('<main><p>Notice</p></main>');
      // The deadline on the wait for the release (1 s of the edge's idle time), never a request left open.
      expect(took).toBeGreaterThanOrEqual(900);
      expect(took).toBeLessThan(2500);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((done) => silent.close(() => done()));
    }
  });

  /** A release of remote_company built into `dist` (as an area's build writes its files), then published. */
  const buildRelease = (name: string, h1: string, dist = join(root, 'builds', name)) => {
    for (const [path, text] of releaseOf(name, h1)) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), text);
    }
    return dist;
  };

  it('sees a rebuild of a release published as a link (as pnpm serve publishes each dist) on the next request', async () => {
    const dist = buildRelease('linked', 'About, built');
    publishRelease(join(root, 'deploy'), 'remote_company', dist, 'linked', { link: true });
    expect((await about()).body).toContain('<h1 class="linked">About, built</h1>');
    buildRelease('linked', 'About, rebuilt', dist);
    expect((await about()).body).toContain('<h1 class="linked">About, rebuilt</h1>');
  });

  it('never answers 503 for a healthy release because the edge is busy: 500 pages of releases just published, the event loop held over 1.5 s', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const statuses = new Map<number | string, number>();
    for (let round = 0; round < 10; round += 1) {
      // Published just before: none of its files is in memory yet.
      const name = `busy-${round}`;
      publishRelease(join(root, 'deploy'), 'remote_company', buildRelease(name, `About, ${name}`), name);
      // Pages asked for one after another; halfway, with the first ones under way (their releases being read,
      // their deadlines running), the edge's process is held busy.
      const pages = [];
      for (let page = 0; page < 50; page += 1) {
        pages.push(about());
        if (page === 25) {
          const until = performance.now() + 1600;
          while (performance.now() < until);
        } else await new Promise((resolve) => setImmediate(resolve));
      }
      for (const page of await Promise.all(pages)) {
        const kind = page.body.includes(`About, ${name}`) ? page.statusCode : `${page.statusCode} without the page`;
        statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
      }
    }
    delay.disable();
    const longest = delay.max / 1e6;
    console.log(
      `500 pages, the event loop's longest delay ${Math.round(longest)} ms, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(longest).toBeGreaterThan(1500);
    expect(Object.fromEntries(statuses)).toEqual({ 200: 500 });
  }, 60_000);
});

describe('what the edge keeps of releases (releaseFiles)', () => {
  it('stays within its memory bound, dropping the least recently used', async () => {
    for (let i = 0; i < 20; i += 1) files.set(`/big/${i}.json`, 'x'.repeat(1000));
    const kept = releaseFiles({ maxBytes: 8 * 1024 });
    for (let i = 0; i < 20; i += 1) await expect(kept.read(`${host}/big/`, `${i}.json`)).resolves.toHaveLength(1000);
    expect(kept.size().bytes).toBeLessThanOrEqual(8 * 1024);
    expect(kept.size().files).toBeLessThan(20);
  });

  it('keeps no file that is not there', async () => {
    const kept = releaseFiles({ maxBytes: 1024 * 1024 });
    await expect(kept.read(`${host}/none/`, 'a.json')).resolves.toBeUndefined();
    expect(kept.size().files).toBe(0);
  });
});

describe('an edge told to keep nothing (EDGE_CACHE_MB=0)', () => {
  it('asks the release for every read', async () => {
    files.set('/plain/a.json', '{"a":1}');
    const read = releaseFiles({ maxBytes: 0 });
    asked.length = 0;
    await read.read(`${host}/plain/`, 'a.json');
    await read.read(`${host}/plain/`, 'a.json');
    expect(asked.map(({ path }) => path)).toEqual(['/plain/a.json', '/plain/a.json']);
  });
});
