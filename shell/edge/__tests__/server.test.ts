/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { pointArea } from 'shared-ui/deploy/area-changes.mjs';
import { enquiryAnswerType, writeEnquiryAnswer } from 'shared-ui/contract/enquiry-answer';
import { buildEdge, readinessPath } from '../server';
import { edgeMetrics } from '../metrics';
import { configOf, fakeDeployment, renderedOrigin } from './fake-deployment';

let deployment: ReturnType<typeof fakeDeployment>;
let edge: FastifyInstance;

beforeAll(async () => {
  deployment = fakeDeployment();
  edge = await buildEdge(
    configOf(deployment, {
      port: 4000,
      siteUrl: 'https://staging.example.org',
      cacheBytes: 1024 * 1024,
      pageCacheBytes: 16 * 1024 * 1024,
    }),
    deployment.pages,
  );
});

afterAll(async () => {
  await edge.close();
  rmSync(deployment.root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => edge.inject({ method: 'GET', url, headers });

describe('the edge', () => {
  it('composes each page in its language for the site’s origin, with the production headers and no cache', async () => {
    for (const [url, title] of [
      ['/', 'Home'],
      ['/fr', 'Accueil'],
    ]) {
      const page = await get(url!);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain('http://127.0.0.1:9');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.body).toContain(`<h1>${title}</h1>`);
      expect(page.body).toContain('<script defer src="/static/js/app.1234.js"></script>');
      expect(page.body).toContain('href="https://staging.example.org/"');
      expect(page.body).not.toContain(renderedOrigin);
    }
  });

  it('answers an unknown path with the not-found page of the URL’s language, as a 404', async () => {
    const english = await get('/no-such-page');
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('Page not found');
    const french = await get('/fr/no-such-page');
    expect(french.statusCode).toBe(404);
    expect(french.body).toContain('Page introuvable');
    for (const url of ['/frames/frames.json', '/mf-stats.json', '/static/js/missing.js', '/outbox/secret.json'])
      expect((await get(url)).statusCode).toBe(404);
  });

  it('gives each page one address, and moved pages their new one, the query kept', async () => {
    for (const [url, location] of [
      ['/fr/?a=1', '/fr?a=1'],
      ['/index.html', '/'],
      ['/about/?b=2', '/about?b=2'],
    ]) {
      const answer = await get(url!);
      expect(answer.statusCode).toBe(301);
      expect(answer.headers.location).toBe(location);
    }
  });

  it('sends the build’s brotli copy of a hashed file, cached for a year', async () => {
    const script = await get('/static/js/app.1234.js', { 'accept-encoding': 'br, gzip' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers.vary).toContain('accept-encoding');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends where each area is now, and answers 503 for the sitemap and an area’s paths while its routes cannot be had', async () => {
    expect(JSON.parse((await get('/remotes.json')).body)).toEqual({
      remote_company: 'http://127.0.0.1:9/mf-manifest.json',
    });
    for (const url of ['/sitemap.xml', '/about', '/fr/careers', '/careers/anything']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('30');
    }
    // robots.txt depends on no area: a crawler never reads an outage as "crawl nothing".
    expect((await get('/robots.txt')).statusCode).toBe(200);
    // The page the shell has a frame for keeps its frame, with the notice in place of its content.
    expect((await get('/about')).body).toContain('<p>Notice</p>');
  });

  it('answers an area’s paths from its routes in force: its pages, its old addresses, 404 for the rest; the sitemap lists its pages', async () => {
    pointArea(deployment.deployDir, 'remote_company', {
      release: '7',
      manifest: '/releases/remote_company/7/mf-manifest.json',
    });
    try {
      expect((await get('/about')).statusCode).toBe(200);
      for (const [url, location] of [
        ['/careers?b=2', '/about?b=2'],
        ['/fr/careers', '/fr/about'],
      ]) {
        const answer = await get(url!);
        expect(answer.statusCode).toBe(301);
        expect(answer.headers.location).toBe(location);
      }
      const english = await get('/about/team');
      expect(english.statusCode).toBe(404);
      expect(english.body).toContain('Page not found');
      expect((await get('/fr/careers/open')).body).toContain('Page introuvable');
      // A path the area does not own is not its to serve or to redirect to.
      expect((await get('/careers/elsewhere')).statusCode).toBe(404);
      expect((await get('/team')).statusCode).toBe(404);
      const sitemap = await get('/sitemap.xml');
      expect(sitemap.body).toContain('<loc>https://staging.example.org/fr</loc>');
      expect(sitemap.body).not.toContain('404');
      expect((await get('/sitemap.xml', { 'if-none-match': String(sitemap.headers.etag) })).statusCode).toBe(304);
      // A HEAD is answered as its GET, compressed alike (each path the edge makes or sends from a release).
      for (const url of [
        '/sitemap.xml',
        '/robots.txt',
        '/remotes.json',
        '/releases/remote_company/7/mf-manifest.json',
      ]) {
        const headers = { 'accept-encoding': 'br' };
        const [whole, head] = [await get(url, headers), await edge.inject({ method: 'HEAD', url, headers })];
        for (const name of ['content-encoding', 'vary', 'content-length', 'cache-control'])
          expect([url, name, head.headers[name]]).toEqual([url, name, whole.headers[name]]);
      }
      expect(sitemap.body).toContain('<loc>https://staging.example.org/fr/about</loc>');
      expect(sitemap.body).not.toContain('careers');
      // Listed by the area, but outside its prefixes: not its page, so not in the sitemap.
      expect(sitemap.body).not.toContain('/team');
      expect((await get('/robots.txt')).body).toContain('Sitemap: https://staging.example.org/sitemap.xml');
    } finally {
      pointArea(deployment.deployDir, 'remote_company', {
        release: 'unreachable',
        manifest: 'http://127.0.0.1:9/mf-manifest.json',
      });
    }
  });

  it('serves a page with the content its release rendered for a query its routes list, and the page itself for any other', async () => {
    pointArea(deployment.deployDir, 'remote_company', {
      release: '9',
      manifest: '/releases/remote_company/9/mf-manifest.json',
    });
    try {
      const title = async (url: string) => /<h1>([^<]*)<\/h1>/.exec((await get(url)).body)?.[1];
      expect(await title('/about?topic=security')).toBe('About security');
      expect(await title('/fr/about?utm_source=x&topic=security')).toBe('À propos : sécurité');
      for (const url of ['/about', '/about?topic=cooking', '/about?Topic=security', '/about?topic='])
        expect(await title(url)).toBe('About');
    } finally {
      pointArea(deployment.deployDir, 'remote_company', {
        release: 'unreachable',
        manifest: 'http://127.0.0.1:9/mf-manifest.json',
      });
    }
  });

  it('refuses what is not a request for a page or file, without ending', async () => {
    const post = await edge.inject({ method: 'POST', url: '/', payload: 'x' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    for (const url of ['//etc/passwd', '/%E0%A4%A', '/a%00b']) expect((await get(url)).statusCode).toBe(400);
    expect((await get('/', { host: 'bad host' })).statusCode).toBe(400);
    // Nothing behind /api/* in this deployment.
    expect((await edge.inject({ method: 'POST', url: '/api/anything', payload: {} })).statusCode).toBe(404);
    // Ready with an area down (one area never keeps the site down), naming it: its release does not answer here.
    const ready = await get(readinessPath);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', withoutRoutes: ['remote_company'] });
  });

  it('serves an area’s release on the site’s own origin: its files and nothing else, its pages composed from it', async () => {
    const unreachable = 'http://127.0.0.1:9/mf-manifest.json';
    pointArea(deployment.deployDir, 'remote_company', {
      release: '7',
      manifest: '/releases/remote_company/7/mf-manifest.json',
    });
    try {
      // Every area's routes had.
      expect((await get(readinessPath)).json()).toEqual({ status: 'ready', withoutRoutes: [] });
      const about = await get('/about');
      expect(about.statusCode).toBe(200);
      expect(about.body).toContain('<h1>About</h1>');
      // Its critical CSS in the page after the frame's, allowed by its hash and nothing else; its stylesheet is
      // the app's to load.
      expect(about.body).toContain('<style>body{margin:0}h1{color:navy}</style>');
      expect(about.body).not.toContain('<link rel="stylesheet"');
      const hash = createHash('sha256').update('body{margin:0}h1{color:navy}').digest('base64');
      expect(about.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}';`);
      expect(about.headers['content-security-policy']).not.toContain('unsafe-inline');
      expect(about.headers['content-security-policy']).not.toContain('http');
      // A request refused before routing gets the same headers, an area's location being a path of the site.
      expect((await get('/%E0%A4%A')).statusCode).toBe(400);
      expect(JSON.parse((await get('/remotes.json')).body)).toEqual({
        remote_company: 'https://staging.example.org/releases/remote_company/7/mf-manifest.json',
      });
      const css = await get('/releases/remote_company/7/static/css/about.1234.css');
      expect(css.statusCode).toBe(200);
      expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await get('/releases/remote_company/7/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
      for (const url of [
        '/releases/remote_company/7/mf-stats.json',
        '/releases/remote_company/7/about',
        '/releases/remote_company/7/static/js/missing.js',
        '/releases/remote_company/8/mf-manifest.json',
      ]) {
        const answer = await get(url);
        expect(answer.statusCode).toBe(404);
        expect(answer.body).toBe('Not found');
      }
    } finally {
      pointArea(deployment.deployDir, 'remote_company', { release: 'unreachable', manifest: unreachable });
    }
  });
});

/** The page cache's hits and misses so far, from the edge's metrics. */
async function cacheEvents(metrics: ReturnType<typeof edgeMetrics>) {
  const text = await metrics.registry.getSingleMetricAsString('edge_page_cache_total');
  const count = (result: string) => Number(new RegExp(`result="${result}"} (\\d+)`).exec(text)?.[1] ?? 0);
  return { hit: count('hit'), miss: count('miss') };
}

describe('the page cache', () => {
  it('keeps each page composed whole, in brotli, gzip and as it is, with a strong ETag per encoding and a 304 for it; composes the next request after a repoint from the new release; never keeps a page with a notice', async () => {
    const deployment = fakeDeployment();
    const metrics = edgeMetrics();
    const cached = await buildEdge(
      configOf(deployment, { cacheBytes: 1024 * 1024, pageCacheBytes: 8 * 1024 * 1024 }),
      deployment.pages,
      metrics,
    );
    const get = (url: string, headers: Record<string, string> = {}) =>
      cached.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...headers } });
    const counted = () => cacheEvents(metrics);
    try {
      pointArea(deployment.deployDir, 'remote_company', {
        release: '7',
        manifest: '/releases/remote_company/7/mf-manifest.json',
      });
      // The first request is answered as soon as the page is composed; it is kept once compressed.
      const composed = await get('/about');
      expect(composed.statusCode).toBe(200);
      expect(composed.headers.etag).toBeUndefined();
      let first = composed;
      for (let tries = 0; tries < 100 && !first.headers.etag; tries++) {
        await new Promise((wait) => setTimeout(wait, 20));
        first = await get('/about');
      }
      const counts = await counted();
      expect(counts.miss).toBeGreaterThanOrEqual(1);
      expect(first.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding' });
      expect(brotliDecompressSync(first.rawPayload).toString()).toContain('<h1>About</h1>');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{27}-br"$/);
      const again = await get('/about');
      expect(again.headers.etag).toBe(etag);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      const gzipped = await get('/about', { 'accept-encoding': 'gzip' });
      expect(gzipped.headers).toMatchObject({ 'content-encoding': 'gzip', etag: etag.replace('-br"', '-gzip"') });
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(brotliDecompressSync(first.rawPayload).toString());
      const plain = await get('/about', { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.etag).toBe(etag.replace('-br"', '-identity"'));
      const revalidated = await get('/about', { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(await counted()).toEqual({ hit: counts.hit + 4, miss: counts.miss });

      // The next request after a repoint is composed from the new release.
      pointArea(deployment.deployDir, 'remote_company', {
        release: '9',
        manifest: '/releases/remote_company/9/mf-manifest.json',
      });
      const repointed = await get('/about?topic=security', { 'accept-encoding': 'identity' });
      expect(repointed.body).toContain('<h1>About security</h1>');
      expect(repointed.headers.etag).not.toBe(etag);
      expect((await get('/about', { 'if-none-match': etag })).statusCode).toBe(200);

      // A page with a notice is composed again on every request, and carries no ETag.
      pointArea(deployment.deployDir, 'remote_company', {
        release: 'unreachable',
        manifest: 'http://127.0.0.1:9/mf-manifest.json',
      });
      const before = await counted();
      for (let i = 0; i < 2; i++) {
        const notice = await get('/about');
        expect(notice.statusCode).toBe(503);
        expect(notice.headers.etag).toBeUndefined();
      }
      expect(await counted()).toEqual({ hit: before.hit, miss: before.miss + 2 });
    } finally {
      await cached.close();
      rmSync(deployment.root, { recursive: true, force: true });
    }
  });

  it('keeps one not-found page per language for every unknown path, its link to the path asked for filled in per request, escaped and capped', async () => {
    const deployment = fakeDeployment();
    const metrics = edgeMetrics();
    const cached = await buildEdge(
      configOf(deployment, { pageCacheBytes: 8 * 1024 * 1024 }),
      deployment.pages,
      metrics,
    );
    const get = (url: string) => cached.inject({ method: 'GET', url });
    // Every area's routes read: else nothing is kept.
    pointArea(deployment.deployDir, 'remote_company', {
      release: '7',
      manifest: '/releases/remote_company/7/mf-manifest.json',
    });
    try {
      const english = await get('/nope');
      expect(english.statusCode).toBe(404);
      expect(english.body).toContain('<a href="/fr/nope">⇄</a>');
      expect(english.headers.etag).toBeUndefined();
      expect((await get('/fr/ailleurs')).body).toContain('<a href="/ailleurs">⇄</a>');
      // Percent-encoded as a URL, whatever was typed: no markup, no $ pattern read, never a link to another host.
      expect((await get("/elsewhere/%22%3E%3Cscript%3E$'$%60%C3%A9")).body).toContain(
        '<a href="/fr/elsewhere/%22%3E%3Cscript%3E$\'$%60%C3%A9">⇄</a>',
      );
      expect((await get('/%2F%2Fevil.example/x')).body).toContain('<a href="/fr/evil.example/x">⇄</a>');
      expect((await get('/%2Fevil.example')).body).toContain('<a href="/fr/evil.example">⇄</a>');
      const dollars = (await get('/x%24%27%24%27')).body;
      expect(dollars).toContain(`<a href="/fr/x$'$'">⇄</a>`);
      expect(dollars.length).toBeLessThan(english.body.length + 20);

      expect((await get(`/${'a'.repeat(2100)}`)).body).toContain('<a href="/fr">⇄</a>');
      // Kept once compressed (in the background), one page per language, whatever the path.
      const events = () => cacheEvents(metrics);
      for (let tries = 0; tries < 100 && (await events()).hit === 0; tries++) {
        await new Promise((wait) => setTimeout(wait, 20));
        expect((await get(`/gone-${tries}`)).body).toContain(`<a href="/fr/gone-${tries}">⇄</a>`);
      }
      const before = await events();
      expect((await get('/gone/again')).body).toContain('<a href="/fr/gone/again">⇄</a>');
      expect((await get('/gone/and/again')).body).toContain('<a href="/fr/gone/and/again">⇄</a>');
      expect(await events()).toEqual({ hit: before.hit + 2, miss: before.miss });
    } finally {
      await cached.close();
      rmSync(deployment.root, { recursive: true, force: true });
    }
  });
});

/** An edge of its own over `deployment`, keeping nothing from the releases between requests. */
describe('the edge’s metrics', () => {
  it('counts each page (and, over plain HTTP, names report-uri alone) by the area that owns it, its release and status, and each fragment that failed', async () => {
    const deployment = fakeDeployment();
    const metrics = edgeMetrics();
    const counted = await buildEdge(
      configOf(deployment, { siteUrl: 'http://127.0.0.1:4000' }),
      deployment.pages,
      metrics,
    );
    try {
      pointArea(deployment.deployDir, 'remote_company', {
        release: '7',
        manifest: '/releases/remote_company/7/mf-manifest.json',
      });
      expect((await counted.inject('/about')).statusCode).toBe(200);
      const home = await counted.inject('/fr');
      expect(home.statusCode).toBe(200);
      // Served over plain HTTP, where browsers do not use the Reporting API: violations go to report-uri alone.
      expect(home.headers['content-security-policy']).toMatch(/; report-uri \/api\/field\/csp$/);
      expect(home.headers['reporting-endpoints']).toBeUndefined();
      // Deployed where nothing answers: the page's own content cannot be had.
      pointArea(deployment.deployDir, 'remote_company', {
        release: '8',
        manifest: 'http://127.0.0.1:9/company/8/mf-manifest.json',
      });
      expect((await counted.inject('/about')).statusCode).toBe(503);
      const text = await metrics.registry.metrics();
      expect(text).toContain('edge_pages_total{area="company",release="7",status="200"} 1');
      expect(text).toContain('edge_pages_total{area="shell",release="shell1234567",status="200"} 1');
      expect(text).toContain('edge_pages_total{area="company",release="8",status="503"} 1');
      expect(text).toContain('edge_fragment_failures_total{area="company",release="8"} 1');
      expect(text).not.toContain('release="7",status="503"');
    } finally {
      await counted.close();
      rmSync(deployment.root, { recursive: true, force: true });
    }
  });
});

describe('the edge’s metrics port', () => {
  it('serves the metrics on their own port while the edge listens, never on the site’s, and closes it with the edge', async () => {
    const deployment = fakeDeployment();
    // Beside the field collector's metrics port (JEST_PORT_BASE + 10).
    const metricsPort = Number(process.env.JEST_PORT_BASE ?? 5140) + 11;
    const listening = await buildEdge(configOf(deployment, { metricsPort }), deployment.pages);
    try {
      pointArea(deployment.deployDir, 'remote_company', {
        release: '7',
        manifest: '/releases/remote_company/7/mf-manifest.json',
      });
      await listening.listen({ host: '127.0.0.1', port: 0 });
      const site = listening.server.address() as { port: number };
      expect((await fetch(`http://127.0.0.1:${site.port}/about`)).status).toBe(200);
      const read = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(read.status).toBe(200);
      expect(await read.text()).toContain('edge_pages_total{area="company"');
      expect((await fetch(`http://127.0.0.1:${site.port}/metrics`)).status).toBe(404);
    } finally {
      await listening.close();
      rmSync(deployment.root, { recursive: true, force: true });
    }
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  });
});

describe('the edge in front of its services', () => {
  it('passes /api/field/* to the collector and the rest of /api/* to the enquiry service, and names the CSP’s report endpoint (HTTPS: the Reporting API too)', async () => {
    const { createServer } = await import('node:http');
    const service = (name: string) =>
      new Promise<{ origin: string; close: () => void }>((ready) => {
        const server = createServer((request, response) => {
          let body = '';
          request.on('data', (chunk: Buffer) => (body += chunk.toString()));
          request.on('end', () => {
            response.writeHead(202, { 'content-type': 'application/json' });
            response.end(
              JSON.stringify({ name, url: request.url, body, forwarded: request.headers['x-forwarded-for'] }),
            );
          });
        });
        server.listen(0, '127.0.0.1', () => {
          const { port } = server.address() as { port: number };
          ready({ origin: `http://127.0.0.1:${port}`, close: () => server.close() });
        });
      });
    const [collector, enquiries] = await Promise.all([service('collector'), service('enquiries')]);
    const deployment = fakeDeployment();
    const front = await buildEdge(
      configOf(deployment, { apiUpstream: enquiries.origin, fieldUpstream: collector.origin }),
      deployment.pages,
    );
    try {
      const post = (url: string) =>
        front.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"v":1}' });
      const events = await post('/api/field/events');
      expect(events.statusCode).toBe(202);
      expect(events.json()).toMatchObject({ name: 'collector', url: '/api/field/events', body: '{"v":1}' });
      expect(events.json<{ forwarded: string }>().forwarded).toBe('127.0.0.1');
      expect((await post('/api/field/csp')).json()).toMatchObject({ name: 'collector', url: '/api/field/csp' });
      expect((await post('/api/enquiries')).json()).toMatchObject({ name: 'enquiries', url: '/api/enquiries' });

      const page = await front.inject({ method: 'GET', url: '/' });
      expect(page.headers['content-security-policy']).toMatch(/; report-uri \/api\/field\/csp; report-to csp$/);
      expect(page.headers['reporting-endpoints']).toBe('csp="/api/field/csp"');
    } finally {
      await front.close();
      collector.close();
      enquiries.close();
      rmSync(deployment.root, { recursive: true, force: true });
    }
  });

  it('reads each body itself up to its API’s limit: passes it on whole, or answers 413 (at once, or as the body passes it), or 408 for a slow one, without a reset, and counts what it refused', async () => {
    const { createServer, request: send } = await import('node:http');
    const received: { url?: string; type?: string; bytes: number }[] = [];
    const service = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        // A service that never answers.
        if (request.url === '/api/field/hang') return;
        received.push({ url: request.url, type: request.headers['content-type'], bytes: Buffer.concat(chunks).length });
        response.writeHead(202, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((listening) => service.listen(0, '127.0.0.1', listening));
    const { port } = service.address() as { port: number };
    const deployment = fakeDeployment();
    const metrics = edgeMetrics();
    const front = await buildEdge(
      configOf(deployment, {
        apiUpstream: `http://127.0.0.1:${port}`,
        fieldUpstream: `http://127.0.0.1:${port}`,
        bodyTimeoutMs: 300,
      }),
      deployment.pages,
      metrics,
    );
    const origin = await front.listen({ port: 0, host: '127.0.0.1' });
    /** A POST over a real connection: the body in `parts` written one after another, chunked unless `length`. */
    const post = (
      path: string,
      parts: Buffer[],
      headers: Record<string, string> = {},
      { length, pauseMs = 0 }: { length?: number; pauseMs?: number } = {},
    ) =>
      new Promise<{ status: number; type: string; body: string; connection?: string }>((resolve, reject) => {
        const request = send(`${origin}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers, ...(length ? { 'content-length': length } : {}) },
        });
        request.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              type: response.headers['content-type'] ?? '',
              body,
              connection: response.headers.connection,
            }),
          );
        });
        request.on('error', reject);
        void (async () => {
          for (const part of parts) {
            if (request.destroyed) return;
            request.write(part);
            if (pauseMs) await new Promise((pause) => setTimeout(pause, pauseMs));
          }
          request.end();
        })();
      });
    const bytes = (size: number) => Buffer.alloc(size, 'x');
    try {
      // Within the limit: passed on whole, with its type.
      const within = await post('/api/field/events', [bytes(16 * 1024), bytes(16 * 1024)]);
      expect(within).toMatchObject({ status: 202 });
      expect(received).toEqual([{ url: '/api/field/events', type: 'application/json', bytes: 32 * 1024 }]);
      // A Content-Length over the limit is answered at once, the chunked body as soon as it passes it; the
      // client reads its 413 either way, and the service sees neither.
      const said = await post('/api/field/events', [bytes(1024 * 1024)], {}, { length: 1024 * 1024 });
      // Read and dropped, the rest of the body: the connection is kept, and nothing reset.
      expect(said).toMatchObject({ status: 413, body: '{"error":"too-large"}' });
      expect(said.connection).not.toBe('close');
      const chunked = await post(
        '/api/enquiries',
        Array.from({ length: 16 }, () => bytes(64 * 1024)),
      );
      expect(chunked).toMatchObject({ status: 413, body: '{"error":"too-large"}' });
      // A form posted without JavaScript: a page in the language of the page that posted it.
      const form = await post('/api/enquiries', [bytes(70 * 1024)], {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        referer: 'https://www.example.com/fr/contact',
      });
      expect(form.status).toBe(413);
      expect(form.type).toBe('text/html; charset=utf-8');
      expect(form.body).toMatch(/<html lang="fr">[^]*trop long[^]*<a href="\/fr\/contact">Retour à la page de contact/);
      // Slower than the edge allows: 408, and the connection closed.
      const slow = await post('/api/enquiries', [bytes(10), bytes(10), bytes(10)], {}, { pauseMs: 250 });
      expect(slow).toMatchObject({ status: 408, body: '{"error":"too-slow"}', connection: 'close' });
      expect(received).toHaveLength(1);
      // A service that does not answer within EDGE_API_TIMEOUT_MS: still a 504.
      expect(await post('/api/field/hang', [bytes(10)])).toMatchObject({ status: 504, body: 'Gateway timeout' });
      const counted = await metrics.registry.getSingleMetricAsString('edge_refused_bodies_total');
      expect(counted).toContain('edge_refused_bodies_total{api="field",reason="too-large"} 1');
      expect(counted).toContain('edge_refused_bodies_total{api="enquiries",reason="too-large"} 2');
      expect(counted).toContain('edge_refused_bodies_total{api="enquiries",reason="too-slow"} 1');
    } finally {
      await front.close();
      service.close();
      rmSync(deployment.root, { recursive: true, force: true });
    }
  });

  it('composes the enquiry service’s no-JavaScript answer into the contact page’s frame in its language, with the service’s status, and passes any other answer on', async () => {
    const { createServer } = await import('node:http');
    /** The service's answers: the fragment when the edge asks for it, else a page of its own; or a fragment it cannot read. */
    let fragmentBody = writeEnquiryAnswer({
      language: 'fr',
      head: '<title>Non envoyé</title>',
      body: '<form id="enquiry-form"><input value="&lt;Ada&gt;"></form>',
    });
    const accepts: string[] = [];
    const server = createServer((request, response) => {
      accepts.push(request.headers.accept ?? '');
      request.resume().on('end', () => {
        const asFragment = request.headers.accept?.includes(enquiryAnswerType) === true;
        response.writeHead(asFragment ? 429 : 400, {
          'content-type': asFragment ? enquiryAnswerType : 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'retry-after': '120',
        });
        response.end(asFragment ? fragmentBody : '<!doctype html><p>The service’s own page</p>');
      });
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const deployment = fakeDeployment();
    // The company area's release in force has the contact page's fragment: its stylesheet is the answer's.
    const release = join(deployment.deployDir, 'releases', 'remote_company', 'c1');
    const write = (file: string, data: unknown) => {
      mkdirSync(dirname(join(release, file)), { recursive: true });
      writeFileSync(join(release, file), JSON.stringify(data));
    };
    write('mf-manifest.json', {});
    write('routes.json', { contract: 4, name: 'remote_company', pages: [], menu: [], redirects: [] });
    write('fragments/fragments.json', {
      contract: 4,
      name: 'remote_company',
      pages: { '/contact': { module: 'ContactPage', en: 'en/contact.json', fr: 'fr/contact.json', parts: [] } },
      blocks: {},
    });
    write('fragments/fr/contact.json', {
      head: '<title>Contact</title>',
      stylesheets: ['static/css/contact.css'],
      body: '<form id="enquiry-form"></form>',
    });
    pointArea(deployment.deployDir, 'remote_company', {
      release: 'c1',
      manifest: '/releases/remote_company/c1/mf-manifest.json',
    });
    const { port } = server.address() as { port: number };
    const front = await buildEdge(configOf(deployment, { apiUpstream: `http://127.0.0.1:${port}` }), deployment.pages);
    try {
      const post = (accept: string) =>
        front.inject({
          method: 'POST',
          url: '/api/enquiries',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
          payload: 'firstName=Ada&language=fr',
        });
      const composed = await post('text/html,application/xhtml+xml');
      expect(accepts.at(-1)).toBe(`${enquiryAnswerType}, text/html,application/xhtml+xml`);
      expect(composed.statusCode).toBe(429);
      expect(composed.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(composed.headers['retry-after']).toBe('120');
      expect(composed.headers['cache-control']).toBe('no-store');
      expect(composed.headers['content-security-policy']).toContain("connect-src 'self'");
      // The contact page's frame in French, the service's content in its slot with the release's stylesheet, no
      // script for a browser that runs none.
      expect(composed.body).toMatch(/^<!doctype html><html lang="fr">/);
      expect(composed.body).toContain('<title>Non envoyé</title>');
      expect(composed.body).not.toContain('<title>Contact</title>');
      expect(composed.body).toMatch(
        /<link rel="stylesheet" href="[^"]*\/releases\/remote_company\/c1\/static\/css\/contact\.css">/,
      );
      expect(composed.body).toContain('<main><form id="enquiry-form"><input value="&lt;Ada&gt;"></form></main>');
      expect(composed.body).not.toContain('<script');
      expect(Number(composed.headers['content-length'])).toBe(Buffer.byteLength(composed.body));

      // A JSON request is not asked for a fragment, and its answer comes as it was.
      const json = await post('application/json');
      expect(accepts.at(-1)).toBe('application/json');
      expect(json.statusCode).toBe(400);
      expect(json.body).toBe('<!doctype html><p>The service’s own page</p>');

      // A fragment of a contract the edge cannot read: a 502, never half a page.
      fragmentBody = '{"contract":99}';
      const unreadable = await post('text/html');
      expect(unreadable.statusCode).toBe(502);
      expect(unreadable.body).toBe('Bad gateway');
    } finally {
      await front.close();
      server.close();
      rmSync(deployment.root, { recursive: true, force: true });
    }
  });
});

describe('the edge under hostile traffic', () => {
  it('answers 10,000 random and malformed paths and queries with no 5xx and no crash, pushing no page out of the page cache; cuts off headers sent a byte a second (408 within the 10 s header timeout); refuses a body both sized and chunked, and headers over the limit (431)', async () => {
    const { connect } = await import('node:net');
    const deployment = fakeDeployment();
    const metrics = edgeMetrics();
    // Every area healthy: release 7 of the company area with its French page too.
    const release = join(deployment.deployDir, 'releases', 'remote_company', '7');
    mkdirSync(join(release, 'fragments', 'fr'), { recursive: true });
    writeFileSync(
      join(release, 'fragments', 'fr', 'about.json'),
      JSON.stringify({ head: '<title>À propos</title>', stylesheets: [], body: '<h1>À propos</h1>' }),
    );
    pointArea(deployment.deployDir, 'remote_company', {
      release: '7',
      manifest: '/releases/remote_company/7/mf-manifest.json',
    });
    const hostile = await buildEdge(
      configOf(deployment, { cacheBytes: 1024 * 1024, pageCacheBytes: 1024 * 1024 }),
      deployment.pages,
      metrics,
    );
    const origin = new URL(await hostile.listen({ port: 0, host: '127.0.0.1' }));
    /** One request as written, over its own connection: the status the edge answers, or 0 if it answered none. */
    const raw = (head: string) =>
      new Promise<number>((resolve) => {
        let answer = '';
        // Written, not ended: a client that half-closes its connection asks Node to drop what it is answering.
        const socket = connect(Number(origin.port), '127.0.0.1', () =>
          socket.write(`${head}\r\nHost: ${origin.host}\r\nConnection: close\r\n\r\n`),
        );
        socket.setTimeout(10_000, () => socket.destroy());
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
        socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
        socket.on('error', () => undefined);
      });
    // A seeded generator, so that a failure can be replayed.
    let seed = 20261207;
    // mulberry32
    const random = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n);
    };
    const pieces = [
      ...['/', '/fr', '/about', '/fr/about', '/careers', '/careers/x', '/releases/remote_company/7', '/api/field'],
      ...['%', '%zz', '%00', '%2e%2e', '..', '//', '\\', '%5c', ';', '@', 'é', '%C3%A9', '%E0%A4%A', '<script>'],
      ...['?', '?topic=security', '?topic=%', '&', '#x', 'a'.repeat(3000), '/index.html', '*', '~', '%2F'],
      ...["$'", '%24%27', '$&', '%24%60', '%2F%2F'],
    ];
    try {
      const warm = ['/', '/fr', '/about'];
      for (const url of warm) await hostile.inject({ method: 'GET', url });
      // Kept once compressed, in the background.
      for (let tries = 0; tries < 100 && (await cacheEvents(metrics)).hit < warm.length; tries++) {
        await new Promise((wait) => setTimeout(wait, 20));
        for (const url of warm) await hostile.inject({ method: 'GET', url });
      }
      const statuses = new Map<number, number>();
      let sent = 0;
      const worker = async () => {
        while (sent < 10_000) {
          sent++;
          const path = Array.from({ length: 1 + random(5) }, () => pieces[random(pieces.length)]).join('');
          const status = await raw(`${random(10) === 0 ? 'HEAD' : 'GET'} /${path.replace(/^\/+/, '')} HTTP/1.1`);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      };
      await Promise.all(Array.from({ length: 20 }, worker));
      const counted = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
      expect(Object.keys(counted).filter((status) => Number(status) >= 500 || status === '0')).toEqual([]);
      expect(Object.values(counted).reduce((sum, n) => sum + n, 0)).toBe(10_000);
      // Every page kept before is still kept.
      const before = await cacheEvents(metrics);
      for (const url of warm) expect((await hostile.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect(await cacheEvents(metrics)).toEqual({ hit: before.hit + warm.length, miss: before.miss });
      expect(await metrics.registry.getSingleMetricAsString('edge_page_cache_total')).not.toContain(
        'result="eviction"',
      );

      // A body with both a length and chunks (a smuggling attempt) is refused before any route.
      expect(await raw('POST /api/field/events HTTP/1.1\r\nContent-Length: 4\r\nTransfer-Encoding: chunked')).toBe(400);
      // Headers sent a byte a second: cut off by the header timeout (10 s), with a 408.
      const started = Date.now();
      const slow = await new Promise<string>((resolve) => {
        let answer = '';
        const socket = connect(Number(origin.port), '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nX-Slow: '));
        const drip = setInterval(() => socket.writable && socket.write('x'), 1000);
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
        socket.on('close', () => {
          clearInterval(drip);
          resolve(answer);
        });
        socket.on('error', () => undefined);
      });
      expect(slow).toMatch(/^HTTP\/1\.1 408 /);
      expect(Date.now() - started).toBeLessThan(15_000);
      // Headers over Node's limit (16 KiB): 431.
      expect(await raw(`GET / HTTP/1.1\r\nX-Padding: ${'x'.repeat(20_000)}`)).toBe(431);
    } finally {
      await hostile.close();
      rmSync(deployment.root, { recursive: true, force: true });
    }
  }, 60_000);
});
