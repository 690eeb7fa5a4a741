import { expect, test } from '../support/test';
import { createServer, type Server } from 'node:http';
import { createReadStream, existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { basePort } from '../playwright.config';
import { hydrateView, openPage, releaseOf, revealRemoteBlocks, waitForApp } from '../support/site';
import { startSiteInstance } from '../support/site-instance';
import { compileHint } from 'shared-ui/build/compile-hints';
import { commonEn } from '../../shared-i18n/src/locales/common-en';

const e2eDir = fileURLToPath(new URL('..', import.meta.url));
/** The suite's server: each area's release, served by the edge on the site's origin. */
const remoteOrigin = {
  services: releaseOf('remote_services'),
  products: releaseOf('remote_products'),
  company: releaseOf('remote_company'),
};
const singletons = ['react', 'react-dom', 'react-router', 'i18next', 'react-i18next', 'shared-i18n'];
// shared-ui is not among them: each area renders and runs its own copy (shared-ui/build/federation.ts); nor is
// zustand, which only the shell's own store uses.

test('every shared singleton is loaded once, from the shell, across all three remotes', async ({ page }) => {
  await openPage(page, '/');
  // Client-side navigation through one page of each remote.
  for (const [name, heading] of [
    [/^Services$/, /services/i],
    [/^About$/, /./],
    [/^Vulnyzer platform$/, /./],
  ] as const) {
    if (String(name) === String(/^Services$/)) {
      await page.getByRole('banner').getByRole('button', { name }).click();
      await page.getByRole('banner').getByRole('link', { name: 'All services' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name }).click();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  const loaded = await page.evaluate((names) => {
    // A tree-shaken share (react-router) keeps its loaded state under `treeShaking`.
    type Share = { from: string; loaded?: boolean; lib?: unknown; treeShaking?: { loaded?: boolean } };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Share>>>> };
      }
    ).__FEDERATION__;
    const result: Record<string, string[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const scope of Object.values(scopes)) {
        for (const name of names) {
          for (const [version, share] of Object.entries(scope[name] ?? {})) {
            if (share.loaded || share.lib || share.treeShaking?.loaded)
              (result[name] ??= []).push(`${version}@${share.from}`);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(result).map(([name, list]) => [name, [...new Set(list)]]));
  }, singletons);
  for (const name of singletons) {
    expect(loaded[name], `${name} loaded copies`).toHaveLength(1);
    expect(loaded[name]?.[0], `${name} provider`).toMatch(/@shell$/);
  }
});

test('a language switch reaches every area: one i18next instance', async ({ page }) => {
  await openPage(page, '/');
  const overview = page.locator('#services-overview');
  await expect(overview).toBeVisible();
  const englishTitle = await overview.getByRole('heading', { level: 2 }).first().textContent();
  await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL('/fr');
  await expect(overview.getByRole('heading', { level: 2 }).first()).not.toHaveText(englishTitle ?? '');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

const remotes = [
  { name: 'services', path: '/services' },
  { name: 'products', path: '/vulnyzer-platform' },
  { name: 'company', path: '/about' },
] as const;

for (const remote of remotes) {
  test(`remote-${remote.name} down: the page stays readable with a notice, in-app navigation shows message and retry`, async ({
    page,
    faults,
  }) => {
    faults.expect('remoteUnavailable');
    await page.route(`${remoteOrigin[remote.name]}/**`, (route) => route.abort('connectionrefused'));
    await openPage(page, remote.path);
    await hydrateView(page);
    // Opened directly: the server's HTML stays, with a notice and a retry, once its code is needed.
    const h1 = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page.getByRole('alert')).toContainText(commonEn.remote.keptText);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1 ?? '');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(commonEn.remote.errorTitle);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another area still works through client-side navigation.
    const otherArea = remote.name === 'services' ? 'About' : 'Services';
    await page.getByRole('contentinfo').getByRole('link', { name: otherArea, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(commonEn.remote.errorTitle);

    // Back to the failed area within the app: no server HTML, so the message
    // and Retry; the remote comes back; Retry loads it without a reload.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(commonEn.remote.errorTitle);
    await page.unroute(`${remoteOrigin[remote.name]}/**`);
    const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Math.random()));
    await page.getByRole('button', { name: commonEn.remote.retry }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1 ?? '');
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(marker);
    // The button is gone with the message: focus went to the page's content, not to <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
}

test('a missing manifest and a failing chunk are handled like a server that is down', async ({ page, faults }) => {
  faults.expect('remoteUnavailable');
  await page.route(`${remoteOrigin.company}/mf-manifest.json`, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  await openPage(page, '/careers');
  await hydrateView(page);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.unroute(`${remoteOrigin.company}/mf-manifest.json`);

  // The manifest answers but the remote's scripts fail.
  await page.route(`${remoteOrigin.products}/**/*.js`, (route) => route.abort('failed'));
  await page.getByRole('banner').getByRole('link', { name: 'MeetlyHub' }).click();
  await expect(page).toHaveURL('/meetlyhub');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This section could not be loaded');
  await page.unroute(`${remoteOrigin.products}/**/*.js`);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('MeetlyHub');
});

test('home stays intact when remote-products is down: its blocks are static HTML, which needs none of its code', async ({
  page,
}) => {
  const asked: string[] = [];
  await page.route(`${remoteOrigin.products}/**`, (route) => {
    asked.push(route.request().url());
    return route.abort('connectionrefused');
  });
  await openPage(page, '/');
  await expect(page.locator('#services-overview')).toBeVisible();
  await revealRemoteBlocks(page);
  const productBlocks = page.locator('[data-remote-block^="remote_products/"]');
  await expect(productBlocks).toHaveCount(2);
  for (const block of await productBlocks.all()) await expect(block.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(asked).toEqual([]);
});

test('repointing an area and reloading points the same shell build at a remote on another port', async ({ page }) => {
  // A site instance of its own (:4200-4202 with the default basePort), so that
  // repointing its areas cannot disturb the other tests.
  const movedPort = basePort + 199;
  // The new origin goes into the CSP (--extra-origin) before the area moves there.
  const site = await startSiteInstance(basePort + 100, 'repoint', [`http://127.0.0.1:${movedPort}`]);
  const dist = resolve(e2eDir, '../remote-products/dist');
  const moved: Server = createServer((req, res) => {
    const file = join(dist, new URL(req.url ?? '/', 'http://x').pathname);
    res.setHeader('Access-Control-Allow-Origin', site.origin);
    if (!existsSync(file) || extname(file) === '') return void res.writeHead(404).end();
    res.setHeader(
      'Content-Type',
      extname(file) === '.js' ? 'text/javascript' : extname(file) === '.css' ? 'text/css' : 'application/json',
    );
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ready) => moved.listen(movedPort, '127.0.0.1', ready));
  try {
    await page.goto(`${site.origin}/meetlyhub`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('MeetlyHub');

    site.repoint('remote_products', { release: 'moved', manifest: `http://127.0.0.1:${movedPort}/mf-manifest.json` });
    const hits: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`:${movedPort}/`)) hits.push(request.url());
    });
    await page.reload();
    await waitForApp(page);
    await hydrateView(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('MeetlyHub');
    expect(hits.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(hits.some((url) => url.includes('/static/js/'))).toBe(true);
  } finally {
    site.stop();
    await new Promise((done) => moved.close(done));
  }
});

test('the tree-shaken react-router of the shell serves every remote: no full copy is fetched', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  for (const path of ['/', '/services/cloud-devops', '/vulnyzer-platform', '/contact', '/about']) {
    await openPage(page, path);
    if (path !== '/') await hydrateView(page);
  }
  expect(fetched.filter((url) => url.includes('/releases/')).length).toBeGreaterThan(0);
  expect(fetched.filter((url) => url.includes('independent-packages'))).toEqual([]);
});

test('every script a page loads starts with V8’s compile hint, from the shell and from the remote', async ({
  page,
}) => {
  const hint = `${compileHint}\n`;
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
  });
  await openPage(page, '/contact');
  await hydrateView(page);
  await expect.poll(() => scripts.some(({ url }) => url.endsWith('/remoteEntry.js'))).toBe(true);
  await expect.poll(() => scripts.some(({ url }) => url.includes('__federation_expose_ContactPage'))).toBe(true);
  // The shell's entry and chunks (react-dom, i18next, the router, the app), remote-company's entry and page.
  expect(scripts.some(({ url }) => /\/static\/js\/index\.\w+\.js$/.test(url))).toBe(true);
  expect(scripts.length).toBeGreaterThanOrEqual(10);
  for (const { url, body } of scripts) expect(body.startsWith(hint), url).toBe(true);
});
