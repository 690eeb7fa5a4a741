import { hydrateView, waitForApp } from '../support/site';
import { requires } from '../support/requirements';
import { expect, test, type APIResponse, type Page } from '../support/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { commonEn } from '../../shared-i18n/src/locales/common-en';
import { commonFr } from '../../shared-i18n/src/locales/common-fr';
import { startEdge, type RunningEdge } from '../../shell/deploy/edge-process.mjs';
import { findNginx, renderLocal, startNginx, stopNginx, type LocalSite } from '../tools/local-nginx.mjs';
import { basePort } from '../playwright.config';
import { readAreaLocation, readAreaState } from '../../shared-ui/deploy/area-locations.mjs';
import { endCanary, pointArea, publishRelease } from '../../shared-ui/deploy/area-changes.mjs';
import { allRoutes } from '../support/routes';
import { enquiryEndpoint } from '../../remote-company/src/pages/contact/form/send-enquiry';

/**
 * nginx in front of the edge (shell/deploy/nginx.conf, rendered by
 * shell/deploy/nginx-config.mjs), run by a real nginx: the front on
 * E2E_PORT + 300 (4400 by default) with its edge behind it on + 308. nginx
 * passes everything through: what these tests see is what the edge sent.
 */
const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const port = basePort + 300;
const yearImmutable = 'public, max-age=31536000, immutable';
const products = '/releases/remote_products/local';

/** Where each area of a deploy folder is now, as its location files say. */
const areasOf = (deployDir: string) =>
  Object.fromEntries(
    ['remote_services', 'remote_products', 'remote_company'].map((name) => [name, readAreaLocation(deployDir, name)]),
  );

requires('nginx');
// One nginx for the whole file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

let dir: string;
let site: LocalSite;
let nginx: ChildProcess | undefined;
let edge: RunningEdge | undefined;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  site = renderLocal({ out: dir, port });
  // Nothing listens at port + 9: the edge's answer for /api/* is then its 502.
  edge = await startEdge({
    port: port + 8,
    deployDir: site.deployDir,
    env: {
      SITE_URL: site.shellOrigin,
      EDGE_API_UPSTREAM: `http://127.0.0.1:${port + 9}`,
      EDGE_TRUST_PROXY: 'loopback',
    },
  });
  nginx = await startNginx(site.conf, site.shellOrigin);
});

test.afterAll(async () => {
  await stopNginx(nginx);
  await edge?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Records console errors and CSP violations from the very first script on. */
async function watchPage(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const [language, common] of [
  ['en', commonEn],
  ['fr', commonFr],
] as const) {
  test(`every route renders under the CSP with no violation or console error (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    const problems = await watchPage(page);
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    for (const path of allRoutes) {
      const response = await page.goto(`${site.shellOrigin}${path}`);
      expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
      await expect(page.locator('h1'), `${language} ${path}`).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('button', { name: common.remote.retry }), path).toHaveCount(0);
      expect(problems, `${language} ${path}`).toEqual([]);
    }
  });
}

const expectSecurityHeaders = (response: APIResponse, label: string) => {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc, label).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:/);
  for (const directive of [
    "default-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ]) {
    expect(csp, label).toContain(directive);
  }
  expect(headers['strict-transport-security'], label).toMatch(/max-age=(\d{8,}|[2-9]\d{7})/);
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], label).toContain('camera=()');
  expect(headers['server'], label).toBe('nginx');
};

const get = (page: Page, url: string, headers: Record<string, string> = {}) =>
  page.request.get(url, { headers: { 'Accept-Encoding': 'gzip', ...headers }, maxRedirects: 0 });

test('caching and security headers are right for each kind of file, the areas’ releases on the site’s own origin', async ({
  page,
}) => {
  const shell = site.shellOrigin;
  const shellIndex = readFileSync(join(repo, 'shell', 'dist', 'index.html'), 'utf8');
  const shellScript = shellIndex.match(/src="(\/static\/js\/[^"]+\.js)"/)?.[1];
  expect(shellScript).toBeTruthy();
  const manifest = JSON.parse(readFileSync(join(repo, 'remote-products', 'dist', 'mf-manifest.json'), 'utf8')) as {
    exposes: { assets: { js: { sync: string[] }; css: { sync: string[]; async: string[] } } }[];
  };
  const exposed = manifest.exposes[0]!.assets;
  const remoteChunk = `${shell}${products}/${exposed.js.sync[0]}`;
  const remoteCss = exposed.css.sync[0] ?? exposed.css.async[0];

  // Composed pages are asked for again on every load (any area's repoint changes them), with a strong ETag per
  // encoding once the edge keeps them: a revalidation is a 304.
  for (const url of [`${shell}/`, `${shell}/services/cloud-devops`, `${shell}/fr/about`]) {
    let response = await get(page, url);
    // Kept once compressed, in the background: the first answers carry no ETag yet.
    for (let tries = 0; tries < 50 && !response.headers()['etag']; tries++) {
      await new Promise((wait) => setTimeout(wait, 50));
      response = await get(page, url);
    }
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toContain('text/html');
    expect(response.headers()['cache-control'], url).toBe('no-cache');
    const etag = response.headers()['etag'] ?? '';
    expect(etag, url).toMatch(/^"[\w-]{27}-(?:br|gzip|identity)"$/);
    expect(response.headers()['last-modified'], url).toBeUndefined();
    expectSecurityHeaders(response, url);
    expect((await get(page, url, { 'If-None-Match': etag })).status(), url).toBe(304);
  }
  // Files with a fixed name revalidate on every load.
  const revalidated = [
    [`${shell}/remotes.json`, 'application/json'],
    [`${shell}/contact-config.json`, 'application/json'],
    [`${shell}${products}/mf-manifest.json`, 'application/json'],
    [`${shell}${products}/remoteEntry.js`, 'javascript'],
  ] as const;
  for (const [url, type] of revalidated) {
    const response = await get(page, url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toContain(type);
    expect(response.headers()['cache-control'], url).toBe('no-cache');
    const etag = response.headers()['etag'];
    expect(etag, url).toBeTruthy();
    expectSecurityHeaders(response, url);
    expect((await get(page, url, { 'If-None-Match': etag! })).status(), `${url} revalidates`).toBe(304);
  }

  // Where each area is comes from the deploy directory, not the build: a release of the site, on its origin.
  const areas = Object.entries(areasOf(site.deployDir)).map(([name, { manifest }]) => [name, `${shell}${manifest}`]);
  expect(await (await get(page, `${shell}/remotes.json`)).json()).toEqual(Object.fromEntries(areas));

  // Content-hashed files, the shell's and the areas', are cached for a year and compressed.
  const hashed = [`${shell}${shellScript}`, remoteChunk, ...(remoteCss ? [`${shell}${products}/${remoteCss}`] : [])];
  for (const url of hashed) {
    for (const encoding of ['gzip', 'br'])
      expect((await get(page, url, { 'Accept-Encoding': encoding })).headers()['content-encoding'], url).toBe(encoding);
    const response = await get(page, url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe(yearImmutable);
    expect(response.headers()['vary'], url).toMatch(/accept-encoding/i);
    expectSecurityHeaders(response, url);
  }
  const identity = await get(page, `${shell}${shellScript}`, { 'Accept-Encoding': 'identity' });
  expect(identity.headers()['content-encoding']).toBeUndefined();
  // Composed pages are compressed by the edge, and nginx passes them on as they are.
  for (const url of [`${shell}/`, `${shell}/fr/about`]) {
    for (const encoding of ['gzip', 'br']) {
      const response = await get(page, url, { 'Accept-Encoding': encoding });
      expect(response.headers()['content-encoding'], url).toBe(encoding);
      expect(response.headers()['vary'], url).toMatch(/accept-encoding/i);
    }
  }

  // One origin: the CSP names no other, and no file needs CORS.
  const csp = (await get(page, `${shell}/`)).headers()['content-security-policy']!;
  expect(csp).not.toMatch(/https?:/);
  expect(
    (await get(page, remoteChunk, { Origin: 'https://evil.example' })).headers()['access-control-allow-origin'],
  ).toBeUndefined();

  // A missing file is a 404, never index.html under a script's URL, and never cached for a year.
  for (const url of [
    `${shell}/static/js/missing.js`,
    `${shell}/missing.js`,
    `${shell}${products}/static/js/missing.js`,
    `${shell}${products}/mf-stats.json`,
  ]) {
    const response = await get(page, url);
    expect(response.status(), url).toBe(404);
    expect(response.headers()['cache-control'], url).not.toBe(yearImmutable);
    expectSecurityHeaders(response, url);
  }
  // An unknown path is a 404 with the not-found page in the URL's language; the old MeetlyHub address moved.
  for (const [path, common] of [
    ['/no-such-page', commonEn],
    ['/fr/no-such-page', commonFr],
  ] as const) {
    const response = await get(page, `${shell}${path}`);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain(common.notFound.title);
  }
  for (const [from, to] of [
    ['/meetly-hub', '/meetlyhub'],
    ['/fr/meetly-hub', '/fr/meetlyhub'],
  ]) {
    const response = await get(page, `${shell}${from}`);
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers()['location']!, shell).pathname, from).toBe(to);
  }
});

test('the enquiry endpoint is on the site’s own origin, so the CSP connects to self only', async ({ page }) => {
  // Nothing listens behind the edge in this test: a 502 shows the path is passed on (a page would be 405/404).
  const answer = await page.request.post(`${site.shellOrigin}${enquiryEndpoint}`, {
    data: { firstName: 'Ada' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(502);
  expectSecurityHeaders(answer, enquiryEndpoint);
  const csp = (await get(page, `${site.shellOrigin}/contact`)).headers()['content-security-policy'] ?? '';
  const connectSrc = csp
    .split(';')
    .find((part) => part.trim().startsWith('connect-src'))!
    .trim()
    .split(/\s+/)
    .slice(1);
  expect(connectSrc).toEqual(["'self'"]);
});

test('a remote published as a new release serves its pages from the next request, with nothing reloaded and the shell untouched', async ({
  page,
}) => {
  const original = readAreaLocation(site.deployDir, 'remote_products');
  const shellIndex = join(repo, 'shell', 'dist', 'index.html');
  const shellBuiltAt = statSync(shellIndex).mtimeMs;
  const problems = await watchPage(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  try {
    await page.goto(`${site.shellOrigin}/vulnyzer-platform`);
    await waitForApp(page);
    await expect(page.locator('h1')).toHaveCount(1);
    // The page's code, once asked for, comes from the release it was composed from.
    await hydrateView(page);
    expect(requested).toContain(`${site.shellOrigin}${products}/mf-manifest.json`);

    // The products team's deploy (the README's steps): its build published as a release, its area pointed at it.
    const pidBefore = readFileSync(join(dir, 'nginx.pid'), 'utf8');
    publishRelease(site.deployDir, 'remote_products', join(repo, 'remote-products', 'dist'), 'v2');
    const v2 = `${site.shellOrigin}/releases/remote_products/v2`;

    requested.length = 0;
    await page.reload();
    await waitForApp(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await hydrateView(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: commonEn.remote.retry })).toHaveCount(0);
    expect(requested).toContain(`${v2}/mf-manifest.json`);
    expect(requested).toContain(`${v2}/remoteEntry.js`);
    expect(requested.filter((url) => url.includes(products))).toEqual([]);
    // The page's HTML came from the new release too: its stylesheet link names it.
    expect(requested.some((url) => url.startsWith(`${v2}/static/css/`))).toBe(true);
    expect(problems).toEqual([]);
    // The shell's build did not change, and neither nginx nor the edge was reloaded or restarted.
    expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
    expect(nginx?.exitCode).toBeNull();
    expect(edge?.process.exitCode).toBeNull();
    expect(readFileSync(join(dir, 'nginx.pid'), 'utf8')).toBe(pidBefore);
  } finally {
    pointArea(site.deployDir, 'remote_products', original);
  }
});

test('a canary behind nginx: the README’s command puts it before half the page loads, says so, promotes one and withdraws another', async () => {
  const original = readAreaLocation(site.deployDir, 'remote_products');
  const pointCommand = join(repo, 'shared-ui', 'deploy', 'point-area.mjs');
  const build = join(repo, 'remote-products', 'dist');
  const point = (...args: string[]) => {
    const run = spawnSync('node', [pointCommand, '--deploy-dir', site.deployDir, ...args], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    return run.stdout;
  };
  /** The products area's release of `count` page loads through nginx, as a visitor's browser asks, and their caching. */
  const loads = async (count: number) => {
    const seen = await Promise.all(
      Array.from({ length: count }, async () => {
        const answer = await fetch(`${site.shellOrigin}/vulnyzer-platform`, {
          headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0.0.0 Safari/537.36' },
        });
        const release = /"remote_products":\{"release":"([^"]+)"/.exec(await answer.text())?.[1];
        return `${release} ${answer.headers.get('cache-control')}`;
      }),
    );
    return [...new Set(seen)].sort();
  };
  try {
    point('--area', 'remote_products', '--publish', build, '--release', 'c1', '--canary', '50');
    // Both releases, each page one visitor's pick, kept by no shared cache.
    expect(await loads(40)).toEqual(['c1 private, no-cache', 'local private, no-cache']);
    expect(point('--status', '--area', 'remote_products')).toMatch(
      /^remote_products: stable local .*; canary c1 .* on 50 % of page loads since .*; verdict: /,
    );
    expect(point('--area', 'remote_products', '--promote')).toMatch(
      /^remote_products: stable c1 .*; rollback target local$/m,
    );
    expect(await loads(10)).toEqual(['c1 no-cache']);
    point('--area', 'remote_products', '--publish', build, '--release', 'c2', '--canary', '50');
    expect(point('--area', 'remote_products', '--abort')).toMatch(/^remote_products: stable c1 /m);
    expect(await loads(10)).toEqual(['c1 no-cache']);
  } finally {
    if (readAreaState(site.deployDir, 'remote_products')?.canary) endCanary(site.deployDir, 'remote_products', 'abort');
    pointArea(site.deployDir, 'remote_products', original);
  }
});

const siteHost = 'www.kestrel.test';
const renderer = join(repo, 'shell', 'deploy', 'nginx-config.mjs');

/** Renders the production front (an https origin) into dir/conf with the README's command; returns its arguments. */
function renderProduction(dir: string, edges = ['http://127.0.0.1:8080', 'http://127.0.0.1:8081'], host = siteHost) {
  // Both spellings of an option (--name value and --name=value) are read alike.
  const args = ['--out', join(dir, 'conf'), `--site=https://${host}`, ...edges.flatMap((edge) => ['--edge', edge])];
  const cli = spawnSync('node', [renderer, ...args], { encoding: 'utf8' });
  expect(cli.status, cli.stderr).toBe(0);
  return args;
}

/** A throwaway certificate for `host` (its own CA); the test must require openssl. */
function throwawayCertificate(dir: string, host: string) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const openssl = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    `/CN=${host}`,
    '-addext',
    `subjectAltName=DNS:${host}`,
    '-days',
    '1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  expect(openssl.status, String(openssl.stderr)).toBe(0);
  return { cert, key };
}

/** The rendered front with the certificates given in place of /etc/ssl's, and a main nginx.conf of our own around it (no root needed). */
function mainConf(dir: string, { cert, key }: { cert: string; key: string }, edit = (text: string) => text) {
  const front = join(dir, 'conf', 'kestrel.conf');
  writeFileSync(
    front,
    edit(readFileSync(front, 'utf8'))
      .replace(/\/etc\/ssl\/[^/]+\/fullchain\.pem/g, cert)
      .replace(/\/etc\/ssl\/[^/]+\/privkey\.pem/g, key),
  );
  const main = join(dir, 'nginx.conf');
  const temp = join(dir, 'temp');
  mkdirSync(temp, { recursive: true });
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `  ${kind}_temp_path ${temp}/${kind};\n`,
  );
  writeFileSync(
    main,
    `pid ${join(dir, 'nginx.pid')};\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n${temps.join('')}  include ${front};\n}\n`,
  );
  return main;
}

test('the production front (an https origin) passes nginx -t, redirects port 80 quietly, composes nothing, and its renderer is strict', () => {
  requires('openssl');
  const prod = mkdtempSync(join(tmpdir(), 'site-nginx-prod-'));
  try {
    const certificate = throwawayCertificate(prod, 'kestrel.test');
    const args = renderProduction(prod);
    // A mistyped option stops the tool with its name, and nothing is written.
    const typo = spawnSync('node', [renderer, ...args.map((arg) => arg.replace('--out', '--outt'))], {
      encoding: 'utf8',
    });
    expect(typo.status).toBe(1);
    expect(typo.stderr).toContain("Unknown option '--outt'");
    expect(statSync(join(prod, 'conf')).mode & 0o777).toBe(0o755);
    const front = readFileSync(join(prod, 'conf', 'kestrel.conf'), 'utf8');
    expect(statSync(join(prod, 'conf', 'kestrel.conf')).mode & 0o777).toBe(0o644);
    expect(front).toMatch(/listen 443 ssl;/);
    expect(front).toContain(`server_name ${siteHost};`);
    expect(front).toMatch(/listen 80;[\s\S]*server_tokens off;\s*return 301 https:\/\/\$host\$request_uri;/);
    // A front: everything goes to the edges, which compose and compress; nginx does neither. --edge once per
    // edge: a GET or HEAD meeting an error goes to another, a POST never (proxy_next_upstream's default).
    expect(front).toMatch(/upstream kestrel_edges \{\s*server 127\.0\.0\.1:8080;\s*server 127\.0\.0\.1:8081;/);
    expect(front).toContain('proxy_pass http://kestrel_edges;');
    expect(front).not.toMatch(/^\s*proxy_next_upstream\b/m);
    expect(front).not.toMatch(/\bssi\b|sub_filter|auth_request|gzip|brotli/);
    const check = spawnSync(
      findNginx()!,
      ['-t', '-q', '-p', prod, '-c', mainConf(prod, certificate), '-e', join(prod, 'error.log')],
      { encoding: 'utf8' },
    );
    expect(check.status, check.stderr).toBe(0);
  } finally {
    rmSync(prod, { recursive: true, force: true });
  }
});

test('the production headers grade A+ (100 or more) with the MDN HTTP Observatory', async () => {
  requires('openssl');
  test.setTimeout(90_000);
  const prod = mkdtempSync(join(tmpdir(), 'site-nginx-observatory-'));
  let server: ChildProcess | undefined;
  let productionEdge: RunningEdge | undefined;
  try {
    // The front on loopback ports (HTTPS, then its port-80 redirect) as "localhost", the one
    // name that resolves to 127.0.0.1 without /etc/hosts; the edge behind it, as in production.
    const certificate = throwawayCertificate(prod, 'localhost');
    const [https, http, edgePort] = [basePort + 310, basePort + 311, basePort + 312];
    renderProduction(prod, [`http://127.0.0.1:${edgePort}`], 'localhost');
    productionEdge = await startEdge({
      port: edgePort,
      deployDir: site.deployDir,
      env: { SITE_URL: `https://localhost:${https}` },
    });
    const main = mainConf(prod, certificate, (text) =>
      text
        .replace(/\s*listen \[::\]:(443 ssl|80);/g, '')
        .replace('listen 443 ssl;', `listen 127.0.0.1:${https} ssl;`)
        .replace('listen 80;', `listen 127.0.0.1:${http};`)
        .replace('return 301 https://$host$request_uri;', `return 301 https://$host:${https}$request_uri;`),
    );
    server = spawn(findNginx()!, ['-p', prod, '-c', main, '-e', join(prod, 'error.log'), '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${http}/`, { redirect: 'manual' }).then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(301);
    const run = spawnSync(
      'node',
      [join(repo, 'e2e', 'tools', 'observatory.mjs'), 'localhost', String(http), String(https)],
      {
        encoding: 'utf8',
        env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate.cert },
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as {
      grade: string;
      score: number;
      tests: Record<string, { pass: boolean; result: string }>;
    };
    const failing = Object.entries(result.tests)
      .filter(([, t]) => !t.pass)
      .map(([name, t]) => `${name}: ${t.result}`);
    expect(failing).toEqual([]);
    expect(result.score, JSON.stringify(result.tests)).toBeGreaterThanOrEqual(100);
    expect(result.grade).toBe('A+');
  } finally {
    await stopNginx(server);
    await productionEdge?.stop();
    rmSync(prod, { recursive: true, force: true });
  }
});
