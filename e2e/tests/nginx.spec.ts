import { waitForApp } from '../support/site';
import { has, requires } from '../support/requirements';
import { expect, test, type APIResponse, type Page } from '../support/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allRoutes } from 'shared-ui/site';
import { commonEn } from '../../shared-i18n/src/locales/common-en';
import { commonFr } from '../../shared-i18n/src/locales/common-fr';
import { startEdge, type RunningEdge } from '../../shell/deploy/edge-process.mjs';
import { findNginx, renderLocal, startNginx, stopNginx, type LocalSite } from '../tools/local-nginx.mjs';
import { loadModuleLines } from '../../shell/deploy/nginx-config.mjs';
import { basePort } from '../playwright.config';
import { pointArea, readAreaLocation } from '../../shared-ui/deploy/area-locations.mjs';

/**
 * The production nginx configuration (<app>/deploy/nginx.conf and
 * shared-ui/deploy/nginx/*.conf), run by a real nginx: the shell's front on
 * E2E_PORT + 300 (4400 by default) with its edge behind it on + 308, remotes
 * on the next three ports, and the one after for a redeployed copy of
 * remote-products.
 */
const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const port = basePort + 300;
const redeployOrigin = `http://127.0.0.1:${port + 4}`;
const yearImmutable = 'public, max-age=31536000, immutable';

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
let redeployDir: string;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  redeployDir = join(dir, 'remote-products-v2');
  mkdirSync(redeployDir);
  site = renderLocal({ out: dir, port, extraRemotes: [{ name: 'remote_products', root: redeployDir }] });
  // Nothing listens at port + 9: the edge's answer for /api/* is then its 502.
  edge = await startEdge({
    port: port + 8,
    deployDir: site.deployDir,
    env: { EDGE_API_UPSTREAM: `http://127.0.0.1:${port + 9}`, EDGE_TRUST_PROXY: 'loopback' },
  });
  nginx = await startNginx(site.conf, site.shellOrigin);
});

test.afterAll(async () => {
  await stopNginx(nginx);
  await edge?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const origin = (app: string) => site.remotes.find((remote) => remote.app === app)!.origin;

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

test('caching, security and CORS headers are right for each kind of file', async ({ page }) => {
  const shell = site.shellOrigin;
  const shellIndex = readFileSync(join(repo, 'shell', 'dist', 'index.html'), 'utf8');
  const shellScript = shellIndex.match(/src="(\/static\/js\/[^"]+\.js)"/)?.[1];
  expect(shellScript).toBeTruthy();
  const products = origin('remote-products');
  const manifest = JSON.parse(readFileSync(join(repo, 'remote-products', 'dist', 'mf-manifest.json'), 'utf8')) as {
    exposes: { assets: { js: { sync: string[] }; css: { sync: string[]; async: string[] } } }[];
  };
  const exposed = manifest.exposes[0]!.assets;
  const remoteChunk = `${products}/${exposed.js.sync[0]}`;
  const remoteCss = exposed.css.sync[0] ?? exposed.css.async[0];

  // Pages are composed per request: asked for again on every load, and
  // with no validator, since any remote's deploy changes them.
  for (const url of [`${shell}/`, `${shell}/services/cloud-devops`, `${shell}/fr/about`]) {
    const response = await get(page, url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toContain('text/html');
    expect(response.headers()['cache-control'], url).toBe('no-cache');
    expect(response.headers()['etag'], url).toBeUndefined();
    expect(response.headers()['last-modified'], url).toBeUndefined();
    expectSecurityHeaders(response, url);
  }
  // Files with a fixed name revalidate on every load.
  const revalidated = [
    [`${shell}/remotes.json`, 'application/json'],
    [`${shell}/contact-config.json`, 'application/json'],
    [`${products}/mf-manifest.json`, 'application/json'],
    [`${products}/remoteEntry.js`, 'application/javascript'],
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

  // Where each area is comes from the deploy directory, not the build.
  expect(await (await get(page, `${shell}/remotes.json`)).json()).toEqual(areasOf(site.deployDir));

  // Content-hashed files are cached for a year; JS and CSS are gzipped.
  const hashed = [`${shell}${shellScript}`, remoteChunk, ...(remoteCss ? [`${products}/${remoteCss}`] : [])];
  for (const url of hashed) {
    const response = await get(page, url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe(yearImmutable);
    expect(response.headers()['content-encoding'], url).toBe('gzip');
    expect(response.headers()['vary'], url).toMatch(/accept-encoding/i);
    expectSecurityHeaders(response, url);
  }
  const identity = await get(page, `${shell}${shellScript}`, { 'Accept-Encoding': 'identity' });
  expect(identity.headers()['content-encoding']).toBeUndefined();
  // Composed pages are compressed on the way out.
  for (const url of [`${shell}/`, `${shell}/fr/about`]) {
    const response = await get(page, url);
    expect(response.headers()['content-encoding'], url).toBe('gzip');
    expect(response.headers()['vary'], url).toMatch(/accept-encoding/i);
  }

  // The shell's CSP names the origin of every area where it is now, where scripts, styles
  // and fetches need it, and no other (the redeploy target is not in it until repointed to).
  const csp = (await get(page, `${shell}/`)).headers()['content-security-policy']!;
  const current = Object.values(areasOf(site.deployDir)).map((url) => new URL(url).origin);
  for (const directive of ['script-src', 'style-src', 'connect-src']) {
    const sources = csp.split(';').find((part) => part.trim().startsWith(directive))!;
    for (const remoteOrigin of current) expect(sources, directive).toContain(remoteOrigin);
    expect(sources, directive).not.toContain(redeployOrigin);
  }

  // A remote's files are readable by the shell's origin only, whoever asks.
  for (const url of [`${products}/mf-manifest.json`, `${products}/remoteEntry.js`, remoteChunk]) {
    for (const asker of [shell, 'https://evil.example']) {
      const response = await get(page, url, { Origin: asker });
      expect(response.headers()['access-control-allow-origin'], url).toBe(shell);
    }
  }
  expect((await get(page, `${shell}/remotes.json`)).headers()['access-control-allow-origin']).toBeUndefined();

  // A missing file is a 404, never index.html under a script's URL, and never cached for a year.
  for (const url of [`${shell}/static/js/missing.js`, `${shell}/missing.js`, `${products}/static/js/missing.js`]) {
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

test('with the brotli modules: the build’s brotli copies, and composed pages compressed with brotli', async ({
  page,
}) => {
  requires('brotli');
  const shellScript = readFileSync(join(repo, 'shell', 'dist', 'index.html'), 'utf8').match(
    /src="(\/static\/js\/[^"]+\.js)"/,
  )?.[1];
  const manifest = JSON.parse(readFileSync(join(repo, 'remote-products', 'dist', 'mf-manifest.json'), 'utf8')) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const remoteChunk = `${origin('remote-products')}/${manifest.exposes[0]!.assets.js.sync[0]}`;
  const shell = site.shellOrigin;
  for (const url of [`${shell}${shellScript}`, `${shell}/`, `${shell}/fr/about`, remoteChunk]) {
    const response = await get(page, url, { 'Accept-Encoding': 'br, gzip' });
    expect(response.headers()['content-encoding'], url).toBe('br');
    expect(response.headers()['vary'], url).toMatch(/accept-encoding/i);
  }
});

test('the enquiry endpoint is on the site’s own origin, so the CSP connects to self only', async ({ page }) => {
  // Nothing listens behind the edge in this test: a 502 shows the path is passed on (a page would be 405/404).
  const answer = await page.request.post(`${site.shellOrigin}/api/enquiries`, {
    data: { firstName: 'Ada' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(502);
  expectSecurityHeaders(answer, '/api/enquiries');
  const csp = (await get(page, `${site.shellOrigin}/contact`)).headers()['content-security-policy'] ?? '';
  const connectSrc = csp
    .split(';')
    .find((part) => part.trim().startsWith('connect-src'))!
    .trim()
    .split(/\s+/)
    .slice(1);
  expect(connectSrc.filter((source) => !site.remotes.some((remote) => remote.origin === source))).toEqual(["'self'"]);
});

test('a remote redeployed elsewhere serves its pages from the next request, with nothing reloaded and the shell untouched', async ({
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
    expect(requested.some((url) => url.startsWith(`${origin('remote-products')}/mf-manifest.json`))).toBe(true);

    // Publish the new version to its own directory and server, and repoint its area (the README's steps).
    const pidBefore = readFileSync(join(dir, 'nginx.pid'), 'utf8');
    cpSync(join(repo, 'remote-products', 'dist'), redeployDir, { recursive: true });
    pointArea(site.deployDir, 'remote_products', `${redeployOrigin}/mf-manifest.json`);

    requested.length = 0;
    await page.reload();
    await waitForApp(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: commonEn.remote.retry })).toHaveCount(0);
    expect(requested).toContain(`${redeployOrigin}/mf-manifest.json`);
    expect(requested).toContain(`${redeployOrigin}/remoteEntry.js`);
    expect(requested.filter((url) => url.startsWith(origin('remote-products')))).toEqual([]);
    // The page's HTML came from the new place too: its stylesheet link names it, and the CSP lets it in.
    expect(requested.some((url) => url.startsWith(`${redeployOrigin}/static/css/`))).toBe(true);
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

const productionHosts = {
  shell: 'www.kestrel.test',
  'remote-services': 'services.kestrel.test',
  'remote-products': 'products.kestrel.test',
  'remote-company': 'company.kestrel.test',
};

/**
 * Renders the production configuration (HTTPS origins) into dir/conf with the README's command; returns its arguments.
 * brotli: --brotli or --no-brotli; by default the tool looks for the modules.
 */
function renderProduction(dir: string, brotli?: boolean, edgeOrigin = 'http://127.0.0.1:8080') {
  // The production layout: each app's build under --root.
  const root = join(dir, 'srv');
  mkdirSync(root);
  for (const app of ['shell', ...Object.keys(productionHosts).slice(1)])
    symlinkSync(join(repo, app, 'dist'), join(root, app));
  const args = [
    '--out',
    join(dir, 'conf'),
    '--root',
    root,
    '--deploy-dir',
    join(dir, 'deploy'),
    '--contact',
    'https://api.kestrel.test/enquiries',
    '--edge',
    edgeOrigin,
  ];
  // Both spellings of an option (--name value and --name=value) are read alike.
  for (const [app, host] of Object.entries(productionHosts))
    args.push(...(app === 'shell' ? [`--${app}=https://${host}`] : [`--${app}`, `https://${host}`]));
  if (brotli !== undefined) args.push(brotli ? '--brotli' : '--no-brotli');
  const cli = spawnSync('node', [join(repo, 'shell', 'deploy', 'nginx-config.mjs'), ...args], { encoding: 'utf8' });
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

/** A main nginx.conf of our own around the rendered sites (no root needed), loading the brotli modules if they are used. */
function mainConf(dir: string, brotli = has('brotli')) {
  const main = join(dir, 'nginx.conf');
  const temp = join(dir, 'temp');
  mkdirSync(temp, { recursive: true });
  writeFileSync(
    main,
    `${loadModuleLines(brotli)}pid ${join(dir, 'nginx.pid')};\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  client_body_temp_path ${temp}/body;\n  proxy_temp_path ${temp}/proxy;\n  fastcgi_temp_path ${temp}/fastcgi;\n  uwsgi_temp_path ${temp}/uwsgi;\n  scgi_temp_path ${temp}/scgi;\n  include ${join(dir, 'conf', 'sites')}/*.conf;\n}\n`,
  );
  return main;
}

for (const brotli of [false, true]) {
  test(`the production rendering (HTTPS origins) ${brotli ? 'with' : 'without'} brotli passes nginx -t, redirects port 80 quietly and writes the deploy files once`, () => {
    requires('openssl', ...(brotli ? (['brotli'] as const) : []));
    const prod = mkdtempSync(join(tmpdir(), 'site-nginx-prod-'));
    try {
      // Throwaway certificates where the rendered blocks look for them (ssl_certificate paths are rewritten below).
      const { cert, key } = throwawayCertificate(prod, 'kestrel.test');
      const deployDir = join(prod, 'deploy');
      const args = renderProduction(prod, brotli);
      // A mistyped option stops the tool with its name, and nothing is written.
      const typo = spawnSync(
        'node',
        [join(repo, 'shell', 'deploy', 'nginx-config.mjs'), ...args.map((arg) => arg.replace('--out', '--outt'))],
        { encoding: 'utf8' },
      );
      expect(typo.status).toBe(1);
      expect(typo.stderr).toContain("Unknown option '--outt'");
      expect(existsSync(join(repo, '.nginx'))).toBe(false);
      // Debian's plain nginx has no brotli: the rendering without it names none of its directives.
      const snippets = readdirSync(join(prod, 'conf', 'snippets'))
        .map((file) => readFileSync(join(prod, 'conf', 'snippets', file), 'utf8'))
        .join('\n');
      if (brotli) expect(snippets).toMatch(/^\s*brotli_static on;/m);
      else expect(snippets).not.toMatch(/^\s*brotli\w*\s/m);

      expect(areasOf(deployDir)).toEqual({
        remote_services: 'https://services.kestrel.test/mf-manifest.json',
        remote_products: 'https://products.kestrel.test/mf-manifest.json',
        remote_company: 'https://company.kestrel.test/mf-manifest.json',
      });
      expect(JSON.parse(readFileSync(join(deployDir, 'contact-config.json'), 'utf8'))).toEqual({
        endpoint: 'https://api.kestrel.test/enquiries',
      });
      // A second run keeps what a deploy has since written (an area moved to a new release).
      const moved = 'https://cdn.kestrel.test/products/releases/2/mf-manifest.json';
      pointArea(deployDir, 'remote_products', moved);
      expect(spawnSync('node', [join(repo, 'shell', 'deploy', 'nginx-config.mjs'), ...args]).status).toBe(0);
      expect(readAreaLocation(deployDir, 'remote_products')).toBe(moved);

      const sites = join(prod, 'conf', 'sites');
      const shellConf = readFileSync(join(sites, 'shell.conf'), 'utf8');
      expect(shellConf).toMatch(/listen 443 ssl;/);
      expect(shellConf).toMatch(/listen 80;[\s\S]*server_tokens off;\s*return 301 https:\/\/\$host\$request_uri;/);
      // The shell's site is a front: everything goes to the edge, which composes; nginx composes nothing.
      expect(shellConf).toContain('proxy_pass http://127.0.0.1:8080;');
      expect(shellConf).not.toMatch(/\bssi\b|sub_filter|auth_request/);

      for (const file of readdirSync(sites)) {
        const path = join(sites, file);
        writeFileSync(
          path,
          readFileSync(path, 'utf8')
            .replace(/\/etc\/ssl\/[^/]+\/fullchain\.pem/g, cert)
            .replace(/\/etc\/ssl\/[^/]+\/privkey\.pem/g, key),
        );
      }
      const check = spawnSync(
        findNginx()!,
        ['-t', '-q', '-p', prod, '-c', mainConf(prod, brotli), '-e', join(prod, 'error.log')],
        { encoding: 'utf8' },
      );
      expect(check.status, check.stderr).toBe(0);
    } finally {
      rmSync(prod, { recursive: true, force: true });
    }
  });
}

test('the production headers grade A+ (100 or more) with the MDN HTTP Observatory, shell and remotes', async () => {
  requires('openssl');
  test.setTimeout(90_000);
  const prod = mkdtempSync(join(tmpdir(), 'site-nginx-observatory-'));
  let server: ChildProcess | undefined;
  let productionEdge: RunningEdge | undefined;
  try {
    // Each site on its own loopback ports (HTTPS, then its port-80 redirect), all as "localhost",
    // the one name that resolves to 127.0.0.1 without /etc/hosts; the shell's edge behind its front.
    const { cert, key } = throwawayCertificate(prod, 'localhost');
    const edgePort = basePort + 330;
    renderProduction(prod, undefined, `http://127.0.0.1:${edgePort}`);
    productionEdge = await startEdge({ port: edgePort, deployDir: join(prod, 'deploy') });
    const sites = join(prod, 'conf', 'sites');
    const ports: Record<string, { https: number; http: number }> = {};
    readdirSync(sites)
      .sort()
      .forEach((file, index) => {
        const https = basePort + 310 + 2 * index;
        ports[file] = { https, http: https + 1 };
        const path = join(sites, file);
        const text = readFileSync(path, 'utf8')
          .replace(/\s*listen \[::\]:(443 ssl|80);/g, '')
          .replace('listen 443 ssl;', `listen 127.0.0.1:${https} ssl;`)
          .replace('listen 80;', `listen 127.0.0.1:${https + 1};`)
          .replace('return 301 https://$host$request_uri;', `return 301 https://$host:${https}$request_uri;`)
          .replace(/\/etc\/ssl\/[^/]+\/fullchain\.pem/g, cert)
          .replace(/\/etc\/ssl\/[^/]+\/privkey\.pem/g, key);
        writeFileSync(path, text);
      });
    server = spawn(
      findNginx()!,
      ['-p', prod, '-c', mainConf(prod), '-e', join(prod, 'error.log'), '-g', 'daemon off;'],
      { stdio: 'ignore' },
    );
    const firstHttp = Object.values(ports)[0]!.http;
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${firstHttp}/`, { redirect: 'manual' }).then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(301);

    for (const [file, { http, https }] of Object.entries(ports)) {
      const run = spawnSync(
        'node',
        [join(repo, 'e2e', 'tools', 'observatory.mjs'), 'localhost', String(http), String(https)],
        {
          encoding: 'utf8',
          env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
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
      expect(failing, file).toEqual([]);
      expect(result.score, `${file} ${JSON.stringify(result.tests)}`).toBeGreaterThanOrEqual(100);
      expect(result.grade, file).toBe('A+');
    }
  } finally {
    await stopNginx(server);
    await productionEdge?.stop();
    rmSync(prod, { recursive: true, force: true });
  }
});
