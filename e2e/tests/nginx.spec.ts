import { waitForApp } from '../support/site';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allRoutes } from '../../shared-ui/src/config/paths';
import { commonEn } from '../../shared-i18n/src/locales/common-en';
import { commonFr } from '../../shared-i18n/src/locales/common-fr';
import { findNginx, renderLocal, startNginx, stopNginx, type LocalSite } from '../tools/nginx-config.mjs';

/**
 * The production nginx configuration (<app>/deploy/nginx.conf and
 * shared-ui/deploy/nginx/*.conf), run by a real nginx: shell :4400, remotes
 * :4401-4403, and :4404 for a redeployed copy of remote-products.
 */
const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const port = 4400;
const redeployOrigin = `http://127.0.0.1:${port + 4}`;
const yearImmutable = 'public, max-age=31536000, immutable';

test.skip(!findNginx(), 'nginx is not installed');
// One nginx for the whole file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

let dir: string;
let site: LocalSite;
let nginx: ChildProcess | undefined;
let redeployDir: string;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  redeployDir = join(dir, 'remote-products-v2');
  mkdirSync(redeployDir);
  site = renderLocal({ out: dir, port, extraRemotes: [{ name: 'remote_products', root: redeployDir }] });
  nginx = await startNginx(site.conf, site.shellOrigin);
});

test.afterAll(async () => {
  await stopNginx(nginx);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const origin = (app: string) => site.remotes.find((remote) => remote.app === app)!.origin;

/** Records console errors and CSP violations from the very first script on. */
async function watchPage(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const [language, common] of [['en', commonEn], ['fr', commonFr]] as const) {
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
  for (const directive of ["default-src 'none'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'", "object-src 'none'"]) {
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
  const manifest = JSON.parse(readFileSync(join(repo, 'remote-products', 'dist', 'mf-manifest.json'), 'utf8'));
  const exposed = manifest.exposes[0].assets;
  const remoteChunk = `${products}/${exposed.js.sync[0]}`;
  const remoteCss = exposed.css.sync[0] ?? exposed.css.async[0];

  // Files with a fixed name revalidate on every load.
  const revalidated = [
    [`${shell}/`, 'text/html'],
    [`${shell}/services/cloud-devops`, 'text/html'],
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

  // The deploy-time files come from the deploy directory, not the build.
  expect(await (await get(page, `${shell}/remotes.json`)).json()).toEqual(
    JSON.parse(readFileSync(join(site.deployDir, 'remotes.json'), 'utf8')),
  );

  // Content-hashed files are cached for a year; JS and CSS are gzipped.
  const hashed = [`${shell}${shellScript}`, remoteChunk, ...(remoteCss ? [`${products}/${remoteCss}`] : [])];
  for (const url of hashed) {
    const response = await get(page, url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe(yearImmutable);
    expect(response.headers()['content-encoding'], url).toBe('gzip');
    expect(response.headers()['vary'], url).toContain('Accept-Encoding');
    expectSecurityHeaders(response, url);
  }
  const identity = await get(page, `${shell}${shellScript}`, { 'Accept-Encoding': 'identity' });
  expect(identity.headers()['content-encoding']).toBeUndefined();

  // The shell's CSP names every remote origin where scripts, styles and fetches need it.
  const csp = (await get(page, `${shell}/`)).headers()['content-security-policy']!;
  for (const directive of ['script-src', 'style-src', 'connect-src']) {
    const sources = csp.split(';').find((part) => part.trim().startsWith(directive))!;
    for (const remote of site.remotes) expect(sources, directive).toContain(remote.origin);
  }

  // A remote's files are readable by the shell's origin only, whoever asks.
  for (const url of [`${products}/mf-manifest.json`, `${products}/remoteEntry.js`, remoteChunk]) {
    for (const asker of [shell, 'https://evil.example']) {
      const response = await get(page, url, { Origin: asker });
      expect(response.headers()['access-control-allow-origin'], url).toBe(shell);
    }
  }
  expect((await get(page, `${shell}/remotes.json`)).headers()['access-control-allow-origin']).toBeUndefined();

  // A missing file is a 404, never index.html under a script's URL.
  for (const url of [`${shell}/static/js/missing.js`, `${shell}/missing.js`, `${products}/static/js/missing.js`]) {
    const response = await get(page, url);
    expect(response.status(), url).toBe(404);
    expectSecurityHeaders(response, url);
  }
});

test('a remote redeployed elsewhere is picked up on reload, the shell untouched', async ({ page }) => {
  const remotesFile = join(site.deployDir, 'remotes.json');
  const original = readFileSync(remotesFile, 'utf8');
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

    // Publish the new version to its own directory and server, then repoint remotes.json.
    cpSync(join(repo, 'remote-products', 'dist'), redeployDir, { recursive: true });
    const config = JSON.parse(original) as Record<string, string>;
    writeFileSync(remotesFile, JSON.stringify({ ...config, remote_products: `${redeployOrigin}/mf-manifest.json` }));

    requested.length = 0;
    await page.reload();
    await waitForApp(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: commonEn.remote.retry })).toHaveCount(0);
    expect(requested).toContain(`${redeployOrigin}/mf-manifest.json`);
    expect(requested).toContain(`${redeployOrigin}/remoteEntry.js`);
    expect(requested.filter((url) => url.startsWith(origin('remote-products')))).toEqual([]);
    expect(problems).toEqual([]);
    // Neither the shell's build nor nginx changed: no rebuild, no reload.
    expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
    expect(nginx?.exitCode).toBeNull();
  } finally {
    writeFileSync(remotesFile, original);
  }
});

test('the production rendering (HTTPS origins) passes nginx -t, redirects port 80 quietly and writes the deploy files once', () => {
  const prod = mkdtempSync(join(tmpdir(), 'site-nginx-prod-'));
  const hosts = { shell: 'www.kestrel.test', 'remote-services': 'services.kestrel.test', 'remote-products': 'products.kestrel.test', 'remote-company': 'company.kestrel.test' };
  try {
    // Throwaway certificates where the rendered blocks look for them (ssl_certificate paths are rewritten below).
    const cert = join(prod, 'cert.pem');
    const key = join(prod, 'key.pem');
    const openssl = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=kestrel.test', '-days', '1', '-keyout', key, '-out', cert]);
    test.skip(openssl.status !== 0, 'openssl is not available');
    const deployDir = join(prod, 'deploy');
    const args = ['--out', join(prod, 'conf'), '--root', repo, '--deploy-dir', deployDir, '--contact', 'https://api.kestrel.test/enquiries'];
    for (const [app, host] of Object.entries(hosts)) args.push(`--${app}`, `https://${host}`);
    const cli = spawnSync('node', [join(repo, 'e2e', 'tools', 'nginx-config.mjs'), ...args], { encoding: 'utf8' });
    expect(cli.status, cli.stderr).toBe(0);

    const remotesJson = JSON.parse(readFileSync(join(deployDir, 'remotes.json'), 'utf8')) as Record<string, string>;
    expect(remotesJson).toEqual({
      remote_services: 'https://services.kestrel.test/mf-manifest.json',
      remote_products: 'https://products.kestrel.test/mf-manifest.json',
      remote_company: 'https://company.kestrel.test/mf-manifest.json',
    });
    expect(JSON.parse(readFileSync(join(deployDir, 'contact-config.json'), 'utf8'))).toEqual({ endpoint: 'https://api.kestrel.test/enquiries' });
    // A second run keeps what an operator has since edited.
    writeFileSync(join(deployDir, 'remotes.json'), '{"edited":true}');
    expect(spawnSync('node', [join(repo, 'e2e', 'tools', 'nginx-config.mjs'), ...args]).status).toBe(0);
    expect(readFileSync(join(deployDir, 'remotes.json'), 'utf8')).toBe('{"edited":true}');

    const sites = join(prod, 'conf', 'sites');
    const shellConf = readFileSync(join(sites, 'shell.conf'), 'utf8');
    expect(shellConf).toMatch(/listen 443 ssl;/);
    expect(shellConf).toMatch(/listen 80;[\s\S]*server_tokens off;\s*return 301 https:\/\/\$host\$request_uri;/);
    const csp = /set \$csp "([^"]+)"/.exec(shellConf)?.[1] ?? '';
    for (const host of Object.values(hosts).slice(1)) expect(csp).toContain(`https://${host}`);
    expect(csp).toContain('https://api.kestrel.test');
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);

    for (const file of readdirSync(sites)) {
      const path = join(sites, file);
      writeFileSync(path, readFileSync(path, 'utf8').replace(/\/etc\/ssl\/[^/]+\/fullchain\.pem/g, cert).replace(/\/etc\/ssl\/[^/]+\/privkey\.pem/g, key));
    }
    const main = join(prod, 'nginx.conf');
    writeFileSync(main, `pid ${join(prod, 'nginx.pid')};\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include ${sites}/*.conf;\n}\n`);
    const check = spawnSync(findNginx()!, ['-t', '-q', '-p', prod, '-c', main, '-e', join(prod, 'error.log')], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
  } finally {
    rmSync(prod, { recursive: true, force: true });
  }
});
